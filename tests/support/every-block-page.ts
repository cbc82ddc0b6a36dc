/**
 * A built page with every block type a page can hold, filled in as
 * an editor would in the Studio, and what a visitor sees of each block
 * (`npm run block-previews` photographs each there for the Studio's insert menu).
 *
 * The blocks are keyed by the generated section types (app/content/sanity.types.ts,
 * made from studio/schemaTypes/documents/page.ts): a block type added to the
 * schema fails the typecheck until it is here, with the check of what it shows.
 * The sections are made from that record, in its order (the headline band
 * first, as the Studio requires).
 *
 * Where a block points at other content (testimonials, the logos of the
 * Paracelsus page, the Contact page in a rich-text link) it takes them from
 * the dataset it is given, so the page holds what that dataset holds.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { SanityDocument } from "~/content/dataset.server";
import type { Page as PageDocument } from "~/content/sanity.types";

type Section = PageDocument["sections"][number];
export type SectionType = Section["_type"];
type SectionOf<T extends SectionType> = Extract<Section, { _type: T }>;

type Block<T extends SectionType> = {
  /** The section, with this key. */
  section: (key: string) => SectionOf<T>;
  /** Asserts that a visitor sees it in the page's main region. */
  shows: (main: Locator) => Promise<void>;
};
type Blocks = { [T in SectionType]: Block<T> };

type Testimonial = { _id: string; _type: string; name: string };
type Logos = SectionOf<"logoWallSection">["logos"];
type Picture = SectionOf<"pictureTextSection">["image"];
type Article = { Title: string; Date: string; tags?: { value?: string }[] };
type Download = { _id: string; title: string; access: string; slug: { current: string } };
type CaseStudy = {
  _id: string;
  title: string;
  slug: { current: string };
  client: string;
  agencyType: string;
  results: { source: string; date: string }[];
  quote: { text: string; person: string };
};
type Customers = { cardButton: string; memberPages: { sourceLabel: string } };

const span = (key: string, text: string, marks: string[] = []) => ({ _type: "span" as const, _key: key, text, marks });

