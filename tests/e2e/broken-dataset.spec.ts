/**
 * A typo in content/data.ndjson, or a file emptied or cut short (a bad deploy,
 * a full disk), does not take the site down: the site serves the last good
 * content it read, every page as recorded, says so on /readyz and in its
 * metrics, and never replaces the last good copy with the bad file; only a
 * first start, with no good copy kept, refuses, naming what is wrong.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/lib/free-port";
import { READING_CONTEXT, readPage, recordedText, sitemapPaths } from "../support/visible-text";
import { startSite, type RunningSite } from "../support/server";

const recorded = recordedText();

/** A copy of the sample content folder and an empty DATA_DIR. */
function folders() {
  const root = mkdtempSync(path.join(tmpdir(), "act-broken-dataset-"));
  const contentDir = path.join(root, "content");
  cpSync("content", contentDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}sample`) });
  return { contentDir, dataDir: path.join(root, "data") };
}

/** Folders whose sample content a site has served once, so a last good copy of it is kept under DATA_DIR; the site stopped. */
async function withGoodCopyKept() {
  const { contentDir, dataDir } = folders();
  const settings = { CONTENT_DIR: contentDir, DATA_DIR: dataDir };
  site = await startSite(settings);
  await site.stop();
  return { contentDir, dataDir, settings };
}

/** The file as a hand edit leaves it: a comma missing on line 7. */
function breakLine7(contentDir: string) {
  const file = path.join(contentDir, "data.ndjson");
  const lines = readFileSync(file, "utf8").split("\n");
  lines[6] = lines[6]!.replace(/,"/, ' "');
  writeFileSync(file, lines.join("\n"));
  return file;
}

/** Every page of the recorded sitemap, read in a browser, as recorded. */
async function everyPageAsRecorded(browser: import("@playwright/test").Browser, siteUrl: string) {
  expect(await sitemapPaths(siteUrl)).toEqual(Object.keys(recorded));
  const context = await browser.newContext(READING_CONTEXT);
  const queue = Object.entries(recorded);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [pagePath, expected] = next;
        expect.soft(await readPage(page, `${siteUrl}${pagePath}`), `what ${pagePath} reads`).toEqual(expected);
      }
    }),
  );
  await context.close();
}

const metric = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);

let site: RunningSite | undefined;
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

test("a broken dataset at start-up: every page serves the last good content, and the failure is reported", async ({ browser }) => {
  // Every page read in a browser: minutes on a machine busy with other tests.
  test.setTimeout(240_000);
  const { contentDir, settings } = await withGoodCopyKept();

  const file = breakLine7(contentDir);
  const metricsPort = await freePort();
  site = await startSite({ ...settings, METRICS_PORT: String(metricsPort) });
  // What the ContentStale alert reads (docs/prometheus): the source failing, the content's age.
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(Number(/^act_content_source_errors_total (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
  expect(Number(/^act_content_age_seconds (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);

  await everyPageAsRecorded(browser, site.url);
  // Log lines are written out as the process exits.
  await site.stop();
  expect(site.output()).toContain(`${file}:7: not valid JSON`);
  expect(site.output()).toContain("serving the last good copy");
});

/** Starts the site on these folders; resolves with why it would not start ("" when it did, kept for afterEach). */
function startFailure(contentDir: string, dataDir: string): Promise<string> {
  return startSite({ CONTENT_DIR: contentDir, DATA_DIR: dataDir }).then(
    (running) => {
      site = running;
      return "";
    },
    (error: Error) => error.message,
  );
}

test("a broken dataset at a first start, with no good copy kept: the site refuses to start, naming the line", async () => {
  const { contentDir, dataDir } = folders();
  const file = breakLine7(contentDir);
  const failure = await startFailure(contentDir, dataDir);
  expect(failure).toContain("site exited early");
  expect(failure).toContain(`${file}:7: not valid JSON`);
  expect(failure).toContain("No good copy of the content is kept");
});

test("emptied before a start: every page serves the last good content, /readyz and the metrics say so, the good copy stays", async ({ browser }) => {
  test.setTimeout(240_000);
  const { contentDir, dataDir, settings } = await withGoodCopyKept();
  const kept = readFileSync(path.join(dataDir, "last-good-content.ndjson"), "utf8");

  writeFileSync(path.join(contentDir, "data.ndjson"), "");
  const metricsPort = await freePort();
  site = await startSite({ ...settings, METRICS_PORT: String(metricsPort) });
  const readyz = await fetch(`${site.url}/readyz`);
  // Still in rotation: every instance of a bad deploy serves its last good copy rather than nothing.
  expect(readyz.status).toBe(200);
  expect(await readyz.json()).toEqual({ status: "degraded", content: "last good copy", database: "ok" });
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(metric(metrics, "act_content_last_good_copy")).toBe(1);
  await everyPageAsRecorded(browser, site.url);
  expect(readFileSync(path.join(dataDir, "last-good-content.ndjson"), "utf8")).toBe(kept);
  await site.stop();
  expect(site.output()).toContain("holds 0 document(s) but not the published siteSettings, homePage");
});

test("cut to its first 5 lines while the site runs: pages keep answering 200 from the documents loaded, until the file is whole again", async () => {
  test.setTimeout(90_000);
  const { contentDir, dataDir } = folders();
  const metricsPort = await freePort();
  site = await startSite({ CONTENT_DIR: contentDir, DATA_DIR: dataDir, METRICS_PORT: String(metricsPort), CONTENT_CACHE_TTL_SECONDS: "1" });
  const siteUrl = site.url;
  const file = path.join(contentDir, "data.ndjson");
  const whole = readFileSync(file, "utf8");
  const paths = ["/", "/about", "/contact"];
  for (const pagePath of paths) expect((await fetch(`${siteUrl}${pagePath}`)).status, pagePath).toBe(200);

  writeFileSync(`${file}.next`, `${whole.split("\n").slice(0, 5).join("\n")}\n`);
  renameSync(`${file}.next`, file);
  const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  await expect.poll(async () => metric(await scrape(), "act_content_last_good_copy"), { timeout: 15_000 }).toBe(1);
  for (const pagePath of paths) expect((await fetch(`${siteUrl}${pagePath}`)).status, pagePath).toBe(200);
  // /readyz answers from a check at most two seconds old.
  await expect.poll(async () => (await (await fetch(`${siteUrl}/readyz`)).json()).status, { timeout: 10_000 }).toBe("degraded");
  // Counted at every check (each CONTENT_CACHE_TTL_SECONDS), not once: what ContentStale reads.
  const errors = metric(await scrape(), "act_content_source_errors_total");
  await expect.poll(async () => metric(await scrape(), "act_content_source_errors_total"), { timeout: 15_000 }).toBeGreaterThan(errors);

  writeFileSync(`${file}.next`, whole);
  renameSync(`${file}.next`, file);
  await expect.poll(async () => metric(await scrape(), "act_content_last_good_copy"), { timeout: 15_000 }).toBe(0);
  await expect.poll(async () => (await (await fetch(`${siteUrl}/readyz`)).json()).status, { timeout: 10_000 }).toBe("ready");
});

test("empty at a first start, with no good copy kept: the site refuses to start, saying what the file lacks", async () => {
  const { contentDir, dataDir } = folders();
  writeFileSync(path.join(contentDir, "data.ndjson"), "");
  const failure = await startFailure(contentDir, dataDir);
  expect(failure).toContain("site exited early");
  expect(failure).toContain("holds 0 document(s) but not the published siteSettings, homePage");
  expect(failure).toContain("No good copy of the content is kept");
});
