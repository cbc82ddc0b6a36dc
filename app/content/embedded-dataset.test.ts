/**
 * A dataset file that cannot be read does not take the site down:
 * the last good one is served, the failure is counted until the file is fixed
 * and the age of the content served grows (so the ContentStale alert fires);
 * only a first start with no good copy refuses, naming the file and the line.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createContent } from "./content.server";
import type { ContentService } from "./content-service.server";
import { EmbeddedDataset, KEPT_DATASET_FILE } from "./embedded-dataset.server";
import { silentLogger } from "~/lib/logger.server";
import { singletonLines } from "../../tests/support/minimum-dataset";

const insight = (id: string, title: string) =>
  JSON.stringify({ _id: id, _type: "insight", Title: title, slug: { _type: "slug", current: id }, Date: "2026-01-01" });

/** A content folder whose file holds these lines, then the page tree's singletons (the least a dataset must hold). */
function folders(lines: string[]) {
  const contentDir = mkdtempSync(path.join(tmpdir(), "act-dataset-content-"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-dataset-data-"));
  writeFileSync(path.join(contentDir, "data.ndjson"), `${[...lines, ...singletonLines()].join("\n")}\n`);
  return { contentDir, dataDir, env: parseEnv({ CONTENT_DIR: contentDir, DATA_DIR: dataDir }) };
}

/** Replaces the file whole: these lines, then the singletons. */
function write(dir: string, lines: string[]) {
  writeBare(dir, `${[...lines, ...singletonLines()].join("\n")}\n`);
}

/** Replaces the file whole with exactly this text. */
function writeBare(dir: string, text: string) {
  writeFileSync(path.join(dir, "data.ndjson.next"), text);
  renameSync(path.join(dir, "data.ndjson.next"), path.join(dir, "data.ndjson"));
}

const titles = async (content: ContentService) => (await content.insightPage(0, 10)).items.map((item) => item.Title);

function failures(content: ContentService) {
  let count = 0;
  content.onSourceError(() => (count += 1));
  return () => count;
}

describe("the embedded dataset file", () => {
  it("is kept whole under DATA_DIR at every good read", async () => {
    const { contentDir, dataDir, env } = folders([insight("a", "First")]);
    const kept = path.join(dataDir, KEPT_DATASET_FILE);
    const { published } = createContent(env, silentLogger());
    expect(readFileSync(kept, "utf8")).toBe(readFileSync(path.join(contentDir, "data.ndjson"), "utf8"));
    write(contentDir, [insight("b", "Second")]);
    await published.refreshAll();
    expect(readFileSync(kept, "utf8")).toContain("Second");
    write(contentDir, ["{ broken"]);
    await published.refreshAll();
    expect(readFileSync(kept, "utf8")).toContain("Second");
  });

  it("broken at start-up with a good copy kept: the copy is served, the failure counted at every check, the content ages", async () => {
    const { contentDir, dataDir, env } = folders([insight("a", "Good"), insight("b", "Also good")]);
    createContent(env, silentLogger());
    const keptAt = Date.now() - 2 * 3600_000;
    utimesSync(path.join(dataDir, KEPT_DATASET_FILE), keptAt / 1000, keptAt / 1000);
    write(contentDir, [insight("a", "Good"), '{"_id": "b", "_type": "insight",', insight("c", "New")]);

    const { published, preview, watch } = createContent(env, silentLogger());
    const failed = failures(published);
    expect(await titles(published)).toEqual(["Good", "Also good"]);
    expect(await titles(preview!)).toEqual(["Good", "Also good"]);
    const stop = watch();
    stop();
    expect(failed()).toBe(1);
    await published.refreshAll();
    await published.refreshAll();
    expect(failed()).toBe(3);
    expect(published.contentAgeMs()).toBeGreaterThan(2 * 3600_000 - 60_000);

    write(contentDir, [insight("c", "Fixed")]);
    await published.refreshAll();
    expect(await titles(published)).toEqual(["Fixed"]);
    expect(failed()).toBe(3);
    expect(published.contentAgeMs()).toBeLessThan(60_000);
  });

  it("broken while the site runs: the documents loaded before stay, the failure is counted until it is fixed, the content ages", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { contentDir, env } = folders([insight("a", "Good")]);
      const { published } = createContent(env, silentLogger());
      const failed = failures(published);
      expect(await titles(published)).toEqual(["Good"]);
      write(contentDir, ["not json"]);
      await published.refreshAll();
      vi.setSystemTime(Date.now() + 3600_000);
      // Each answer is fetched again from the documents in memory: only the file's failure makes them an hour old.
      await published.refreshAll();
      expect(await titles(published)).toEqual(["Good"]);
      expect(failed()).toBe(2);
      expect(published.contentAgeMs()).toBeGreaterThanOrEqual(3600_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is read once for both perspectives: a document without a draft is one object in both", () => {
    const { env } = folders([
      insight("a", "Published"),
      insight("b", "Has a draft"),
      JSON.stringify({ ...JSON.parse(insight("b", "Draft")), _id: "drafts.b" }),
    ]);
    const documents = new EmbeddedDataset(env, silentLogger()).open();
    const byId = (list: typeof documents.published, id: string) => list.find((doc) => doc._id === id);
    expect(byId(documents.drafts, "a")).toBe(byId(documents.published, "a"));
    expect(byId(documents.drafts, "b")).toMatchObject({ Title: "Draft", _originalId: "drafts.b" });
    expect(byId(documents.published, "b")).toMatchObject({ Title: "Has a draft" });
  });

  it("emptied before a start, with a good copy kept: the copy is served, kept as it was, and the failure counted", async () => {
    const { contentDir, dataDir, env } = folders([insight("a", "Good")]);
    createContent(env, silentLogger());
    const kept = path.join(dataDir, KEPT_DATASET_FILE);
    const good = readFileSync(kept, "utf8");
    writeBare(contentDir, "");

    const { published, watch } = createContent(env, silentLogger());
    const failed = failures(published);
    watch()();
    expect(await titles(published)).toEqual(["Good"]);
    expect(failed()).toBe(1);
    expect(readFileSync(kept, "utf8")).toBe(good);
  });

  it("cut to its first lines while the site runs: the documents loaded before stay and the kept copy is not replaced", async () => {
    const { contentDir, dataDir, env } = folders([insight("a", "Good"), insight("b", "Also good")]);
    const { published } = createContent(env, silentLogger());
    const kept = path.join(dataDir, KEPT_DATASET_FILE);
    const good = readFileSync(kept, "utf8");
    const failed = failures(published);
    expect(await titles(published)).toEqual(["Good", "Also good"]);
    writeBare(contentDir, `${good.split("\n").slice(0, 5).join("\n")}\n`);
    await published.refreshAll();
    await published.refreshAll();
    expect(await titles(published)).toEqual(["Good", "Also good"]);
    expect(failed()).toBe(2);
    expect(readFileSync(kept, "utf8")).toBe(good);
  });

  it("is taken without a privacy policy, whose page says it is not found (the spec), but not without the home page", async () => {
    const { contentDir, env } = folders([insight("a", "First")]);
    writeBare(contentDir, `${[insight("a", "First"), ...singletonLines().filter((line) => !line.includes('"privacyPolicy"'))].join("\n")}\n`);
    const { published } = createContent(env, silentLogger());
    expect(await titles(published)).toEqual(["First"]);
    writeBare(contentDir, `${[insight("b", "Second"), ...singletonLines().filter((line) => !line.includes('"homePage"'))].join("\n")}\n`);
    await published.refreshAll();
    expect(await titles(published)).toEqual(["First"]);
  });

  it("empty at a first start, with no good copy: the site refuses to start, saying what the file lacks", () => {
    const { contentDir, dataDir, env } = folders([]);
    writeBare(contentDir, "");
    const file = path.join(contentDir, "data.ndjson");
    expect(() => createContent(env, silentLogger())).toThrow(`${file} holds 0 document(s) but not the published siteSettings, homePage`);
    expect(() => createContent(env, silentLogger())).toThrow(/No good copy of the content is kept/);
    expect(existsSync(path.join(dataDir, KEPT_DATASET_FILE))).toBe(false);
  });

  it("broken at a first start, with no good copy: the site refuses to start, naming the file and the line", () => {
    const { contentDir, dataDir, env } = folders([insight("a", "Good"), insight("b", "Good"), "{ not json"]);
    const file = path.join(contentDir, "data.ndjson");
    expect(() => createContent(env, silentLogger())).toThrow(`${file}:3: not valid JSON`);
    expect(() => createContent(env, silentLogger())).toThrow(/No good copy of the content is kept/);
    expect(existsSync(path.join(dataDir, KEPT_DATASET_FILE))).toBe(false);
  });
});
