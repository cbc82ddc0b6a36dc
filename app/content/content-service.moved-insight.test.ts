/**
 * An article whose web address an editor changed: Publish records the old slug in `formerSlugs`
 * (studio/actions/), and the article's route answers the old address with a 301 to the slug the
 * content service names here, read from the list of slugs every article lookup reads anyway.
 */
import { describe, expect, it } from "vitest";
import { fixtureDocuments } from "../../tests/support/fixture-dataset";
import { SwrCache } from "~/caching/answer-cache.server";
import { silentLogger } from "~/lib/logger.server";
import { ContentService } from "./content-service.server";
import { toPublishedDataset, type SanityDocument } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";

const renamed = fixtureDocuments.map((doc) =>
  (doc.slug as { current?: string } | undefined)?.current === "older-article" ? { ...doc, formerSlugs: ["first-name-of-the-article"] } : doc,
);

describe("an article's former address", () => {
  it("names the article that had it, and no article for any other slug", async () => {
    const content = new ContentService(new EmbeddedSource(toPublishedDataset(renamed) as SanityDocument[]), new SwrCache({ ttlMs: 60_000 }), {
      log: silentLogger(),
    });
    expect(await content.insight("first-name-of-the-article")).toBeNull();
    expect(await content.movedInsight("first-name-of-the-article")).toBe("older-article");
    for (const slug of ["older-article", "made-up", "../etc", ""]) expect(await content.movedInsight(slug), slug).toBeUndefined();
  });
});
