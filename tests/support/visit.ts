import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React runs in it (root marks <html
 * data-hydrated>), so a test's first click meets the enhanced page, not the
 * server HTML alone. Tests of the no-JavaScript path use page.goto.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