/** The blocks, each with content of its own; `sample` gives the documents they point at. */
function blocks(sample: readonly SanityDocument[]): Blocks {
  const testimonials = sample.filter((doc): doc is SanityDocument & Testimonial => doc._type === "testimonial" && !doc._id.startsWith("drafts.")).slice(0, 2);
  if (testimonials.length < 2) throw new Error("the dataset has fewer than two published testimonials");
  const paracelsus = sample.find((doc) => doc._id === "paracelsusPage") as { community?: { communityLogos?: Logos }; hero?: { image?: Picture } } | undefined;
  // As the dataset holds them: an export gives each logo's file as `_sanityAsset`, the Content Lake an asset reference.
  const logos = (paracelsus?.community?.communityLogos ?? []).slice(0, 4);
  if (logos.length === 0) throw new Error("the dataset's Paracelsus page has no partner logos");
  // The Paracelsus page's headline picture, with its own alternative text.
  const picture = paracelsus?.hero?.image;
  if (!picture?.alt) throw new Error("the dataset's Paracelsus page has no headline picture");
  // The newest published articles with the tag the newest article has: what a latest-insights block of that tag lists.
  const articles = sample
    .filter((doc): doc is SanityDocument & Article => doc._type === "insight" && !doc._id.startsWith("drafts."))
    .sort((a, b) => b.Date.localeCompare(a.Date));
  const tag = articles.find((article) => article.tags?.length)?.tags?.[0]?.value;
  if (!tag) throw new Error("the dataset has no tagged article");
  const tagged = articles.filter((article) => article.tags?.some((each) => each.value === tag)).slice(0, 2);
  // A free document and one for the short form: the list offers Download for the one, Request for the other.
  const downloads = sample.filter((doc): doc is SanityDocument & Download => doc._type === "download" && !doc._id.startsWith("drafts."));
  const free = downloads.find((doc) => doc.access === "free");
  const gated = downloads.find((doc) => doc.access === "form");
  if (!free || !gated) throw new Error("the dataset has no free document or no document for the short form");
  // The last published case study, summed up under its own headline (the editor gives the band no heading).
  const study = sample.filter((doc): doc is SanityDocument & CaseStudy => doc._type === "caseStudy" && !doc._id.startsWith("drafts.")).at(-1);
  const customers = sample.find((doc) => doc._id === "customersPage") as (SanityDocument & Customers) | undefined;
  if (!study || !customers) throw new Error("the dataset has no published case study or no Customers page");

  return {
    hero: {
      section: (key) => ({
        _type: "hero",
        _key: key,
        eyebrow: "Webinar",
        title: "An hour on DCCM, live",
        lead: "Ask the team that builds DCCM how a treatment court runs its week in it, from intake to the judge's report.",
        emblem: "calendar",
      }),
      shows: (main) => expect(main.getByRole("heading", { level: 1 })).toHaveText("An hour on DCCM, live"),
    },
    textSection: {
      section: (key) => ({
        _type: "textSection",
        _key: key,
        heading: { _type: "sectionHeading", eyebrow: "Programme", title: "What the hour covers" },
        body: [
          {
            _type: "block",
            _key: `${key}-1`,
            style: "normal",
            markDefs: [],
            children: [span(`${key}-1s`, "Intake, phases, sanctions and incentives, and the report a judge reads before the hearing.")],
          },
          {
            _type: "block",
            _key: `${key}-2`,
            style: "normal",
            markDefs: [{ _type: "internalLink", _key: `${key}-link`, reference: { _type: "reference", _ref: "contactPage" } }],
            children: [span(`${key}-2a`, "Cannot make the date? "), span(`${key}-2b`, "Ask for a demo of your own", [`${key}-link`]), span(`${key}-2c`, ".")],
          },
        ],
      }),
      shows: async (main) => {
        await expect(main.getByRole("heading", { level: 2, name: "What the hour covers" })).toBeVisible();
        await expect(main.getByText("the report a judge reads before the hearing")).toBeVisible();
        await expect(main.getByRole("link", { name: "Ask for a demo of your own" })).toHaveAttribute("href", "/contact");
      },
    },
    cardsSection: {
      section: (key) => ({
        _type: "cardsSection",
        _key: key,
        heading: { _type: "sectionHeading", eyebrow: "Who it is for", title: "Who should attend" },
        cards: [
          {
            _type: "card",
            _key: `${key}-1`,
            icon: "gavel",
            title: "Judges and coordinators",
            text: "See a participant's phase, sanctions and incentives on one screen before the hearing.",
          },
          {
            _type: "card",
            _key: `${key}-2`,
            icon: "heart",
            title: "Treatment providers",
            text: "See how attendance and progress notes reach the court without a fax or a phone call.",
          },
          {
            _type: "card",
            _key: `${key}-3`,
            icon: "flask",
            title: "Laboratory staff",
            text: "See how drug-test results arrive in the participant's record the day they are signed off.",
          },
        ],
      }),
      shows: async (main) => {
        await expect(main.getByRole("heading", { level: 2, name: "Who should attend" })).toBeVisible();
        for (const card of ["Judges and coordinators", "Treatment providers", "Laboratory staff"])
          await expect(main.getByRole("heading", { level: 3, name: card })).toBeVisible();
      },
    },
    calloutsSection: {
      section: (key) => ({
        _type: "calloutsSection",
        _key: key,
        heading: { _type: "sectionHeading", title: "Before you join" },
        items: [
          {
            _type: "callout",
            _key: `${key}-1`,
            title: "A browser is all you need",
            text: "The webinar runs in any current browser; there is nothing to install.",
          },
          { _type: "callout", _key: `${key}-2`, title: "Bring your questions", text: "Half of the hour is kept for questions from courts and labs." },
        ],
      }),
      shows: async (main) => {
        await expect(main.getByRole("heading", { level: 2, name: "Before you join" })).toBeVisible();
        await expect(main.getByRole("heading", { level: 3, name: "A browser is all you need" })).toBeVisible();
        await expect(main.getByText("Half of the hour is kept for questions")).toBeVisible();
      },
    },
    stepsSection: {
      section: (key) => ({
        _type: "stepsSection",
        _key: key,
        heading: { _type: "sectionHeading", eyebrow: "How it works", title: "How to take part" },
        steps: [
          { _type: "step", _key: `${key}-1`, title: "Register", text: "Fill in the form below and tick DCCM." },
          { _type: "step", _key: `${key}-2`, title: "Receive the link", text: "We send the link to the webinar a week before." },
          { _type: "step", _key: `${key}-3`, title: "Join live", text: "Join from your browser at the time in the invitation." },
        ],
      }),
      shows: async (main) => {
        // Numbered in order: "01 Save your place", …
        const steps = main.getByRole("region", { name: "How to take part" }).getByRole("heading", { level: 3 });
        await expect(steps).toHaveText([/^0?1\s*Register$/, /^0?2\s*Receive the link$/, /^0?3\s*Join live$/]);
      },
    },
    factsSection: {
      section: (key) => ({
        _type: "factsSection",
        _key: key,
        heading: { _type: "sectionHeading", title: "Measured by our customers" },
        facts: [
          { _type: "sourcedFact", _key: `${key}-1`, figure: "67%", label: "less time preparing staffing", source: "Court time log", date: "2026-03-31" },
          {
            _type: "sourcedFact",
            _key: `${key}-2`,
            figure: "1 day",
            label: "sooner to a reported result",
            source: "Lab turnaround report",
            date: "2026-05-31",
          },
        ],
        sourceLabel: "Source:",
      }),
      shows: async (main) => {
        // A real list, each figure's source and date written beside it.
        const facts = main.getByRole("region", { name: "Measured by our customers" }).getByRole("listitem");
        await expect(facts).toHaveCount(2);
        await expect(facts.first()).toContainText("67%");
        await expect(facts.first()).toContainText("Source: Court time log, March 31, 2026");
        await expect(facts.nth(1).locator('time[datetime="2026-05-31"]')).toBeVisible();
      },
    },
    caseStudySection: {
      section: (key) => ({ _type: "caseStudySection", _key: key, caseStudy: { _type: "reference", _ref: study._id, _weak: true } }),
      shows: async (main) => {
        const section = main.getByRole("region", { name: study.title });
        await expect(section.getByRole("heading", { level: 3 })).toHaveText(study.client);
        // Its kind of agency and products, as on its card.
        await expect(section.locator(".case-card-kind")).toContainText(study.agencyType);
        // Every result, each with its source and date as on the case study's page.
        const results = section.getByRole("listitem");
        await expect(results).toHaveCount(study.results.length);
        for (const [index, result] of study.results.entries()) {
          await expect(results.nth(index)).toContainText(`${customers.memberPages.sourceLabel} ${result.source}`);
          await expect(results.nth(index).locator(`time[datetime="${result.date}"]`)).toBeVisible();
        }
        await expect(section.locator("blockquote")).toHaveText(study.quote.text);
        await expect(section.locator("figcaption")).toContainText(study.quote.person);
        await expect(section.getByRole("link", { name: `${customers.cardButton} ${study.client}`, exact: true })).toHaveAttribute(
          "href",
          `/customers/${study.slug.current}`,
        );
      },
    },
    statisticsSection: {
      section: (key) => ({
        _type: "statisticsSection",
        _key: key,
        title: "The webinar in numbers",
        statistics: [
          { _type: "statistic", _key: `${key}-1`, value: 60, label: "Minutes, live" },
          { _type: "statistic", _key: `${key}-2`, value: 3, label: "Speakers from the team" },
          { _type: "statistic", _key: `${key}-3`, value: 500, suffix: "+", label: "Places" },
        ],
      }),
      shows: async (main) => {
        const band = main.getByRole("region", { name: "The webinar in numbers" });
        await expect(band.getByText("Speakers from the team")).toBeVisible();
        // The figure as seen (read with reduced motion, it does not count up), then as read out.
        await expect(band.getByText("500+", { exact: true }).first()).toBeVisible();
        await expect(band.getByText("500+", { exact: true }).last()).toHaveClass("sr-only");
      },
    },
    questionsSection: {
      section: (key) => ({
        _type: "questionsSection",
        _key: key,
        heading: { _type: "sectionHeading", title: "Questions about the webinar" },
        topics: [
          {
            _type: "topic",
            _key: `${key}-1`,
            title: "Is there a recording?",
            paragraphs: ["Yes: everyone who registers receives the recording the day after."],
          },
          {
            _type: "topic",
            _key: `${key}-2`,
            title: "Does it cost anything?",
            paragraphs: ["No. The webinar is free for courts, agencies and laboratories."],
            points: ["No account needed", "No software to install"],
          },
        ],
      }),
      shows: async (main) => {
        const questions = main.getByRole("region", { name: "Questions about the webinar" });
        for (const question of ["Is there a recording?", "Does it cost anything?"])
          await expect(questions.getByRole("button", { name: question })).toBeVisible();
      },
    },
    complianceTableSection: {
      section: (key) => ({
        _type: "complianceTableSection",
        _key: key,
        heading: {
          _type: "sectionHeading",
          eyebrow: "Security",
          title: "What the webinar's demo runs under",
          intro: "The standards the demo system is held to.",
        },
        rows: [
          {
            _type: "complianceRow",
            _key: `${key}-1`,
            standard: "SOC 2 Type II",
            status: "attested",
            scope: ["paracelsus", "dccm"],
            evidence: { _type: "evidenceLink", label: "Ask for the report", page: { _type: "reference", _ref: "contactPage" } },
            date: "2026-02-10",
          },
          { _type: "complianceRow", _key: `${key}-2`, standard: "CJIS Security Policy", status: "inProgress", scope: ["dccm"], date: "2025-11-03" },
          {
            _type: "complianceRow",
            _key: `${key}-3`,
            standard: "HIPAA",
            status: "aligned",
            scope: ["paracelsus"],
            // A document for the short form: the evidence leads to its form.
            evidence: { _type: "evidenceLink", label: "Risk assessment summary", document: { _type: "reference", _ref: gated._id, _weak: true } },
            date: "2026-04-01",
          },
        ],
      }),
      shows: async (main) => {
        // A table named by the heading, a row per standard headed by it, each cell under its column's header.
        const table = main.getByRole("table", { name: "What the webinar's demo runs under" });
        await expect(table.getByRole("columnheader")).toHaveText(["Standard", "Status", "Scope", "Evidence", "Date"]);
        await expect(table.getByRole("rowheader")).toHaveText(["SOC 2 Type II", "CJIS Security Policy", "HIPAA"]);
        const soc2 = table.getByRole("row", { name: /SOC 2 Type II/ });
        await expect(soc2.getByRole("cell")).toHaveText(["Attested", /^DCCM\s*Paracelsus LIS$/, "Ask for the report", "February 2026"]);
        await expect(soc2.getByRole("link", { name: "Ask for the report" })).toHaveAttribute("href", "/contact");
        await expect(table.getByRole("row", { name: /CJIS/ }).getByRole("cell")).toHaveText(["In progress", "DCCM", "On request", "November 2025"]);
        const hipaa = table.getByRole("row", { name: /HIPAA/ });
        await expect(hipaa.getByRole("link", { name: "Risk assessment summary" })).toHaveAttribute("href", `/documents/${gated.slug.current}`);
        await expect(hipaa.getByRole("cell").nth(2)).toContainText("for a short form");
      },
    },
    logoWallSection: {
      section: (key) => ({ _type: "logoWallSection", _key: key, heading: { _type: "sectionHeading", title: "Who takes part" }, logos }),
      shows: async (main) => {
        // The logos in a group named by the heading, each named by its organisation.
        const wall = main.getByRole("group", { name: "Who takes part" });
        for (const logo of logos) await expect(wall.getByRole("img", { name: logo.name })).toBeVisible();
      },
    },
    testimonialsSection: {
      section: (key) => ({
        _type: "testimonialsSection",
        _key: key,
        testimonials: testimonials.map((t, i) => ({ _type: "reference", _key: `${key}-${i}`, _ref: t._id })),
      }),
      shows: async (main) => {
        // The carousel shows the first and offers each (the page is read with reduced motion: it does not turn by itself).
        const carousel = main.locator('[aria-roledescription="carousel"]');
        await expect(carousel.getByText(testimonials[0]!.name, { exact: true })).toBeVisible();
        for (const testimonial of testimonials) await expect(carousel.getByRole("button", { name: `Testimonial from ${testimonial.name}` })).toBeVisible();
      },
    },
    pictureTextSection: {
      section: (key) => ({
        _type: "pictureTextSection",
        _key: key,
        heading: { _type: "sectionHeading", title: "Where the samples go" },
        body: [
          {
            _type: "block",
            _key: `${key}-1`,
            style: "normal",
            markDefs: [],
            children: [span(`${key}-1s`, "From the collection site to the analyzer, every handoff is recorded.")],
          },
        ],
        image: picture,
        side: "left",
      }),
      shows: async (main) => {
        const section = main.getByRole("region", { name: "Where the samples go" });
        await expect(section.getByText("every handoff is recorded")).toBeVisible();
        await expect(section.getByRole("img", { name: picture.alt })).toBeVisible();
      },
    },
    latestInsightsSection: {
      section: (key) => ({ _type: "latestInsightsSection", _key: key, heading: { _type: "sectionHeading", title: "Read before the hour" }, count: 2, tag }),
      shows: async (main) => {
        // The two newest articles with the tag, newest first, each a link to the article.
        const section = main.getByRole("region", { name: "Read before the hour" });
        await expect(section.getByRole("heading", { level: 3 })).toHaveText(tagged.map((article) => article.Title));
        for (const article of tagged) await expect(section.getByRole("link", { name: article.Title })).toBeVisible();
      },
    },
    documentsSection: {
      section: (key) => ({
        _type: "documentsSection",
        _key: key,
        heading: { _type: "sectionHeading", title: "Take the programme away" },
        documents: [free, gated].map((doc, i) => ({ _type: "reference", _key: `${key}-${i}`, _ref: doc._id })),
      }),
      shows: async (main) => {
        const section = main.getByRole("region", { name: "Take the programme away" });
        await expect(section.getByRole("heading", { level: 3 })).toHaveText([free.title, gated.title]);
        // Each says what it is and how large, and its link names the document.
        await expect(section.getByText(/^PDF, \d+ KB$/)).toHaveCount(2);
        await expect(section.getByRole("link", { name: `Download ${free.title}`, exact: true })).toBeVisible();
        await expect(section.getByRole("link", { name: `Request ${gated.title}`, exact: true })).toBeVisible();
      },
    },
    callToAction: {
      section: (key) => ({
        _type: "callToAction",
        _key: key,
        title: "Reserve your seat",
        text: "Places are limited to five hundred; the form below takes a minute.",
      }),
      shows: async (main) => {
        const band = main.getByRole("region", { name: "Reserve your seat" });
        await expect(band.getByText("Places are limited to five hundred")).toBeVisible();
        // The closing band's button to the contact form.
        await expect(band.getByRole("link")).toHaveAttribute("href", "/contact");
      },
    },
    enquiryFormSection: {
      section: (key) => ({ _type: "enquiryFormSection", _key: key, interest: "dccm" }),
      shows: async (main) => {
        await expect(main.getByRole("checkbox", { name: "DCCM" })).toBeChecked();
        await expect(main.getByRole("checkbox", { name: "Paracelsus" })).not.toBeChecked();
        await expect(main.getByRole("button", { name: "Send message" })).toBeVisible();
      },
    },
  };
}

