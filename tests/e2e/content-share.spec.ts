/**
 * On every page of the sitemap, at least 95 % of the words of <main> (the
 * enquiry form's own labels and messages left out) come from content, and so do
 * 95 % of the words of the site header and footer. Measured as
 * tests/support/content-share.ts says: every prose string of a copy of the
 * dataset is marked, a second site is started on the copy, every page is read,
 * and the words without the mark are the ones the code wrote.
 */
import { expect, test } from "@playwright/test";
import { formatShares, readEach, REQUIRED_SHARE, share, shareOfOpenPage, startMarkedSite, type MarkedSite } from "../support/content-share";
import { MARK } from "../support/marked-dataset";
import { READING_CONTEXT, readPage, recordedText, sitemapPaths } from "../support/visible-text";

let marked: MarkedSite;
test.beforeAll(async () => {
  marked = await startMarkedSite();
});
test.afterAll(async () => {
  await marked?.stop();
});

test("every page's words come from content", async ({ browser }, testInfo) => {
  const paths = await sitemapPaths(marked.site.url);
  // A budget per page read, so the bound grows with the sitemap.
  test.setTimeout(60_000 + paths.length * 4_000);
  // The marks change nothing else: taken out, the marked site reads as the site on the dataset itself (its
  // record, which visible-text.spec.ts holds that site to).
  const recorded = recordedText();
  expect(paths, "the marked site's sitemap").toEqual(Object.keys(recorded));
  const context = await browser.newContext(READING_CONTEXT);

  const unmarked = (text: unknown) => JSON.parse(JSON.stringify(text).replaceAll(MARK, "")) as unknown;
  const read = await readEach(context, paths, async (page, pagePath) => {
    const text = unmarked(await readPage(page, `${marked.site.url}${pagePath}`));
    // Counted on the page as it is open, after it was read.
    return { path: pagePath, text, counted: await shareOfOpenPage(page, pagePath) };
  });
  for (const row of read) expect.soft(row.text, `what ${row.path} reads, marks taken out`).toEqual(recorded[row.path]);

  const shares = read.map((row) => row.counted);
  await context.close();
  await testInfo.attach("content-share.txt", { body: formatShares(shares), contentType: "text/plain" });

  // The marks reach the page: an article's body is content, so its words carry them.
  expect(marked.markedStrings, "strings of the dataset marked").toBeGreaterThan(0);
  const articles = shares.filter((row) => row.path.startsWith("/insights/"));
  expect(articles.length, "articles in the sitemap").toBeGreaterThan(0);
  for (const row of articles) expect(row.main.fromContent, `marked words in ${row.path}`).toBeGreaterThan(0);

  for (const row of shares) {
    // Soft: every page is measured and each shortfall is reported under its own path.
    const main = `share of ${row.path}'s <main> from content (${row.main.fromContent} of ${row.main.words} words)`;
    const chrome = `share of ${row.path}'s header and footer from content (${row.chrome.fromContent} of ${row.chrome.words} words)`;
    expect.soft(share(row.main), main).toBeGreaterThanOrEqual(REQUIRED_SHARE);
    expect.soft(share(row.chrome), chrome).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  }
});
