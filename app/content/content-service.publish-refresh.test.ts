/**
 * What a publish reloads, as an editor sees it: an article published under a
 * slug that had none shows at once, a testimonial's change shows in the
 * testimonials, and previews (which keep no answers) take a publish in their
 * stride. Run on the embedded source, whose export is swapped as an import would.
 */
import { describe, expect, it } from "vitest";
import { SwrCache } from "~/caching/answer-cache.server";
import { ContentService } from "./content-service.server";
import { loadExportedDataset, type SanityDocument } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import * as queries from "./queries";
import { aboutPageQuery, builtPageQuery, dccmPageQuery, type Query } from "./queries";
import { silentLogger } from "~/lib/logger.server";

const article = (id: string, slug: string, title: string): SanityDocument => ({
  _id: id,
  _type: "insight",
  Title: title,
  slug: { _type: "slug", current: slug },
  Date: "2026-01-01",
});
const settings = (name: string): SanityDocument => ({ _id: "siteSettings", _type: "siteSettings", name });
const page = (type: string, title: string): SanityDocument => ({ _id: type, _type: type, name: title, hero: { title } });
const industry = (slug: string, title: string): SanityDocument => ({
  _id: `industry-${slug}`,
  _type: "industry",
  title,
  slug: { _type: "slug", current: slug },
});
const testimonial = (name: string): SanityDocument => ({ _id: "t1", _type: "testimonial", name, position: "Judge", content: [] });

function site(initial: SanityDocument[]) {
  const source = new EmbeddedSource(initial);
  let next: SanityDocument[] | undefined;
  const content = new ContentService(source, new SwrCache({ ttlMs: 3_600_000 }), {
    log: silentLogger(),
    reloadSource: () => {
      if (next) source.replace(next);
      next = undefined;
    },
  });
  return { content, publish: (documents: SanityDocument[]) => (next = documents) };
}

