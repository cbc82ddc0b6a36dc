/**
 * The site's content as an editor who imports an export meets it: the new
 * export shows after the next check (or at once, when the file is watched),
 * a broken or missing export leaves the last good one in place, previews show
 * drafts; and what a visitor gets when content cannot be had at all.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { SwrCache } from "~/caching/answer-cache.server";
import { contentCheckIntervalMs, createContent, createContentSource, createPreviewSource, viewerSanityOptions } from "./content.server";
import { CONTENT_RETRY_AFTER_SECONDS, ContentService } from "./content-service.server";
import { EmbeddedSource } from "./embedded-source.server";
import type { ContentSource } from "./source.server";
import { silentLogger } from "~/lib/logger.server";
import { singletonLines } from "../../tests/support/minimum-dataset";

const insight = (id: string, title: string, slug = id) =>
  JSON.stringify({ _id: id, _type: "insight", Title: title, slug: { _type: "slug", current: slug }, Date: "2026-01-01" });

/** A content folder whose export holds these lines and the page tree's singletons (the least a dataset must hold). */
function contentDir(lines: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "act-content-import-"));
  writeFileSync(path.join(dir, "data.ndjson"), `${[...lines, ...singletonLines()].join("\n")}\n`);
  return dir;
}

const dataDir = () => mkdtempSync(path.join(tmpdir(), "act-content-data-"));

/** Writes a new export beside and renames it into place, as an import does. */
function replaceExport(dir: string, lines: string[]) {
  const next = path.join(dir, "data.ndjson.next");
  writeFileSync(next, `${[...lines, ...singletonLines()].join("\n")}\n`);
  renameSync(next, path.join(dir, "data.ndjson"));
}

const slugs = async (content: ContentService) => (await content.insightSitemap()).map((entry) => entry.slug).sort();

describe("an imported export", () => {
  it("shows after the next check; a broken or missing one leaves the last good one in place", async () => {
    const dir = contentDir([insight("a", "First")]);
    const { published } = createContent(parseEnv({ DATA_DIR: dataDir(), CONTENT_DIR: dir }), silentLogger());
    expect(await slugs(published)).toEqual(["a"]);

    replaceExport(dir, [insight("a", "First"), insight("b", "Second")]);
    await published.refreshAll();
    expect(await slugs(published)).toEqual(["a", "b"]);

    replaceExport(dir, ["{ not json"]);
    await published.refreshAll();
    expect(await slugs(published)).toEqual(["a", "b"]);

    rmSync(path.join(dir, "data.ndjson"));
    await published.refreshAll();
    expect(await slugs(published)).toEqual(["a", "b"]);

    replaceExport(dir, [insight("c", "Third")]);
    await published.refreshAll();
    expect(await slugs(published)).toEqual(["c"]);
  });

  it("shows at once when the site watches the export, and no more once the watching stops", async () => {
    const dir = contentDir([insight("a", "First")]);
    const content = createContent(parseEnv({ DATA_DIR: dataDir(), CONTENT_DIR: dir, CONTENT_CACHE_TTL_SECONDS: "3600" }), silentLogger());
    expect(await slugs(content.published)).toEqual(["a"]);
    const stop = content.watch();
    try {
      replaceExport(dir, [insight("b", "Second")]);
      await vi.waitFor(async () => expect(await slugs(content.published)).toEqual(["b"]), { timeout: 3_000, interval: 50 });
    } finally {
      stop();
    }
    replaceExport(dir, [insight("c", "Third")]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await slugs(content.published)).toEqual(["b"]);
  });

  it("is previewed with its drafts in place of the published documents, read again when it changes", async () => {
    const dir = contentDir([insight("a", "Published"), JSON.stringify({ ...JSON.parse(insight("a", "Draft")), _id: "drafts.a" })]);
    const { published, preview } = createContent(parseEnv({ DATA_DIR: dataDir(), CONTENT_DIR: dir }), silentLogger());
    expect((await published.insight("a"))?.Title).toBe("Published");
    expect((await preview!.insight("a"))?.Title).toBe("Draft");
    replaceExport(dir, [insight("a", "Published"), JSON.stringify({ ...JSON.parse(insight("a", "Second draft")), _id: "drafts.a" })]);
    expect((await preview!.insight("a"))?.Title).toBe("Second draft");
  });

  it("is checked at most once a second, and every CONTENT_CACHE_TTL_SECONDS", () => {
    expect(contentCheckIntervalMs(parseEnv({ CONTENT_CACHE_TTL_SECONDS: "0" }))).toBe(1_000);
    expect(contentCheckIntervalMs(parseEnv({ CONTENT_CACHE_TTL_SECONDS: "90" }))).toBe(90_000);
  });
});

