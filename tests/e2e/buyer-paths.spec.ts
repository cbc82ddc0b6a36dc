/**
 * What a public buyer checks before a shortlist is at most two clicks from the home page: the security
 * evidence (a compliance table), the accessibility statement, the procurement page and a document to take
 * away. A "click" is a link
 * the page draws (header, main content or footer), followed as a visitor follows it; what is found at the
 * end is checked as the buyer would read it.
 */
import { expect, type APIRequestContext, test } from "@playwright/test";

type Link = { path: string; text: string; trail: string[] };

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** The site's own pages a page links to, with each link's words. */
async function linksOn(request: APIRequestContext, path: string, trail: string[]): Promise<Link[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
    path: href!,
    text: decode(inner!),
    trail: [...trail, path],
  }));
}

/** Every link within two clicks of the home page: the home page's own, then those of each page they open. */
async function withinTwoClicks(request: APIRequestContext): Promise<Link[]> {
  const first = await linksOn(request, "/", []);
  const opened = [...new Set(first.map((link) => link.path))];
  const second = await Promise.all(opened.map((path) => linksOn(request, path, ["/"])));
  return [...first, ...second.flat()];
}

test("from the home page, a buyer reaches the compliance table, the accessibility statement, the procurement page and a document to take away in two clicks", async ({
  request,
  page,
}) => {
  const links = await withinTwoClicks(request);
  const named = (words: RegExp) => {
    const link = links.find((candidate) => words.test(candidate.text));
    expect(link, `a link named ${words} within two clicks of the home page`).toBeDefined();
    return link!;
  };

  // The accessibility statement says what the site conforms to, and how to report a barrier.
  const accessibility = named(/^accessibility( statement)?$/i);
  await page.goto(accessibility.path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/accessibility/i);
  await expect(page.getByRole("main")).toContainText("WCAG 2.2");
  await expect(page.getByRole("main")).toContainText("Section 508");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /tell us|contact/i })
      .first(),
  ).toHaveAttribute("href", "/contact");

  // The procurement page names the ways to buy, the vendor file's documents and the grants.
  const procurement = named(/^procurement$/i);
  await page.goto(procurement.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const heading of [/ways to buy/i, /documents/i, /grant/i]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }

  // A document to take away: a PDF a link downloads as it is.
  const file = links.find((link) => link.path.startsWith("/files/"));
  expect(file, "a document's file within two clicks of the home page").toBeDefined();
  const download = await request.get(file!.path);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Some page within two clicks holds the compliance table: a standard per row, with its status and evidence.
  const opened = [...new Set(links.map((link) => link.path))];
  let tablePage: string | undefined;
  for (const path of opened) {
    const html = await (await request.get(path)).text();
    if (/<table\b[^>]*class="compliance-table"/.test(html)) {
      tablePage = path;
      break;
    }
  }
  expect(tablePage, "a page with the compliance table within two clicks").toBeDefined();
  await page.goto(tablePage!);
  const table = page.getByRole("table").first();
  for (const column of ["Standard", "Status", "Evidence", "Date"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  expect(await table.getByRole("rowheader").count()).toBeGreaterThan(0);
});
