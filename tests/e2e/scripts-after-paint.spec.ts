import { expect, test } from "@playwright/test";
import { visit } from "../support/visit";

/**
 * The page paints from its HTML alone; its JavaScript is fetched only after
 * the first contentful paint, then hydrates the page (decision 007).
 */
for (const path of ["/", "/contact", "/insights/reading-quality-control-graphs"]) {
  test(`${path}: no script is requested before the first contentful paint, and the page hydrates without errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await visit(page, path);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.paint).toBeDefined();
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint!);
    expect(problems).toEqual([]);
  });
}

test("a visitor who presses a key before the page is interactive gets a working page", async ({ page }) => {
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.keyboard.press("Tab");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
});

/**
 * The whole document arrives in one response, so the first paint waits until
 * it is parsed (`<link rel="expect" blocking="render">`) and the page is laid
 * out once, not once for its top and again for the rest. Should the target
 * go missing, the browser would paint only at the end of parsing: nothing a
 * visitor sees, but the gain lost, so this check.
 */
test("every document names a render-blocking target that it contains", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of [...paths, "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const target = /<link rel="expect" href="#([^"]+)" blocking="render"\/?>/.exec(html)?.[1];
    expect(target, path).toBeDefined();
    expect(html.match(new RegExp(`\\sid="${target}"`, "g")), path).toHaveLength(1);
  }
});
