/**
 * What a public buyer checks before a shortlist is at most two clicks from the home page: the security
 * evidence (a compliance table), the accessibility statement, the procurement page, a case study and a
 * document to take away. A "click" is a link the page draws (header, main content or footer), followed as a
 * visitor follows it; what is found at the end is checked as the buyer would read it. The Trust Center and a
 * case study load no more first-load JavaScript than Resources. Written once, run by
 * tests/e2e/buyer-paths.spec.ts on the embedded content and by buyer-paths-sanity.spec.ts on the same content
 * read from Sanity (the tests' stand-in for its API and file CDN).
 */
import type { APIRequestContext } from "@playwright/test";
import { type ContentSource, expect, sourceTitle, test } from "./content-sources";
import { expectCaseStudyPage } from "./case-study-page";
import { pageBytes } from "../../scripts/lib/page-bytes";
import { caseStudies, caseStudyPaths } from "./dataset";

/** A link's address (`path` when it is a page of the site itself) and words, with the pages followed to it. */
type Link = { url: URL; path?: string; text: string; trail: string[] };

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** Every link a page draws, with each link's words. */
async function linksOn(request: APIRequestContext, site: string, path: string, trail: string[]): Promise<Link[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"#]+)[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => {
    const url = new URL(decode(href!), site);
    return { url, ...(url.origin === site ? { path: url.pathname } : {}), text: decode(inner!), trail: [...trail, path] };
  });
}

/** Every link within two clicks of the home page: the home page's own, then those of each of the site's pages they open. */
async function withinTwoClicks(request: APIRequestContext, site: string): Promise<Link[]> {
  const first = await linksOn(request, site, "/", []);
  const opened = [...new Set(first.flatMap((link) => link.path ?? []))];
  const second = await Promise.all(opened.map((path) => linksOn(request, site, path, ["/"])));
  return [...first, ...second.flat()];
}

/** The buyer's paths, as tests on `source`. */
export function buyerPathTests(source: ContentSource): void {
  test.describe(sourceTitle(source), () => {
    test.use({ contentSource: source });
    // The first test on Sanity starts the site it reads (tests/support/content-sources.ts).
    test.describe.configure({ timeout: 60_000 });

    test("from the home page, a buyer reaches the compliance table, the accessibility statement, the procurement page, a case study and a document to take away in two clicks", async ({
      request,
      page,
      baseURL,
    }) => {
      const site = new URL(baseURL!).origin;
      const links = await withinTwoClicks(request, site);
      const named = (words: RegExp) => {
        const link = links.find((candidate) => words.test(candidate.text));
        expect(link, `a link named ${words} within two clicks of the home page`).toBeDefined();
        return link!;
      };

      // The accessibility statement says what the site conforms to, and how to report a barrier.
      const accessibility = named(/^accessibility( statement)?$/i);
      await page.goto(accessibility.url.href);
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
      await page.goto(procurement.url.href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const heading of [/ways to buy/i, /documents/i, /grant/i]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }

      // A case study, read as a buyer reads one: whose it is, and each result with its source and date.
      const study = links.find((link) =>
        caseStudies.some((candidate) => link.path === `/customers/${candidate.slug.current}` && link.text === candidate.client),
      );
      expect(study, "a case study's link, named by its client, within two clicks of the home page").toBeDefined();
      const read = caseStudies.find((candidate) => study!.path === `/customers/${candidate.slug.current}`)!;
      await page.goto(study!.path!);
      await expectCaseStudyPage(page, read);

      // A document to take away: a PDF a link downloads as it is (from the site, or from Sanity's file CDN).
      const file = links.find((link) => link.url.pathname.startsWith("/files/"));
      expect(file, "a document's file within two clicks of the home page").toBeDefined();
      const download = await request.get(file!.url.href);
      expect(download.status()).toBe(200);
      expect(download.headers()["content-type"]).toBe("application/pdf");
      expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // Some page within two clicks holds the compliance table: a standard per row, with its status and evidence.
      const opened = [...new Set(links.flatMap((link) => link.path ?? []))];
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

    test("the Trust Center and a case study load no more first-load JavaScript than Resources in the same build", async ({ baseURL }) => {
      const firstLoadJs = async (path: string) => {
        const bytes = await pageBytes(baseURL!, path);
        return bytes.js + bytes.inlineJsGzip;
      };
      const resources = await firstLoadJs("/resources");
      // The case study Customers lists first, by its address in the dataset.
      for (const path of ["/trust-and-security", caseStudyPaths[0]!]) {
        expect(await firstLoadJs(path), `${path} against /resources' ${resources} B`).toBeLessThanOrEqual(resources);
      }
    });
  });
}
