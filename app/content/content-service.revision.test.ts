/**
 * The content revision against the local server that speaks Sanity's query
 * API, and against the embedded source: a refresh that returns a different
 * answer moves the revision and tells listeners which answers changed, before
 * refreshAll() resolves.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSanity, type FakeSanity } from "../../tests/support/fake-sanity-server";
import { ContentService } from "./content-service.server";
import { trackContentReads } from "~/caching/content-reads.server";
import { toPublishedDataset, type SanityDocument } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import { fixtureDocuments } from "../../tests/support/fixture-dataset";
import { SanitySource } from "./sanity-source.server";
import { SwrCache } from "~/caching/answer-cache.server";
import { silentLogger } from "~/lib/logger.server";

const published = toPublishedDataset(fixtureDocuments);
const retitled = (title: string) =>
  published.map((doc) =>
    doc._type === "insight" && (doc as { slug?: { current?: string } }).slug?.current === "older-article" ? { ...doc, Title: title } : doc,
  );

let fake: FakeSanity;
beforeAll(async () => {
  fake = await startFakeSanity({ documents: published });
});
afterAll(() => fake.close());
beforeEach(() => fake.setDataset(published));

function sanityContent() {
  const source = new SanitySource({ projectId: "testproject", dataset: "production", useCdn: false, timeoutMs: 2000, apiHost: fake.url, maxRetries: 0 });
  return new ContentService(source, new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
}

describe("the content revision", () => {
  it("moves when a refresh from Sanity returns a different answer, and names what changed", async () => {
    const content = sanityContent();
    const heard: string[][] = [];
    content.onChange((keys) => heard.push([...keys]));
    expect((await content.insight("older-article"))?.Title).toBe("Older article");
    await content.testimonials();
    const before = content.revision;

    await content.refreshAll();
    expect(content.revision).toBe(before);
    expect(heard).toEqual([]);

    fake.setDataset(retitled("Older article, revised"));
    await content.refreshAll();
    expect(content.revision).toBeGreaterThan(before);
    // The article and the list of articles changed; the testimonials did not.
    expect(heard.flat().sort()).toEqual(['insightBySlug:{"slug":"older-article"}']);
    expect((await content.insight("older-article"))?.Title).toBe("Older article, revised");
  });

  it("after a publish, fetches again only the answers the published document touches", async () => {
    const content = sanityContent();
    await content.testimonials();
    await content.insightPage(0, 24);
    await content.privacyPolicy();
    await content.insight("older-article");
    await content.insight("newer-article");
    const queried = () => fake.requests.slice(before).map((request) => request.query ?? "");
    let before = fake.requests.length;

    fake.setDataset(retitled("Older article, revised"));
    await content.refreshDocument({ _id: "insight-old", _type: "insight", slug: "older-article" });
    // The lists of insights and the one article; not the other article, the testimonials or the privacy policy.
    expect(queried()).toHaveLength(3);
    expect(queried().filter((query) => query.includes("$slug"))).toHaveLength(1);
    expect(queried().some((query) => query.includes("testimonial") || query.includes("privacyPolicy"))).toBe(false);
    expect((await content.insight("older-article"))?.Title).toBe("Older article, revised");

    // A renamed slug: the answer under the old slug is the document's, so it is fetched again too.
    before = fake.requests.length;
    await content.refreshDocument({ _id: "insight-old", _type: "insight", slug: "renamed-article" });
    expect(queried().filter((query) => query.includes("$slug"))).toHaveLength(1);

    before = fake.requests.length;
    await content.refreshDocument({ _id: "privacyPolicy", _type: "privacyPolicy" });
    expect(queried()).toEqual([expect.stringContaining("privacyPolicy")]);

    // Without a type (another projection), everything.
    before = fake.requests.length;
    await content.refreshDocument({});
    expect(queried().length).toBeGreaterThanOrEqual(6);
  });

  it("keeps the last good answers and the revision when Sanity fails during a refresh", async () => {
    const content = sanityContent();
    await content.insightPage(0, 24);
    const before = content.revision;
    fake.failAll(503);
    try {
      await content.refreshAll();
    } finally {
      fake.failAll(undefined);
    }
    expect(content.revision).toBe(before);
    expect((await content.insightPage(0, 24)).items.length).toBeGreaterThan(0);
  });

  it("records which answers a piece of work read", async () => {
    const content = sanityContent();
    const reads = new Set<string>();
    await trackContentReads(reads, async () => {
      await content.insightPage(0, 24);
      await content.privacyPolicy();
    });
    expect([...reads].sort()).toEqual(['insightPage:{"start":0,"end":24}', "privacyPolicy"]);
  });

  it("sees a replaced embedded export after refreshAll, through the source's reload", async () => {
    const source = new EmbeddedSource(published as SanityDocument[]);
    let next: SanityDocument[] | undefined;
    const content = new ContentService(source, new SwrCache({ ttlMs: 60_000 }), {
      log: silentLogger(),
      reloadSource: () => {
        if (next) source.replace(next);
      },
    });
    const heard: string[] = [];
    content.onChange((keys) => heard.push(...keys));
    expect((await content.insightPage(0, 24)).items.map((insight) => insight.Title)).toContain("Older article");
    next = retitled("Imported title") as SanityDocument[];
    await content.refreshAll();
    expect(heard).toEqual(['insightPage:{"start":0,"end":24}']);
    expect((await content.insightPage(0, 24)).items.map((insight) => insight.Title)).toContain("Imported title");
  });
});
