/**
 * The composition root builds a site from the settings it is given, and from
 * nothing else: two sites with different settings run side by side in one
 * process, and the process environment reaches neither.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createLogs, plainLogger, type Logs } from "~/lib/logger.server";
import { buildSiteParts, type SiteParts } from "./site-parts";

const built: SiteParts[] = [];
afterEach(async () => {
  await Promise.all(built.splice(0).map((parts) => parts.close()));
});

const site = async (settings: Record<string, string>, logs: Logs = { log: plainLogger(), requestLog: plainLogger() }) => {
  const parts = await buildSiteParts(parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-parts-")), ...settings }), logs);
  built.push(parts);
  return parts;
};

it("builds each site from its own settings only, two in one process", async () => {
  const saved = process.env.SANITY_PROJECT_ID;
  process.env.SANITY_PROJECT_ID = "from-the-process";
  try {
    const plain = await site({});
    const secure = await site({ SITE_URL: "https://act.example" });
    // Embedded content: the process's SANITY_PROJECT_ID was not read.
    expect(plain.content.published.source.kind).toBe("embedded");
    expect(plain.preview.available).toBe(true);
    // Each site's own settings: only the https one marks its preview cookie Secure.
    expect(await plain.preview.cookie.enter()).not.toContain("Secure");
    expect(await secure.preview.cookie.enter()).toContain("Secure; SameSite=None");
    expect((await plain.content.published.testimonials()).length).toBeGreaterThan(0);
    await expect(plain.enquiries.database.ping()).resolves.toBeUndefined();
  } finally {
    if (saved === undefined) delete process.env.SANITY_PROJECT_ID;
    else process.env.SANITY_PROJECT_ID = saved;
  }
});

it("has no preview without a viewer token when it reads Sanity", async () => {
  const parts = await site({ SANITY_PROJECT_ID: "abc123" });
  expect(parts.content.published.source.kind).toBe("sanity");
  expect(parts.content.preview).toBeNull();
  expect(parts.preview.available).toBe(false);
});

it("hands each site's logger to its parts, its content included", async () => {
  const written = (): [string[], Logs] => {
    const lines: string[] = [];
    return [lines, createLogs("warn", { write: (line: string) => lines.push(line) })];
  };
  const [first, firstLogs] = written();
  const [second, secondLogs] = written();
  const one = await site({}, firstLogs);
  await site({}, secondLogs);
  one.content.published.onChange(() => {
    throw new Error("a listener that fails");
  });
  one.content.published.changed("site");
  expect(first.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(["content change listener failed"]);
  expect(second).toEqual([]);
});