describe("a publish", () => {
  it("shows an article published under a slug whose article had moved away", async () => {
    const { content, publish } = site([article("a", "x", "First")]);
    expect((await content.insight("x"))?.Title).toBe("First");
    // The article moves to another slug: /x has no article.
    publish([article("a", "y", "First")]);
    await content.refreshDocument({ _id: "a", _type: "insight", slug: "y" });
    expect(await content.insight("x")).toBeNull();
    // Another article takes the slug.
    publish([article("a", "y", "First"), article("b", "x", "Second")]);
    await content.refreshDocument({ _id: "b", _type: "insight", slug: "x" });
    expect((await content.insight("x"))?.Title).toBe("Second");
  });

  it("of a testimonial shows in the testimonials, and leaves the articles' answers alone", async () => {
    const { content, publish } = site([testimonial("Ann"), article("a", "x", "First")]);
    expect((await content.testimonials()).map((t) => t.name)).toEqual(["Ann"]);
    await content.insight("x");
    publish([testimonial("Ann Lee"), article("a", "x", "Changed without a publish of its own")]);
    await content.refreshDocument({ _id: "t1", _type: "testimonial" });
    expect((await content.testimonials()).map((t) => t.name)).toEqual(["Ann Lee"]);
    expect((await content.insight("x"))?.Title).toBe("First");
  });

  it("of the site settings changes what every page reads (the site query: header, footer, names)", async () => {
    const { content, publish } = site([settings("ACT"), page("aboutPage", "About")]);
    expect((await content.site()).settings?.name).toBe("ACT");
    publish([settings("ACT Inc."), page("aboutPage", "About")]);
    await content.refreshDocument({ _id: "siteSettings", _type: "siteSettings" });
    expect((await content.site()).settings?.name).toBe("ACT Inc.");
  });

  it("of a page document changes that page's answer and leaves another page's alone", async () => {
    const { content, publish } = site([page("aboutPage", "About"), page("dccmPage", "DCCM")]);
    await content.run(aboutPageQuery);
    await content.run(dccmPageQuery);
    publish([page("aboutPage", "About us"), page("dccmPage", "DCCM, changed without a publish of its own")]);
    await content.refreshDocument({ _id: "aboutPage", _type: "aboutPage" });
    expect((await content.run(aboutPageQuery))?.hero?.title).toBe("About us");
    expect((await content.run(dccmPageQuery))?.hero?.title).toBe("DCCM");
  });

  it("of a page that rich text links to changes the answers whose links reference it, and leaves the others alone", async () => {
    const linking = (slug: string): SanityDocument => ({
      ...testimonial("Ann"),
      content: [
        {
          _type: "block",
          _key: "b1",
          style: "normal",
          markDefs: [{ _type: "internalLink", _key: "l1", reference: { _type: "reference", _ref: "industry-labs" } }],
          children: [{ _type: "span", _key: "s1", text: slug, marks: ["l1"] }],
        },
      ],
    });
    const policy = (title: string): SanityDocument => ({ _id: "privacyPolicy", _type: "privacyPolicy", title, body: [] });
    const { content, publish } = site([industry("labs", "Reference Labs"), linking("labs"), policy("Privacy")]);
    const linkedSlug = async () => {
      const [block] = (await content.testimonials())[0]?.content ?? [];
      return block?._type === "block" ? block.markDefs?.[0] : undefined;
    };
    expect(await linkedSlug()).toMatchObject({ page: { _type: "industry", slug: "labs" } });
    await content.privacyPolicy();
    publish([
      { ...industry("reference-labs", "Reference Labs"), _id: "industry-labs" },
      linking("labs"),
      policy("Privacy, changed without a publish of its own"),
    ]);
    await content.refreshDocument({ _id: "industry-labs", _type: "industry", slug: "reference-labs" });
    expect(await linkedSlug()).toMatchObject({ page: { _type: "industry", slug: "reference-labs" } });
    expect((await content.privacyPolicy())?.title).toBe("Privacy");
  });

  it("of a new industry adds it to the list every page reads, without touching the pages that do not list it", async () => {
    const { content, publish } = site([industry("courts", "Treatment Courts"), page("dccmPage", "DCCM")]);
    expect((await content.site()).industries.map((member) => member.slug)).toEqual(["courts"]);
    await content.run(dccmPageQuery);
    publish([industry("courts", "Treatment Courts"), industry("labs", "Reference Labs"), page("dccmPage", "DCCM, changed without a publish of its own")]);
    await content.refreshDocument({ _id: "industry-labs", _type: "industry", slug: "labs" });
    expect((await content.site()).industries.map((member) => member.slug)).toEqual(["courts", "labs"]);
    expect((await content.run(dccmPageQuery))?.hero?.title).toBe("DCCM");
  });

  it("of a built page puts it in the list every page reads (menus, footer, sitemap) and its own answer, changes both, takes it out of both unpublished, and leaves other pages' answers alone", async () => {
    const built = (title: string): SanityDocument => ({
      _id: "page-trust",
      _type: "page",
      title,
      slug: { _type: "slug", current: "trust" },
      sections: [{ _type: "hero", _key: "h", title }],
    });
    const dccm = page("dccmPage", "DCCM");
    const dccmChanged = page("dccmPage", "DCCM, changed without a publish of its own");
    const { content, publish } = site([dccm]);
    const listed = async () => (await content.site()).pages.map((entry) => [entry.slug, entry.title]);
    const own = async () => (await content.run(builtPageQuery, { id: "page-trust" }))?.title;
    expect(await listed()).toEqual([]);
    expect(await own()).toBeUndefined();
    await content.run(dccmPageQuery);

    publish([built("Trust"), dccmChanged]);
    await content.refreshDocument({ _id: "page-trust", _type: "page", slug: "trust" });
    expect(await listed()).toEqual([["trust", "Trust"]]);
    expect(await own()).toBe("Trust");
    expect((await content.run(dccmPageQuery))?.hero?.title).toBe("DCCM");

    publish([built("Trust & Security"), dccmChanged]);
    await content.refreshDocument({ _id: "page-trust", _type: "page", slug: "trust" });
    expect(await listed()).toEqual([["trust", "Trust & Security"]]);
    expect(await own()).toBe("Trust & Security");

    // Unpublished: the webhook names the document, which the source no longer has.
    publish([dccmChanged]);
    await content.refreshDocument({ _id: "page-trust", _type: "page" });
    expect(await listed()).toEqual([]);
    expect(await own()).toBeUndefined();
    expect((await content.run(dccmPageQuery))?.hero?.title).toBe("DCCM");

    // Published again: its own answer, kept empty while it was unpublished, is its again.
    publish([built("Trust again"), dccmChanged]);
    await content.refreshDocument({ _id: "page-trust", _type: "page", slug: "trust" });
    expect(await listed()).toEqual([["trust", "Trust again"]]);
    expect(await own()).toBe("Trust again");
  });

  it("published content changes only when checked, never half-way: an answer first asked after an import still comes from the export in use", async () => {
    const { content, publish } = site([article("a", "x", "First"), article("b", "z", "Other")]);
    await content.insight("x");
    publish([article("a", "x", "Imported"), article("b", "z", "Imported other")]);
    expect((await content.insight("z"))?.Title).toBe("Other");
    await content.refreshAll();
    expect((await content.insight("z"))?.Title).toBe("Imported other");
  });

  it("is taken in their stride by previews, which keep no answers", async () => {
    const preview = new ContentService(new EmbeddedSource([article("a", "x", "Draft")]), undefined, { log: silentLogger() });
    await expect(preview.refreshAll()).resolves.toBeUndefined();
    await expect(preview.refreshDocument({ _id: "a", _type: "insight", slug: "x" })).resolves.toBeUndefined();
    expect((await preview.insight("x"))?.Title).toBe("Draft");
  });

  it("of an industry moving to another slug changes the address of an article's link to it", async () => {
    const linking = (slug: string): SanityDocument => ({
      ...article("a", "x", "First"),
      portableText: [
        {
          _type: "block",
          _key: "b",
          markDefs: [{ _type: "internalLink", _key: "l", reference: { _type: "reference", _ref: `industry-${slug}` } }],
          children: [{ _type: "span", _key: "s", text: "Courts", marks: ["l"] }],
        },
      ],
    });
    const moved = { ...industry("courts", "Treatment Courts"), slug: { _type: "slug", current: "treatment-courts" } };
    const { content, publish } = site([linking("courts"), industry("courts", "Treatment Courts")]);
    const linkedSlug = async () => {
      const block = (await content.insight("x"))?.portableText?.[0];
      const def = block?._type === "block" ? block.markDefs?.[0] : undefined;
      return def && "page" in def ? def.page?.slug : undefined;
    };
    expect(await linkedSlug()).toBe("courts");
    publish([linking("courts"), moved]);
    await content.refreshDocument({ _id: "industry-courts", _type: "industry", slug: "treatment-courts" });
    expect(await linkedSlug()).toBe("treatment-courts");
  });
});

