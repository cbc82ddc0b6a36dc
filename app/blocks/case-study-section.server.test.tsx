/**
 * A built page's case-study summary, from the sample dataset through the page's query, the loader's
 * shaping and the server's drawing, as a visitor gets it: the case study whole, under the editor's
 * heading or its own headline; none at all when the case study is unpublished or deleted, the page's
 * other sections still standing; and a page kept by the render cache drawn again when it or Customers changes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isNormalPath } from "../../server/canonical-paths";
import { caseStudies } from "../../tests/support/dataset";
import { publishingSite } from "../../tests/support/publishing-site";
import { trackContentReads } from "~/caching/content-reads.server";
import { RenderCache } from "~/caching/render-cache.server";
import { parseNdjson, type SanityDocument } from "~/content/dataset.server";
import { builtPageQuery } from "~/content/queries";
import { silentLogger } from "~/lib/logger.server";
import type { Chrome } from "~/pages/navigation";
import { builtPageBlocks, shownSections } from "./sections.server";

const sample = parseNdjson(readFileSync(path.resolve(import.meta.dirname, "../../content/data.ndjson"), "utf8"));
const study = caseStudies.find((each) => each.slug.current === "example-county-treatment-court")!;
const STUDY = study._id;

const summary = (key: string, ref: string, title?: string) => ({
  _type: "caseStudySection",
  _key: key,
  ...(title ? { heading: { _type: "sectionHeading", title } } : {}),
  caseStudy: { _type: "reference", _ref: ref, _weak: true },
});
const text = (key: string, title: string) => ({ _type: "textSection", _key: key, heading: { _type: "sectionHeading", title }, body: [] });
const page = (sections: object[]): SanityDocument => ({
  _id: "page-summary",
  _type: "page",
  title: "Summary",
  slug: { _type: "slug", current: "summary" },
  sections,
});

function site(documents: SanityDocument[]) {
  const { content, context, publish } = publishingSite(documents);
  const chrome = { demoButton: "Request a Demo", pages: [{ path: "/", name: "Home" }] } as unknown as Chrome;
  /** The page's sections as the server draws them, one piece of HTML. */
  const draw = async () => {
    const found = await content.run(builtPageQuery, { id: "page-summary" });
    const { blocks } = await builtPageBlocks(await shownSections(context, found?.sections), { url: "https://act.example/summary", chrome, edit: undefined });
    return blocks.map((block) => (block._type === "html" ? block.html : "")).join("");
  };
  return { content, draw, publish };
}

/** The section elements in the HTML, by their headings' text. */
const headings = (html: string) => [...html.matchAll(/<h2 id="[^"]+" class="section-title">([^<]*)<\/h2>/g)].map((match) => match[1]);
/** The HTML with React's text separators left out and its entities read. */
const decoded = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("a built page's case-study summary", () => {
  it("draws the case study: client, challenge, every result with its source and date, the quote, and a link to its page", async () => {
    const { draw } = site([...sample, page([summary("a", STUDY, "A court like yours"), summary("b", STUDY)])]);
    const html = decoded(await draw());
    // Under the editor's heading, or else the case study's own headline.
    expect(headings(html)).toEqual(["A court like yours", study.title]);
    expect(html).toContain(`<h3 class="case-summary-client">${study.client}</h3>`);
    expect(html).toContain(study.challenge);
    for (const result of study.results) {
      expect(html).toContain(`<p class="sourced-fact-figure">${result.figure}</p>`);
      expect(html).toMatch(new RegExp(`Source: ${result.source}, <time datetime="${result.date}"`, "i"));
    }
    expect(html).toContain(`<p>${study.quote.text}</p>`);
    expect(html).toContain(`${study.quote.person}, ${study.quote.role}, ${study.client}`);
    expect(html).toContain('href="/customers/example-county-treatment-court"');
    expect(html).toContain(`Read the case study<span class="sr-only"> ${study.client}</span>`);
  });

  it("leaves no section for a case study that is only a draft or is deleted: the page's other sections stand, their bands alternating", async () => {
    const draftOnly = { ...study, _type: "caseStudy", _id: "drafts.caseStudy-not-yet", slug: { _type: "slug", current: "not-yet" } };
    const { draw } = site([
      ...sample,
      draftOnly,
      page([
        text("t1", "Before"),
        summary("a", "caseStudy-not-yet", "A draft"),
        text("t2", "Between"),
        summary("b", "caseStudy-deleted", "Gone"),
        text("t3", "After"),
      ]),
    ]);
    const html = await draw();
    expect(headings(html)).toEqual(["Before", "Between", "After"]);
    expect(html).not.toContain("case-summary");
    // White, tinted, white: no band left empty between them.
    expect([...html.matchAll(/page-section--(\w+)/g)].map((match) => match[1])).toEqual(["plain", "tint", "plain"]);
  });

  it("of a page kept by the render cache is dropped when Customers' words change or its case study is unpublished, and drawn again", async () => {
    const documents = [...sample, page([text("t1", "Before"), summary("a", STUDY, "A court like yours")])];
    const { content, draw, publish } = site(documents);
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: [] });
    content.onChange((changed) => cache.drop(changed));
    const render = async () => {
      const reads = new Set<string>();
      const html = await trackContentReads(reads, draw);
      await cache.store(
        "/summary",
        { status: 200, html: Buffer.from(html), etag: `"${html.length}"`, headers: new Headers({ "Cache-Control": "public, max-age=0" }) },
        reads,
        cache.generation,
      );
      return decoded(html);
    };
    const kept = () => cache.lookup({ url: "/summary", method: "GET", headers: {} } as never);
    expect(headings(await render())).toEqual(["Before", "A court like yours"]);
    expect(kept()).toBeDefined();

    // Customers' words for every case study: the summary's link says them too.
    const renamed = documents.map((doc) => (doc._id === "customersPage" ? { ...doc, cardButton: "See the whole study" } : doc));
    publish(renamed);
    await content.refreshDocument({ _id: "customersPage", _type: "customersPage" });
    expect(kept()).toBeUndefined();
    expect(await render()).toContain("See the whole study<span");

    publish(renamed.filter((doc) => doc._id !== STUDY));
    await content.refreshDocument({ _id: STUDY, _type: "caseStudy", slug: "example-county-treatment-court" });
    expect(kept()).toBeUndefined();
    expect(headings(await render())).toEqual(["Before"]);
  });
});
