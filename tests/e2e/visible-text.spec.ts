/**
 * Every page of the sitemap reads as recorded in tests/fixtures/visible-text.json
 * (`npm run text:record`): the same title, headings of <main>, and visible text
 * of <main>, the site header and the site footer, word for word. A restructuring
 * or a move of copy into the CMS must leave it passing; a change of visible text
 * that is meant is re-recorded, and the commit says so.
 */
import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { READING_CONTEXT, readPage, sitemapPaths, type VisibleText } from "../support/visible-text";

const recorded = JSON.parse(readFileSync(new URL("../fixtures/visible-text.json", import.meta.url), "utf8")) as VisibleText;

// In order, in one worker and one browser context: a page a test, so a failure names its page.
test.describe.configure({ mode: "default" });

let siteUrl = "";
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  siteUrl = String(testInfo.project.use.baseURL);
  context = await browser.newContext(READING_CONTEXT);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

test("the sitemap lists the recorded pages", async () => {
  expect(await sitemapPaths(siteUrl)).toEqual(Object.keys(recorded));
});

for (const [path, expected] of Object.entries(recorded)) {
  test(`${path} reads as recorded`, async () => {
    expect(await readPage(page, `${siteUrl}${path}`), `what ${path} reads`).toEqual(expected);
  });
}
