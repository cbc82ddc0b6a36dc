/**
 * A visitor with only a keyboard: the skip link, the header menus, the DCCM
 * accordion, the carousel controls and the whole enquiry form to a successful
 * submit, with a visible focus indicator at every stop.
 */
import { expect, test, type Page } from "@playwright/test";
import { followToNewPage, visit } from "../support/visit";

/** True when the focused element (or the label drawn around it) shows an outline or a focus ring. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const shows = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || (style.boxShadow !== "none" && style.boxShadow !== "");
    };
    const active = document.activeElement;
    return shows(active) || shows(active?.parentElement ?? null);
  });
}

/** Presses Tab until the focused element matches, checking the focus indicator at every stop on the way. */
async function tabTo(page: Page, matches: (el: { tag: string; name: string }) => boolean, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const current = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const labelled = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
      return { tag: el?.tagName.toLowerCase() ?? "", name: (el?.getAttribute("aria-label") ?? labelled ?? el?.textContent ?? "").trim() };
    });
    expect(await focusIsVisible(page), `focus indicator on ${current.tag} "${current.name}"`).toBe(true);
    if (matches(current)) return;
  }
  throw new Error("the element was not reached with Tab");
}

test("the skip link, the header menu and the carousel controls by keyboard", async ({ page }) => {
  await visit(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);

  await visit(page, "/");
  await tabTo(page, (el) => el.tag === "button" && el.name.startsWith("Solutions"));
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const mainNav = page.getByRole("navigation", { name: "Main" });
  await expect(mainNav.getByRole("link", { name: "Paracelsus", exact: true })).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(mainNav.getByRole("link", { name: "DCCM", exact: true })).toBeFocused();
  await followToNewPage(page, () => page.keyboard.press("Enter"));
  await expect(page).toHaveURL(/\/solutions\/dccm$/);

  await visit(page, "/");
  await tabTo(page, (el) => el.tag === "button" && el.name.startsWith("Pause"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Play testimonials" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator('[aria-roledescription="slide"]:not([hidden])')).toHaveAttribute("aria-label", "2 of 4");
});

test("the DCCM accordion by keyboard", async ({ page }) => {
  await visit(page, "/solutions/dccm");
  await tabTo(page, (el) => el.tag === "button" && el.name.startsWith("Continuing Care"), 120);
  const button = page.getByRole("button", { name: /^Continuing Care/ });
  const expanded = await button.getAttribute("aria-expanded");
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", expanded === "true" ? "false" : "true");
  await page.keyboard.press("Space");
  await expect(button).toHaveAttribute("aria-expanded", expanded ?? "false");
});

test("the whole enquiry form by keyboard, to a successful submit", async ({ page }) => {
  await visit(page, "/contact");
  await tabTo(page, (el) => el.name.startsWith("First name"), 120);
  await page.keyboard.type("Dana");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Reyes");
  await page.keyboard.press("Tab");
  await page.keyboard.type("dana@example.org");
  await page.keyboard.press("Tab");
  await page.keyboard.type("8505550100");
  await expect(page.getByLabel(/^Phone/)).toHaveValue("(850) 555-0100");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Pensacola");
  await page.keyboard.press("Tab");
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.type("Florida");
  await expect(page.getByLabel(/^State/)).toHaveValue("FL");
  await page.keyboard.press("Tab");
  // The first product box: tick DCCM with Space, and its section opens in the tab order.
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "DCCM", exact: true })).toBeChecked();
  await tabTo(page, (el) => el.name.startsWith("Court name"));
  await page.keyboard.type("Sample County Treatment Court");
  await tabTo(page, (el) => el.name.startsWith("Message"));
  await page.keyboard.type("A demo for our adult program, please.");
  await tabTo(page, (el) => el.tag === "button" && el.name.startsWith("Send message"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Your message has been submitted successfully.");
});