export type EveryBlockPage = {
  /** The page document, published. */
  document: SanityDocument;
  /** Its address. */
  path: string;
  /** Its block types, in the order of its sections. */
  types: SectionType[];
  /** The element that draws the block of type `type` on the page open in `page`. */
  blockOf: (page: Page, type: SectionType) => Locator;
  /** Asserts that the page open in `page` shows every block; open it with reduced motion (page.emulateMedia), so the testimonial carousel stays on its first slide. */
  expectEveryBlock: (page: Page) => Promise<void>;
};

/** The page with every block type, at /<slug>. */
export function everyBlockPage(
  sample: readonly SanityDocument[],
  { id, slug, title, formerSlugs }: { id: string; slug: string; title: string; formerSlugs?: string[] },
): EveryBlockPage {
  const all = blocks(sample);
  const types = Object.keys(all) as SectionType[];
  const now = new Date().toISOString();
  const document = {
    _id: id,
    _type: "page",
    _createdAt: now,
    _updatedAt: now,
    _rev: "every-block",
    title,
    slug: { _type: "slug", current: slug },
    ...(formerSlugs ? { formerSlugs } : {}),
    sections: types.map((type, index) => all[type].section(`${type}-${index}`)),
    seo: { _type: "seo", title, description: "An hour on DCCM with the team that builds it: intake, phases, sanctions and reports, and your questions." },
  } satisfies Omit<PageDocument, "sections" | "formerSlugs"> & { sections: Section[]; formerSlugs?: string[] };
  const blockOf = (page: Page, type: SectionType) => page.locator(SECTIONS).nth(types.indexOf(type));
  return {
    document,
    path: `/${slug}`,
    types,
    blockOf,
    expectEveryBlock: async (page) => {
      const main = page.getByRole("main");
      for (const type of types) await named(type, () => all[type].shows(main));
      // Each section is one block's element, in the page's order, with a box: the picture of it in the insert menu is that block alone.
      await expect(page.locator(SECTIONS), "one element for each block").toHaveCount(types.length);
      const drawn = new Set<string>();
      for (const type of types) {
        const block = blockOf(page, type);
        await named(type, async () => {
          expect((await block.boundingBox())?.height ?? 0).toBeGreaterThan(0);
          expect(await block.evaluate((element) => getComputedStyle(element).display)).not.toBe("contents");
        });
        drawn.add(await block.evaluate((element) => element.outerHTML));
      }
      expect(drawn.size, "each block drawn once, in an element of its own").toBe(types.length);
    },
  };
}