describe("content from Sanity", () => {
  const sanity = { SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "staging" };

  it("is read from the project's dataset, and previewed only with a viewer token, never through the CDN", async () => {
    expect(createContentSource(parseEnv(sanity), silentLogger()).kind).toBe("sanity");
    expect(createContentSource(parseEnv({ DATA_DIR: dataDir(), CONTENT_DIR: contentDir([insight("a", "A")]) }), silentLogger()).kind).toBe("embedded");
    expect(viewerSanityOptions(parseEnv(sanity))).toBeUndefined();
    expect(createPreviewSource(parseEnv(sanity), silentLogger())).toBeUndefined();
    expect(createContent(parseEnv(sanity), silentLogger()).preview).toBeNull();
    const token = `sk${"x".repeat(30)}`;
    expect(viewerSanityOptions(parseEnv({ ...sanity, SANITY_VIEWER_TOKEN: token }))).toMatchObject({
      projectId: "abc123",
      dataset: "staging",
      useCdn: false,
      token,
    });
    expect(viewerSanityOptions(parseEnv({ SANITY_VIEWER_TOKEN: token }))).toBeUndefined();
    const previewSource = createPreviewSource(parseEnv({ ...sanity, SANITY_VIEWER_TOKEN: token }), silentLogger());
    expect(previewSource?.kind).toBe("sanity");
    expect((await (previewSource as unknown as { client: Promise<{ config(): { perspective: unknown; token: unknown } }> }).client).config()).toMatchObject({
      perspective: "drafts",
      token,
      useCdn: false,
    });
  });
});

describe("when content cannot be had", () => {
  const failing: ContentSource = {
    kind: "embedded",
    fetch: () => Promise.reject(new Error("source down")),
    ping: async () => undefined,
  } as unknown as ContentSource;

  it("a visitor gets a 503 that asks them to come back in half a minute, and the failure is reported", async () => {
    const content = new ContentService(failing, new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
    let failures = 0;
    const unsubscribe = content.onSourceError(() => failures++);
    const answer = await content.privacyPolicy().catch((error: unknown) => error);
    expect(isRouteErrorResponse(answer) || (answer as { type?: string }).type === "DataWithResponseInit").toBe(true);
    const { data, init } = answer as { data: string; init: { status: number; headers: Record<string, string> } };
    expect(data).toBe("Content is temporarily unavailable.");
    expect(init.status).toBe(503);
    expect(init.headers).toEqual({ "Retry-After": String(CONTENT_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
    expect(CONTENT_RETRY_AFTER_SECONDS).toBe(30);
    expect(failures).toBe(1);
    unsubscribe();
    await content.testimonials().catch(() => undefined);
    expect(failures).toBe(1);
  });

  it("a listener that fails does not keep the others from hearing of a change, and one unsubscribed hears nothing", () => {
    const content = new ContentService(new EmbeddedSource([]), new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
    const heard: string[] = [];
    content.onChange(() => {
      throw new Error("listener broke");
    });
    const unsubscribe = content.onChange(() => heard.push("unsubscribed"));
    content.onChange((keys) => heard.push(...keys));
    unsubscribe();
    content.changed("menus");
    expect(heard).toEqual(["menus"]);
    expect(content.revision).toBe(1);
  });

  it("the age of the content served is how long ago the oldest answer came from the source", async () => {
    let now = 10_000;
    const content = new ContentService(new EmbeddedSource([]), new SwrCache({ ttlMs: 60_000, now: () => now }), { log: silentLogger() });
    expect(content.contentAgeMs(now)).toBe(0);
    await content.testimonials();
    now = 25_000;
    expect(content.contentAgeMs(now)).toBe(15_000);
    expect(content.contentAgeMs(5_000)).toBe(0);
    expect(new ContentService(new EmbeddedSource([]), undefined, { log: silentLogger() }).contentAgeMs()).toBe(0);
  });

  it("empty answers read as empty lists and no page", async () => {
    const content = new ContentService(new EmbeddedSource([]), new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
    expect(await content.testimonials()).toEqual([]);
    expect(await content.insightSitemap()).toEqual([]);
    expect(await content.insightPage(0, 10)).toEqual({ total: 0, items: [] });
    const nothing = new ContentService({ kind: "embedded", fetch: async () => null, ping: async () => undefined } as unknown as ContentSource, undefined, {
      log: silentLogger(),
    });
    expect(await nothing.testimonials()).toEqual([]);
    expect(await nothing.insightSitemap()).toEqual([]);
    expect(await nothing.insightPage(0, 10)).toEqual({ total: 0, items: [] });
  });
});
