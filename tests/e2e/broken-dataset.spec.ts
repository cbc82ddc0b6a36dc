/**
 * A typo in content/data.ndjson does not take the site down at the next start
 * (issue 35): the site serves the last good content it read, every page as
 * recorded; only a first start, with no good copy kept, refuses, naming the
 * file and the line.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/lib/free-port";
import { READING_CONTEXT, readPage, sitemapPaths, type VisibleText } from "../support/visible-text";
import { startSite, type RunningSite } from "../support/server";

const recorded = JSON.parse(readFileSync(new URL("../fixtures/visible-text.json", import.meta.url), "utf8")) as VisibleText;

/** A copy of the sample content folder and an empty DATA_DIR. */
function folders() {
  const root = mkdtempSync(path.join(tmpdir(), "act-broken-dataset-"));
  const contentDir = path.join(root, "content");
  cpSync("content", contentDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}sample`) });
  return { contentDir, dataDir: path.join(root, "data") };
}

/** The file as a hand edit leaves it: a comma missing on line 7. */
function breakLine7(contentDir: string) {
  const file = path.join(contentDir, "data.ndjson");
  const lines = readFileSync(file, "utf8").split("\n");
  lines[6] = lines[6]!.replace(/,"/, ' "');
  writeFileSync(file, lines.join("\n"));
  return file;
}

let site: RunningSite | undefined;
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

test("a broken dataset at start-up: every page serves the last good content, and the failure is reported", async ({ browser }) => {
  test.setTimeout(90_000);
  const { contentDir, dataDir } = folders();
  const settings = { CONTENT_DIR: contentDir, DATA_DIR: dataDir };
  site = await startSite(settings);
  await site.stop();

  const file = breakLine7(contentDir);
  const metricsPort = await freePort();
  site = await startSite({ ...settings, METRICS_PORT: String(metricsPort) });
  // What the ContentStale alert reads (docs/prometheus): the source failing, the content's age.
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(Number(/^act_content_source_errors_total (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
  expect(Number(/^act_content_age_seconds (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);

  const siteUrl = site.url;
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
  // Log lines are written out as the process exits.
  await site.stop();
  expect(site.output()).toContain(`${file}:7: not valid JSON`);
  expect(site.output()).toContain("serving the last good copy");
});

test("a broken dataset at a first start, with no good copy kept: the site refuses to start, naming the line", async () => {
  const { contentDir, dataDir } = folders();
  const file = breakLine7(contentDir);
  const failure = await startSite({ CONTENT_DIR: contentDir, DATA_DIR: dataDir }).then(
    (running) => {
      site = running;
      return "";
    },
    (error: Error) => error.message,
  );
  expect(failure).toContain("site exited early");
  expect(failure).toContain(`${file}:7: not valid JSON`);
  expect(failure).toContain("No good copy of the content is kept");
});