/**
 * A built page's sections in the order a visitor sees them: each child of <main>, except that a
 * run of sections the server drew arrives in one `div.contents` wrapper (no box of its own:
 * app/blocks/built-page.tsx), whose children are the sections; the scripts beside them (what acts in
 * those sections, the form's data) are not sections.
 */
const SECTIONS = "main > :not(.contents, script), main > .contents > :not(script)";

/** Names the failing block in the assertion's message. */
async function named(type: SectionType, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    (error as Error).message = `the ${type} block: ${(error as Error).message}`;
    throw error;
  }
}

/**
 * The site settings with one more entry in the main menu, a menu of one link to the page `pageId`
 * (the link list accepts the built pages, studio/schemaTypes/objects/page-link.ts).
 */
export function withMenuLink(settings: SanityDocument, entry: string, label: string, pageId: string): SanityDocument {
  const menu = (settings.mainMenu as unknown[] | undefined) ?? [];
  const item = {
    _key: "menu-every-block",
    _type: "menuItem",
    label: entry,
    links: [{ _key: "link-every-block", _type: "pageLink", label, page: { _type: "reference", _ref: pageId } }],
  };
  return { ...settings, mainMenu: [...menu, item] };
}

/** The header's main menu in a page's HTML. */
export function mainMenuHtml(html: string): string {
  const start = html.search(/<nav aria-label="Main"/);
  return start === -1 ? "" : html.slice(start, html.indexOf("</nav>", start));
}

/** Opens the main menu's entry and returns its link named `label` (at desktop width, where the main menu is not folded). */
export async function mainMenuLink(page: Page, entry: string, label: string): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: "Main" });
  // The entry opens once the page's script runs.
  await expect(page.locator("html[data-ready]")).toBeAttached();
  await nav.getByRole("button", { name: entry }).click();
  return nav.getByRole("link", { name: label });
}
