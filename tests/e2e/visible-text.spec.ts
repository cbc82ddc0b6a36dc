/**
 * Every page of the sitemap reads as recorded in tests/fixtures/visible-text.json
 * (`npm run text:record`): the same title, headings of <main>, and visible text
 * of <main>, the site header and the site footer, word for word. A restructuring
 * or a move of copy into the CMS must leave it passing; a change of visible text
 * that is meant is re-recorded, and the commit says so.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { READING_CONTEXT, formatVisibleText, readPage, sitemapPaths, type VisibleText } from "../support/visible-text";

const fixture = readFileSync(new URL("../fixtures/visible-text.json", import.meta.url), "utf8");
const recorded = JSON.parse(fixture) as VisibleText;

test("the record is as npm run text:record writes it, never edited by hand", () => {
  expect(fixture, "re-record with npm run build && npm run text:record").toBe(formatVisibleText(recorded));
});

/** Pages read at once: the site answers them from its render cache, the browser renders them side by side. */
const AT_ONCE = 4;

/** What reading one page may take on a machine busy with other lanes (about a second, four at once, on a quiet one). */
const PAGE_BUDGET_MS = 10_000;

test("every page of the sitemap reads as recorded", async ({ browser }, testInfo) => {
  // A budget per page, so the bound grows with the sitemap rather than running out when pages are added.
  test.setTimeout((Object.keys(recorded).length + 1) * PAGE_BUDGET_MS);
  const siteUrl = String(testInfo.project.use.baseURL);
  expect(await sitemapPaths(siteUrl)).toEqual(Object.keys(recorded));
  const context = await browser.newContext(READING_CONTEXT);
  const queue = Object.entries(recorded);
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, expected] = next;
        // Soft: every page is read and each difference is reported under its own path.
        expect.soft(await readPage(page, `${siteUrl}${path}`), `what ${path} reads`).toEqual(expected);
      }
    }),
  );
  await context.close();
});
