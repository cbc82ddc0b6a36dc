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
    const links = (article?.portableText ?? []).flatMap((block) => (block._type === "block" ? (block.markDefs ?? []) : [])).filter((def) => def._type === "internalLink");
    expect(links.map((def) => ("page" in def ? def.page : undefined))).toEqual([
      { _type: "paracelsusPage", slug: null },
      { _type: "lisSolution", slug: "sample-management-and-workflow-automation" },
      { _type: "contactPage", slug: null },
    ]);
    expect(article?.tags?.map((tag) => tag.page)).toEqual([
      { _type: "paracelsusPage", slug: null },
      { _type: "lisSolution", slug: "sample-management-and-workflow-automation" },
      { _type: "industry", slug: "treatment-courts" },
    ]);
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
