import { expect, test } from "@playwright/test";
import { sitemapPaths } from "../../scripts/lib/sitemap-paths";

/**
 * The stylesheet is inlined into every document, so first paint needs no
 * second request; the original link stays, disabled and never fetched, for a page that hydrates.
 */
test("pages are styled without fetching a stylesheet, and run their scripts without errors", async ({ page }) => {
  const problems: string[] = [];
  const stylesheetRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/[^/]+\.css$/.test(new URL(request.url()).pathname)) stylesheetRequests.push(new URL(request.url()).pathname);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });

  await page.goto("/privacypolicy");
  await expect(page.locator("body")).toHaveCSS("display", "flex");
  await expect(page.locator(".skip-link")).toHaveCSS("position", "absolute");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute("disabled", "");
  await expect(page.locator("html[data-ready]")).toBeAttached();
  expect(stylesheetRequests, "the stylesheet is downloaded as well as inlined").toEqual([]);

  // The home page needs the page-block rules, which the privacy policy does not carry: a link loads the whole page
  // (decision 031), its own rules inlined in it, so it is never seen unstyled and fetches no stylesheet either.
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  // Checked on every frame from the click: the first frame that shows a page block shows it styled.
  const paddingWhenFirstShown = await page.waitForFunction(() => {
    const section = document.querySelector(".page-section");
    return section ? getComputedStyle(section).paddingTop : undefined;
  });
  expect(await paddingWhenFirstShown.jsonValue()).not.toBe("0px");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".skip-link")).toHaveCSS("position", "absolute");
  expect(stylesheetRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test("every page inlines, once and with its link disabled, each stylesheet whose rules its markup uses", async ({ request, baseURL }) => {
  const paths = await sitemapPaths(baseURL!);
  const pages = await Promise.all(
    [...paths, "/no-such-page"].map(async (path) => {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<link\b[^>]*rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
      const sheets = new Map<string, string>();
      for (const [, name, css] of html.matchAll(/<style\b[^>]*data-href="\/assets\/([a-z]+)-[\w-]+\.css"[^>]*>([\s\S]*?)<\/style>/g)) {
        expect(sheets.has(name!), `${path} inlines ${name} twice`).toBe(false);
        sheets.set(name!, css!);
      }
      const markup = html.replace(/<style\b[\s\S]*?<\/style>/g, "");
      const classes = new Set([...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
      return { path, sheets, classes };
    }),
  );
  const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
  const defined = new Map<string, Set<string>>();
  for (const { sheets } of pages) for (const [name, css] of sheets) defined.set(name, classesOf(css));
  expect([...defined.keys()].sort()).toEqual(["app", "blocks", "forms"]);

  for (const [name, classes] of defined) {
    if (name === "app") continue;
    const own = [...classes].filter((token) => !defined.get("app")!.has(token));
    for (const { path, sheets, classes: used } of pages) {
      const needed = own.filter((token) => used.has(token));
      if (needed.length) expect(sheets.has(name), `${path} uses ${needed.slice(0, 3).join(", ")} from ${name}.css`).toBe(true);
      else expect(sheets.has(name), `${path} carries ${name}.css without using it`).toBe(false);
    }
  }
  expect(pages.find((page) => page.path === "/contact")?.sheets.has("forms")).toBe(true);
});
