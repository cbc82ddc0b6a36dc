/**
 * A page a shared cache keeps is keyed on its path alone (the render cache's `pageKey`, the proxy recipes, a
 * CDN as the operations guide sets it up): that is right only if no kept page reads its query string. Two
 * fresh sites on the same content draw every page once, one under a query that names every parameter the site
 * reads anywhere (Contact's product and campaign) and some it reads nowhere, the other without: a page kept for
 * everyone reads the same, and a page that differs is drawn for one visitor and kept by no cache.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CONTACT_QUERY_PARAMETERS, isSharedCacheControl } from "~/lib/http";
import { sitemapPaths } from "../../scripts/lib/sitemap-paths";
import { startSite, type RunningSite } from "../support/server";

const QUERY = `?${[...CONTACT_QUERY_PARAMETERS.map((name) => `${name}=${name === "product" ? "paracelsus" : `q-${name}`}`), "page=2", "tag=x", "preview=1"].join("&")}`;

/** What differs between any two drawings for one visitor, query or not: the form's token and the response's nonce. */
const perVisitor = (html: string) => html.replace(/name="formToken" value="[^"]*"/g, 'name="formToken"').replace(/ nonce="[^"]*"/g, "");

let plain: RunningSite;
let queried: RunningSite;

test.beforeAll(async () => {
  const site = (name: string) => startSite({ DATA_DIR: mkdtempSync(path.join(tmpdir(), `act-query-${name}-`)) });
  [plain, queried] = await Promise.all([site("plain"), site("queried")]);
});
test.afterAll(async () => {
  await Promise.all([plain?.stop(), queried?.stop()]);
});

test("a page kept for everyone reads the same under any query string; one that reads its query is kept by no cache", async () => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(plain.url);
  const readingQuery: string[] = [];
  for (const pagePath of paths) {
    // The queried site draws the page first under the query, so no kept copy can hide what the query did.
    const withQuery = await fetch(`${queried.url}${pagePath}${QUERY}`);
    const without = await fetch(`${plain.url}${pagePath}`);
    expect(withQuery.status, pagePath).toBe(200);
    const [a, b] = [perVisitor(await withQuery.text()), perVisitor(await without.text())];
    if (a === b) continue;
    readingQuery.push(pagePath);
    expect(isSharedCacheControl(withQuery.headers.get("cache-control") ?? ""), `${pagePath} reads its query string, yet a shared cache may keep it`).toBe(
      false,
    );
  }
  // The test proves something only if some page does read its query (Contact ticks the product), and most do not.
  expect(readingQuery).toContain("/contact");
  expect(paths.length - readingQuery.length).toBeGreaterThan(10);
});
