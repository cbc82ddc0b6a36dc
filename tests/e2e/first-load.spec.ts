/**
 * What the browser downloads first (first-load JavaScript and
 * Lighthouse no worse; image URLs made in one place, the loaders).
 * The pages' scripts carry no image URL builder (its default host,
 * cdn.sanity.io, is in no first-load script), and a page's main image inside a
 * `<picture>` is asked for from the head, before the scripts, rather than
 * found in the body after them.
 */
import { expect, test } from "@playwright/test";
import { pageBytes } from "../../scripts/lib/page-bytes";
import { collectErrors } from "../support/browser-checks";
import { sitemapPaths } from "../support/visible-text";

const firstLoadScripts = (html: string) => [
  ...new Set(
    [
      ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
      ...html.matchAll(/import\("([^"]+\.js)"\)/g),
      ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ].map((match) => match[1]!),
  ),
];

test("no page's first-load scripts build image URLs", async ({ request, baseURL }) => {
  const checked = new Set<string>();
  for (const path of await sitemapPaths(baseURL!)) {
    const html = await (await request.get(path)).text();
    for (const script of firstLoadScripts(html)) {
      if (checked.has(script)) continue;
      checked.add(script);
      const body = await (await request.get(script)).text();
      expect(body.includes("cdn.sanity.io"), `${script} (loaded by ${path}) builds image URLs`).toBe(false);
    }
  }
  // Only a page with the enquiry form loads a script file: its island (decision 035).
  expect([...checked].some((script) => script.startsWith("/assets/form/"))).toBe(true);
});

test("an article's hero is preloaded from the head, in the format its <picture> offers first, before any script", async ({ request, baseURL }) => {
  const article = (await sitemapPaths(baseURL!)).find((path) => path.startsWith("/insights/"))!;
  const html = await (await request.get(article)).text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
  const hero = /<picture class="contents"><source type="image\/avif" srcSet="([^"]+)"/.exec(html);
  expect(hero, "the hero is a <picture> with an AVIF source").not.toBeNull();
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(head);
  expect(preload?.[0]).toContain(`imageSrcSet="${hero![1]}"`);
  expect(preload?.[0]).toContain('fetchPriority="high"');
  // Before any script the page names (an article loads none from the head: decision 031).
  const firstScript = html.search(/rel="modulepreload"|<script\b/);
  expect(html.indexOf(preload![0])).toBeLessThan(firstScript === -1 ? html.length : firstScript);
});

/** First-load JavaScript (gzip) a page without a form may load: its controls are small scripts beside their elements (decision 031). */
const WITHOUT_A_FORM_BYTES = 15 * 1024;
/** First-load JavaScript (gzip) a page with the enquiry form may load: the form's island and the page's small scripts (decision 035). */
const WITH_THE_FORM_BYTES = 60 * 1024;

test("every page without a form loads no framework and at most 15 KB of script; a page with the form at most 60 KB, the form's island among it", async ({
  request,
  baseURL,
}) => {
  const heavier: string[] = [];
  let pagesWithoutForm = 0;
  const formPages: string[] = [];
  // Contact and a page editors built with the form section, which is in no sitemap part when it asks not to be indexed.
  const paths = [...new Set([...(await sitemapPaths(baseURL!)), "/contact", "/request-a-demo"])];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const bytes = await pageBytes(baseURL!, path);
    const total = bytes.js + bytes.inlineJsGzip;
    if (/<form\b/.test(html)) {
      formPages.push(path);
      expect(html, `${path} has a form: its island acts for it`).toMatch(/<script type="module" src="\/assets\/form\/enquiry-form-[\w-]+\.js"/);
      if (total > WITH_THE_FORM_BYTES) heavier.push(`${path}: ${bytes.jsFiles} script files, ${total} B`);
      continue;
    }
    pagesWithoutForm += 1;
    if (bytes.jsFiles > 0 || total > WITHOUT_A_FORM_BYTES) heavier.push(`${path}: ${bytes.jsFiles} script files, ${total} B`);
  }
  expect(heavier).toEqual([]);
  expect(pagesWithoutForm).toBeGreaterThan(10);
  expect(formPages).toEqual(expect.arrayContaining(["/contact", "/request-a-demo"]));
});

test("the browser may fetch ahead every page a page links to but Contact, and fetches one when the visitor points at its link", async ({ page }) => {
  const errors = collectErrors(page);
  // Chromium's own reading of the page's speculation rules: the links they make candidates, and any error in them.
  const cdp = await page.context().newCDPSession(page);
  let candidates: string[] = [];
  const ruleErrors: string[] = [];
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
    candidates = event.preloadingAttemptSources.map((source) => source.key.url);
  });
  cdp.on("Preload.ruleSetUpdated", (event) => {
    if (event.ruleSet.errorType) ruleErrors.push(`${event.ruleSet.errorType}: ${event.ruleSet.errorMessage}`);
  });
  await cdp.send("Preload.enable");
  const fetchedAhead: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["sec-purpose"]?.startsWith("prefetch")) fetchedAhead.push(new URL(request.url()).pathname);
  });

  await page.goto("/");
  const links = await page.$$eval("a[href^='/']", (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const pathsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).pathname + new URL(url).search))].sort();
  const drawnForOneVisitor = (url: string) => new URL(url).pathname === "/contact";
  expect(links.some(drawnForOneVisitor), "the home page links to Contact").toBe(true);
  await expect.poll(() => pathsOf(candidates)).toEqual(pathsOf(links.filter((url) => !drawnForOneVisitor(url))));
  expect(ruleErrors).toEqual([]);

  await page.locator("a[href='/about']:visible").first().hover();
  await expect.poll(() => fetchedAhead).toContain("/about");
  expect(errors).toEqual([]);
});
