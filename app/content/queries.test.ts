/**
 * One query suite, run against both content sources: the embedded dataset
 * (groq-js in process) and Sanity's HTTP API (a local server speaking it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSanity, type FakeSanity } from "../../tests/support/fake-sanity-server";
import { ContentService } from "./content-service.server";
import { loadExportedDataset, toPublishedDataset } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import { fixtureDocuments } from "../../tests/support/fixture-dataset";
import { SanitySource } from "./sanity-source.server";
import type { ContentSource } from "./source.server";
import { SwrCache } from "~/caching/answer-cache.server";
import { ARTICLE_TYPE, BUILT_PAGE_TYPE, FAMILY_TYPES, FIXED_PAGE_TYPES, SLUGGED_PAGE_TYPES } from "~/lib/page-tree";
import * as queries from "./queries";
import { silentLogger } from "~/lib/logger.server";

const published = toPublishedDataset(fixtureDocuments);
let fakeSanity: FakeSanity;

beforeAll(async () => {
  // The Content Lake itself holds drafts too; the client must not see them.
  fakeSanity = await startFakeSanity({ documents: [...published, ...fixtureDocuments.filter((d) => d._id.startsWith("drafts."))] });
});
afterAll(() => fakeSanity.close());

const sources: Array<[string, () => ContentSource]> = [
  ["embedded", () => new EmbeddedSource(published)],
  [
    "sanity",
    () =>
      new SanitySource({
        projectId: "test-project",
        dataset: "production",
        useCdn: true,
        timeoutMs: 5_000,
        apiHost: fakeSanity.url,
        retryDelay: () => 1,
      }),
  ],
];

describe.each(sources)("content queries against the %s source", (kind, makeSource) => {
  let content: ContentService;
  beforeEach(() => {
    content = new ContentService(makeSource(), new SwrCache({ ttlMs: 0 }), { log: silentLogger() });
  });

  it("lists testimonials oldest first with exactly the spec's fields", async () => {
    const testimonials = await content.testimonials();
    expect(testimonials.map((t) => t.name)).toEqual(["First Person", "Second Person", "Third Person"]);
    expect(Object.keys(testimonials[0]!).sort()).toEqual(["_id", "content", "image", "name", "position"]);
    expect(testimonials[0]!.image?.asset?._ref).toBe(`image-${"1".repeat(40)}-1600x900-jpg`);
    expect(testimonials[2]!.image).toBeNull();
  });

  it("lists published insights newest first, a page at a time, without drafts or slug-less documents", async () => {
    const { total, items } = await content.insightPage(0, 24);
    expect(total).toBe(2);
    expect(items.map((i) => i.slug.current)).toEqual(["newer-article", "older-article"]);
    expect(items[0]!.Title).toBe("Newer article");
    // A card's fields, and of the body only its first text block (the excerpt's source).
    expect(Object.keys(items[0]!).sort()).toEqual(["Author", "Date", "Image", "Title", "_id", "firstBlock", "slug"]);
    expect(items[0]!.firstBlock?._type).toBe("block");
    expect((await content.insightPage(1, 2)).items.map((i) => i.slug.current)).toEqual(["older-article"]);
    expect(await content.insightPage(24, 48)).toEqual({ total: 2, items: [] });
  });

  it("lists the newest published insights for a built page, as many as asked, all of them or those with a tag", async () => {
    const latest = async (count: number, tag: string | null) =>
      (await content.run(queries.latestInsightsQuery, { count, withTag: tag })).map((i) => i.slug.current);
    expect(await latest(3, null)).toEqual(["newer-article", "older-article"]);
    expect(await latest(1, null)).toEqual(["newer-article"]);
    expect(await latest(3, "treatment-courts")).toEqual(["older-article"]);
    expect(await latest(3, "no-such-tag")).toEqual([]);
    // A card's fields, as a page of Resources gives them.
    const [first] = await content.run(queries.latestInsightsQuery, { count: 1, withTag: null });
    expect(Object.keys(first!).sort()).toEqual(["Author", "Date", "Image", "Title", "_id", "firstBlock", "slug"]);
  });

  it("lists the related articles of a set of pages: those tagged with one of them, newest first, without the one left out", async () => {
    const related = async (pages: string[], exclude: string, count = 3) =>
      (await content.run(queries.relatedInsightsQuery, { pages, exclude, count })).map((i) => i.slug.current);
    expect(await related(["dccmPage"], "")).toEqual(["older-article"]);
    expect(await related(["industry-none", "dccmPage"], "")).toEqual(["older-article"]);
    expect(await related(["dccmPage"], "older-article")).toEqual([]);
    expect(await related(["paracelsusPage"], "")).toEqual([]);
    expect(await related(["dccmPage"], "", 0)).toEqual([]);
    const [first] = await content.run(queries.relatedInsightsQuery, { pages: ["dccmPage"], exclude: "", count: 1 });
    expect(Object.keys(first!).sort()).toEqual(["Author", "Date", "Image", "Title", "_id", "firstBlock", "slug"]);
  });

  it("lists every published article's tags for the topics, and a topic's articles a page at a time", async () => {
    expect(await content.run(queries.insightTopicsQuery)).toEqual([{ tags: [] }, { tags: [{ label: "Treatment Courts", value: "treatment-courts" }] }]);
    const topic = await content.run(queries.topicInsightPageQuery, { topic: "treatment-courts", start: 0, end: 24 });
    expect(topic.total).toBe(1);
    expect(topic.items.map((i) => i.slug.current)).toEqual(["older-article"]);
    expect(await content.run(queries.topicInsightPageQuery, { topic: "treatment-courts", start: 24, end: 48 })).toEqual({ total: 1, items: [] });
    expect(await content.run(queries.topicInsightPageQuery, { topic: "no-such-topic", start: 0, end: 24 })).toEqual({ total: 0, items: [] });
  });

  it("finds one insight by slug, with its tags", async () => {
    const insight = await content.insight("older-article");
    expect(insight?.Title).toBe("Older article");
    expect(insight?.tags?.[0]?.label).toBe("Treatment Courts");
    expect(insight?.Image?.alt).toBe("Older article image");
  });

  it("answers null for a missing slug and for a draft-only slug", async () => {
    expect(await content.insight("no-such-article")).toBeNull();
    expect(await content.insight("unpublished-draft")).toBeNull();
  });

  it("serves the published version, not a draft edit", async () => {
    expect((await content.insight("newer-article"))?.Title).toBe("Newer article");
  });

  it("reads the privacy policy", async () => {
    const policy = await content.privacyPolicy();
    expect(policy?.title).toBe("Privacy Policy");
    expect(policy?.body).toHaveLength(1);
  });

  it(`is the ${kind} source`, () => {
    expect(content.source.kind).toBe(kind);
  });
});

describe("links to the site's pages, by reference (the link rule, app/lib/links.ts)", () => {
  const embedded = new ContentService(new EmbeddedSource(loadExportedDataset("content/data.ndjson")), new SwrCache({ ttlMs: 0 }), { log: silentLogger() });

  it("an article's internal links and tags come with their page's type and slug, for the page tree to make the address", async () => {
    const article = await embedded.insight("chain-of-custody-collection-to-courtroom");
    const links = (article?.portableText ?? [])
      .flatMap((block) => (block._type === "block" ? (block.markDefs ?? []) : []))
      .filter((def) => def._type === "internalLink");
    expect(links.map((def) => ("page" in def ? def.page : undefined))).toEqual([
      { _type: "paracelsusPage", slug: null, parent: null },
      { _type: "lisSolution", slug: "sample-management-and-workflow-automation", parent: null },
      { _type: "contactPage", slug: null, parent: null },
    ]);
    expect(article?.tags?.map((tag) => tag.page)).toEqual([
      { _type: "paracelsusPage", slug: null, parent: null },
      { _type: "lisSolution", slug: "sample-management-and-workflow-automation", parent: null },
      { _type: "industry", slug: "treatment-courts", parent: null },
    ]);
  });
});

describe("related articles in the sample content", () => {
  const embedded = new ContentService(new EmbeddedSource(loadExportedDataset("content/data.ndjson")), new SwrCache({ ttlMs: 0 }), { log: silentLogger() });

  it("an article's related articles share one of its tags' pages, at most three, newest first, never itself", async () => {
    const article = await embedded.insight("chain-of-custody-collection-to-courtroom");
    const pages = (article?.tags ?? []).map((tag) => tag.ref).filter((ref): ref is string => Boolean(ref));
    expect(pages).toEqual(["paracelsusPage", "lisSolution-sample-management-and-workflow-automation", "industry-treatment-courts"]);
    const related = await embedded.run(queries.relatedInsightsQuery, { pages, exclude: "chain-of-custody-collection-to-courtroom", count: 3 });
    expect(related.map((i) => i.slug.current)).toEqual([
      "one-system-many-dockets-specialty-courts",
      "reading-quality-control-graphs",
      "from-analyzer-to-case-file-without-re-keying",
    ]);
  });
});

/**
 * Which document types a query reads (its `types`) decides which answers a
 * publish fetches again. The GROQ names them as literals for the type
 * generator; these tests hold the literals to the page tree (app/lib/page-tree.ts)
 * and to `types`, so a page type added to the tree and missed by a query fails here.
 */
