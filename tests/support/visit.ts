import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until its scripts have run (<html data-ready>: the
 * enhancements, the enquiry form's island, or React in a preview), so a test's first click
 * meets the enhanced page, not the server HTML alone. Tests of the no-JavaScript path use page.goto.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  return response;
}

/**
 * Follows a link with `follow` and checks what a visitor then has: a page of its own (every link
 * loads the whole page, decision 031), at its top, with the keyboard starting there too, so the
 * first Tab reaches the skip link.
 */
export async function followToNewPage(page: Page, follow: () => Promise<void>) {
  await page.evaluate(() => Object.assign(window, { earlierPage: true }));
  await follow();
  await page.waitForFunction(() => !("earlierPage" in window) && document.documentElement.hasAttribute("data-ready"));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
}
