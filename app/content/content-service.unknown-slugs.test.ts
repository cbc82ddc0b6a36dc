/**
 * Made-up article addresses (/insights/<anything>) against the content layer:
 * each is answered "not found" without asking the source, adds no content
 * answer, and so cannot push out the answers that kept pages are built from.
 */
import { describe, expect, it } from "vitest";
import { fixtureDocuments } from "../../tests/support/fixture-dataset";
import { ContentService } from "./content-service.server";
import { trackContentReads } from "~/caching/content-reads.server";
import { toPublishedDataset, type SanityDocument } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import type { ContentSource } from "./source.server";
import { SwrCache } from "~/caching/answer-cache.server";
import { silentLogger } from "~/lib/logger.server";

/** The embedded source, counting the queries it is asked. */
function countingSource() {
  const inner = new EmbeddedSource(toPublishedDataset(fixtureDocuments) as SanityDocument[]);
  const asked: string[] = [];
  const source: ContentSource = {
    kind: "embedded",
    fetch: (groq, params) => {
      asked.push(groq);
      return inner.fetch(groq, params);
    },
    ping: () => inner.ping(),
  };
  return { source, asked };
}

describe("a flood of unknown article slugs", () => {
  it("asks the source nothing, and leaves every answer kept pages depend on in place", async () => {
    const { source, asked } = countingSource();
    const content = new ContentService(source, new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
    const dropped: string[] = [];
    content.onChange((keys) => dropped.push(...keys));
    // The answers the home page, Resources, the privacy policy and one article were built from.
    const reads = new Set<string>();
    await trackContentReads(reads, async () => {
      await content.testimonials();
      await content.insightPage(0, 24);
      await content.privacyPolicy();
      expect((await content.insight("older-article"))?.Title).toBe("Older article");
    });
    const queriesBefore = asked.length;

    for (let i = 0; i < 600; i++) expect(await content.insight(`junk-${i}`)).toBeNull();

    expect(asked.length).toBe(queriesBefore);
    expect(dropped).toEqual([]);
    expect(content.revision).toBe(0);
    // An article's page depends on its own answer, not on the list of every slug it was checked against.
    expect([...reads].sort()).toEqual(['insightBySlug:{"slug":"older-article"}', 'insightPage:{"start":0,"end":24}', "privacyPolicy", "testimonials"]);
  });

  it("still finds an article published after the list was read, once the list is refreshed", async () => {
    const documents = toPublishedDataset(fixtureDocuments) as SanityDocument[];
    const source = new EmbeddedSource(documents);
    const content = new ContentService(source, new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
    expect(await content.insight("brand-new")).toBeNull();
    const older = documents.find((doc) => (doc as { slug?: { current?: string } }).slug?.current === "older-article")!;
    source.replace([...documents, { ...older, _id: "insight-brand-new", slug: { _type: "slug", current: "brand-new" } } as SanityDocument]);
    await content.refreshAll();
    expect((await content.insight("brand-new"))?._id).toBe("insight-brand-new");
  });

  it("does not apply to previews, which read drafts with slugs of their own", async () => {
    const { source, asked } = countingSource();
    const preview = new ContentService(source, undefined, { log: silentLogger() });
    expect(await preview.insight("junk")).toBeNull();
    expect(asked).toHaveLength(1);
  });
});