describe("the document types each query reads", () => {
  const all = Object.values(queries);
  /** The document types a query's GROQ filters by: `*[_type == "x" ...]` and `*[_type in ["x", ...]]` (not the types of rich text's parts). */
  const named = (groq: string) => [
    ...[...groq.matchAll(/[*\]]\[_type == "(\w+)"/g)].map(([, type]) => type!),
    ...[...groq.matchAll(/[*\]]\[_type in \[([^\]]*)\]/g)].flatMap(([, list]) => JSON.parse(`[${list}]`) as string[]),
  ];

  it.each(all.map((query) => [query.name, query] as const))("%s lists every type its GROQ reads", (_name, query) => {
    expect(query.types.length).toBeGreaterThan(0);
    expect(query.types).toEqual(expect.arrayContaining(named(query.groq)));
    // Its own type first: a query for one document by a parameter picks among documents of that type.
    expect(named(query.groq)).toContain(query.types[0]);
  });

  it("the site query reads the name of every fixed page of the tree, and the members of every family", () => {
    const names = /"names": \*\[_type in \[([^\]]*)\]\]/.exec(queries.siteQuery.groq)?.[1];
    expect(new Set(JSON.parse(`[${names}]`))).toEqual(new Set(FIXED_PAGE_TYPES));
    expect(queries.siteQuery.types).toEqual(expect.arrayContaining(["siteSettings", ...FIXED_PAGE_TYPES, ...FAMILY_TYPES, BUILT_PAGE_TYPE]));
  });

  it("a query that reads links to pages lists the pages whose address can change: family members and built pages, and articles for rich text", () => {
    const pageRef =
      '{ _type, "slug": slug.current, "parent": select(!defined(parent) => null, parent->_type == "page" => coalesce(parent->slug.current, ""), coalesce(parent->_type, "")) }';
    const readingLinks = all.filter((query) => query.groq.includes(`page->${pageRef}`));
    const readingRichText = all.filter((query) => query.groq.includes(`reference->${pageRef}`));
    expect(readingLinks.map((query) => query.name).sort()).toEqual(["builtPage", "homePage", "industryPage", "insightBySlug", "paracelsusPage", "site"]);
    for (const query of readingLinks) expect([query.name, query.types]).toEqual([query.name, expect.arrayContaining([...SLUGGED_PAGE_TYPES])]);
    expect(readingRichText.map((query) => query.name).sort()).toEqual(["builtPage", "caseStudyPage", "insightBySlug", "privacyPolicy", "testimonials"]);
    // A rich-text answer reads them whole (types) or follows its links' references to them (linksTo).
    for (const query of readingRichText)
      expect([query.name, [...query.types, ...(query.linksTo ?? [])]]).toEqual([query.name, expect.arrayContaining([...SLUGGED_PAGE_TYPES, ARTICLE_TYPE])]);
  });
});

describe("the slug rule's reach", () => {
  it("is every answer whose query names a slug, and only those: the pages of fixed documents skip its walk", () => {
    const skipped = Object.values(queries)
      .filter((query) => !query.readsSlugs)
      .map((query) => query.name);
    expect(skipped.sort()).toEqual(["aboutPage", "contactPage", "dccmPage", "resourcesPage"]);
    expect(queries.siteQuery.readsSlugs && queries.insightPageQuery.readsSlugs && queries.testimonialsQuery.readsSlugs).toBe(true);
  });
});
