import { expect, test } from "@playwright/test";
import { visit } from "./support/visit";

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
