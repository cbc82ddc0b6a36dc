import { expect, test, type Page } from "@playwright/test";
import { visit } from "../support/visit";

const slide = (page: Page) => page.locator('[aria-roledescription="slide"]');
const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');

test.describe("testimonial carousels", () => {
  test("advance every 25 seconds, and stop for the pause control, hover and focus", async ({ page }) => {
    await page.clock.install();
    // visit() waits for React: the timer starts only then, so fast-forwarding means something.
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
      await page.clock.install();
      await visit(page, "/");
      await page.clock.runFor(120_000);
      await expect(slide(page)).toHaveAttribute("aria-label", "1 of 4");
    });
  });
});
