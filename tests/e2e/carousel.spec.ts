import { expect, test, type Page } from "@playwright/test";
import { visit } from "../support/visit";

/** The slide a visitor sees (every slide is in the page, the others hidden). */
const slide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([hidden])');
const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');

/**
 * Installs the page's clock stopped, before the page loads: it moves only when the test moves it, however long the
 * machine takes to load the page or to check a slide (the carousel's timer starts once its script runs).
 */
async function stopClock(page: Page) {
  const start = Date.parse("2026-03-02T12:00:00Z");
  await page.clock.install({ time: start });
  // Stopped a minute on (pauseAt only goes forward, and the clock runs from `start` until then): no page is loaded yet to notice the jump.
  await page.clock.pauseAt(start + 60_000);
}

test.describe("testimonial carousels", () => {
  test("advance every 25 seconds, and stop for the pause control, hover and focus", async ({ page }) => {
    await stopClock(page);
    // visit() waits for the page's scripts: the timer starts only then, so moving the clock means something.
    await visit(page, "/");
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 4");
    await page.clock.runFor(24_000);
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 4");
    await page.clock.runFor(1_000);
    await expect(slide(page)).toHaveAttribute("aria-label", "2 of 4");

    await carousel(page).getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(60_000);
    await expect(slide(page)).toHaveAttribute("aria-label", "2 of 4");
    await carousel(page).getByRole("button", { name: "Play testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(25_000);
    await expect(slide(page)).toHaveAttribute("aria-label", "3 of 4");

    await slide(page).hover();
    await page.clock.runFor(60_000);
    await expect(slide(page)).toHaveAttribute("aria-label", "3 of 4");
    await page.mouse.move(0, 0);

    await carousel(page).getByRole("button", { name: "Next testimonial" }).focus();
    await page.clock.runFor(60_000);
    await expect(slide(page)).toHaveAttribute("aria-label", "3 of 4");
  });

  test("on about: previous and next, indicators that say which slide is current, and a fade on change", async ({ page }) => {
    // Only the buttons move the slides here, never the 25 seconds a slow machine can take over the test.
    await stopClock(page);
    await visit(page, "/about");
    const about = carousel(page);
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 4");
    await expect(slide(page)).not.toHaveClass(/testimonial-slide--fade/);
    await about.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "4 of 4");
    await expect(slide(page)).toHaveClass(/testimonial-slide--fade/);
    await about.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 4");
    const dots = about.getByRole("group", { name: "Choose a testimonial" }).getByRole("button");
    await expect(dots).toHaveCount(4);
    await dots.nth(2).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "3 of 4");
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(slide(page).getByRole("img")).toHaveAttribute("alt", /^Photo of /);
  });

  test.describe("under prefers-reduced-motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("never advance by themselves", async ({ page }) => {
      await stopClock(page);
      await visit(page, "/");
      await page.clock.runFor(120_000);
      await expect(slide(page)).toHaveAttribute("aria-label", "1 of 4");
    });
  });
});
