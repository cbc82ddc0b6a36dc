/**
 * Resources in pages of 24 once there are more articles: each page its own
 * address, title and canonical URL, linked to the newer and older pages, a
 * page past the end not found; the feed holds the newest 50; the sitemap
 * every article. Run on a copy of the dataset with 60 articles (24, 24, 12).
 */
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { writeManyArticles } from "../../scripts/lib/many-articles";
import { expectNoAxeViolations } from "../support/axe";
import { insights } from "../support/dataset";
import { startSite, type RunningSite } from "../support/server";

const ARTICLES = 60;
let contentDir: string;
let dataDir: string;
let site: RunningSite;

test.beforeAll(async () => {
  contentDir = mkdtempSync(path.join(tmpdir(), "act-many-articles-"));
  dataDir = mkdtempSync(path.join(tmpdir(), "act-many-articles-data-"));
  writeManyArticles("content", contentDir, ARTICLES);
  site = await startSite({ CONTENT_DIR: contentDir, DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(contentDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

type Listing = { status: number; title?: string; canonical?: string; prev?: string; next?: string; cards: string[] };

async function listing(request: APIRequestContext, pagePath: string): Promise<Listing> {
  const response = await request.get(`${site.url}${pagePath}`, { maxRedirects: 0 });
  const html = await response.text();
  const link = (rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
  return {
    status: response.status(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: link("canonical"),
    prev: link("prev"),
    next: link("next"),
    cards: [...html.matchAll(/<a class="card-link" href="\/insights\/([^"]+)"/g)].map((match) => match[1]!),
  };
}

test("24 articles a page, newest first, each page with its own address, title and links to its neighbours", async ({ request }) => {
  const pages = [await listing(request, "/resources"), await listing(request, "/resources/page/2"), await listing(request, "/resources/page/3")];
  expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
  expect(pages.map((page) => page.cards.length)).toEqual([24, 24, 12]);
  // Every article exactly once across the pages.
  expect(new Set(pages.flatMap((page) => page.cards)).size).toBe(ARTICLES);
  expect(pages.map((page) => page.title)).toEqual([
    "Resources and Insights | ACT",
    "Resources and Insights, page 2 | ACT",
    "Resources and Insights, page 3 | ACT",
  ]);
  expect(pages.map((page) => page.canonical && new URL(page.canonical).pathname)).toEqual(["/resources", "/resources/page/2", "/resources/page/3"]);
  expect(pages.map((page) => [page.prev, page.next])).toEqual([
    [undefined, "/resources/page/2"],
    ["/resources", "/resources/page/3"],
    ["/resources/page/2", undefined],
  ]);
  // The generated copies are older than every real article: the real ones fill the top of page 1.
  const realNewestFirst = [...insights].sort((a, b) => b.Date.localeCompare(a.Date)).map((insight) => insight.slug!.current);
  expect(pages[0]!.cards.slice(0, insights.length)).toEqual(realNewestFirst);
});

test("a page past the end, or one not spelled as the site spells it, is not found; page 1 is /resources", async ({ request }) => {
  for (const pagePath of ["/resources/page/4", "/resources/page/99999", "/resources/page/02", "/resources/page/0", "/resources/page/x"]) {
    const response = await request.get(`${site.url}${pagePath}`, { maxRedirects: 0 });
    expect(response.status(), pagePath).toBe(404);
    expect(await response.text(), pagePath).toContain("Page not found.");
  }
  const first = await request.get(`${site.url}/resources/page/1`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe("/resources");
});

test("a visitor moves between pages with the Older and Newer links, and every page passes axe", async ({ page }) => {
  await page.goto(`${site.url}/resources`);
  const nav = page.getByRole("navigation", { name: "Pages of articles" });
  await expect(nav).toContainText("Page 1 of 3");
  await expect(nav.getByRole("link", { name: "Newer articles" })).toHaveCount(0);
  await expectNoAxeViolations(page, "/resources with 60 articles");
  await nav.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(`${site.url}/resources/page/2`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Page 2 of 3");
  await expect(page.locator(".insight-card")).toHaveCount(24);
  await expectNoAxeViolations(page, "/resources/page/2");
  await page.getByRole("link", { name: "Newer articles" }).click();
  await expect(page).toHaveURL(`${site.url}/resources`);
  await expect(page.locator(".insight-card")).toHaveCount(24);
});

test("the feed holds the newest 50, built when the newest was; the sitemap lists every article", async ({ request }) => {
  const feed = await (await request.get(`${site.url}/resources/feed.xml`)).text();
  expect(feed.match(/<item>/g)).toHaveLength(50);
  const firstPubDate = /<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/.exec(feed)?.[1];
  expect(/<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(feed)?.[1]).toBe(firstPubDate);
  const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap.match(/\/insights\//g)).toHaveLength(ARTICLES);
});

test("a newly published article appears first on page 1 and moves the rest along", async ({ request }) => {
  const before = [await listing(request, "/resources"), await listing(request, "/resources/page/2")];
  const docs = readFileSync(path.join(contentDir, "data.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; _type: string; slug?: { current: string }; Date?: string; Title?: string });
  const model = docs.find((doc) => doc._type === "insight" && !doc._id.startsWith("drafts.") && doc.slug)!;
  const fresh = { ...model, _id: "insight-just-published", Title: "Just Published", slug: { ...model.slug!, current: "just-published" }, Date: "2099-01-01" };
  // Replaced whole, as an import does: the site notices the new export.
  const next = path.join(contentDir, "data.ndjson.next");
  writeFileSync(next, `${[...docs, fresh].map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  renameSync(next, path.join(contentDir, "data.ndjson"));

  await expect.poll(async () => (await listing(request, "/resources")).cards[0], { timeout: 10_000 }).toBe("just-published");
  const after = [await listing(request, "/resources"), await listing(request, "/resources/page/2"), await listing(request, "/resources/page/3")];
  expect(after[0]!.cards.slice(1)).toEqual(before[0]!.cards.slice(0, 23));
  expect(after[1]!.cards[0]).toBe(before[0]!.cards[23]);
  expect(after[2]!.cards).toHaveLength(13);
});