/**
 * Each query's document types (queries.ts `types`) decide which answers a
 * publish fetches again; a type left out leaves its pages stale until the
 * next full refresh. Over the sample content: every document, edited in every
 * word and address, then published, leaves every answer the site has read as
 * a fresh read gives it.
 */
describe("a publish of any document of the sample content", () => {
  const sample = loadExportedDataset("content/data.ndjson");
  const slugsOf = (type: string) => sample.filter((doc) => doc._type === type).map((doc) => (doc.slug as { current: string }).current);
  type AnyQuery = Query<unknown, Record<string, unknown>>;
  const read = (query: object, params?: Record<string, unknown>): [AnyQuery, Record<string, unknown>?] => [query as AnyQuery, params];
  const reads = [
    ...Object.values(queries)
      .filter((query) => !query.groq.includes("$"))
      .map((query) => read(query)),
    read(queries.insightPageQuery, { start: 0, end: 24 }),
    read(queries.latestInsightsQuery, { count: 3, withTag: null }),
    read(queries.latestInsightsQuery, { count: 3, withTag: "dccm" }),
    ...slugsOf("insight").map((slug) => read(queries.insightBySlugQuery, { slug })),
    ...slugsOf("industry").map((slug) => read(queries.industryPageQuery, { slug })),
    ...slugsOf("lisSolution").map((slug) => read(queries.lisSolutionPageQuery, { slug })),
  ];
  /** Every word and address changed; the keys, references and types kept. */
  const edited = (value: unknown, key = ""): unknown =>
    typeof value === "string"
      ? key.startsWith("_") || key === "style" || key === "listItem"
        ? value
        : `${value}-edited`
      : Array.isArray(value)
        ? key === "marks"
          ? value
          : value.map((item) => edited(item))
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, edited(item, name)]))
          : value;

  it.each(sample.map((doc) => [doc._type, doc._id, doc] as const))("of a %s (%s) refreshes every answer that reads it", async (_type, _id, document) => {
    const { content, publish } = site(sample);
    for (const [query, params] of reads) await content.run(query, params);
    const changed = edited(document) as SanityDocument;
    const after = sample.map((doc) => (doc._id === document._id ? changed : doc));
    publish(after);
    await content.refreshDocument({ _id: changed._id, _type: changed._type, slug: (changed.slug as { current?: string } | undefined)?.current });
    const fresh = new ContentService(new EmbeddedSource(after), undefined, { log: silentLogger() });
    for (const [query, params] of reads)
      expect([query.name, params, await content.run(query, params)]).toEqual([query.name, params, await fresh.run(query, params)]);
  });
});
