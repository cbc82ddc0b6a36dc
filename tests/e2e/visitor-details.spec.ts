/**
 * Small things every visitor sees: the Paracelsus figures carry
 * no "undefined", a phone visitor can jump from the contact page's intro to
 * the form, the carousel's buttons keep their spacing without relying on a
 * space beside hidden text (WebKit gives that space no width), and the State
 * select draws the site's own arrow rather than the platform's.
 */
import { expect, test } from "@playwright/test";
import { visit } from "../support/visit";

test("the Paracelsus figures name their value with no 'undefined' in it", async ({ page }) => {
  await visit(page, "/solutions/paracelsus");
  const figures = await page.locator("[data-count-to]").evaluateAll((spans) =>
    spans.map((span) => ({
      value: `${span.getAttribute("data-count-to")}${span.getAttribute("data-count-suffix")}`,
      read: span.nextElementSibling?.textContent,
    })),
  );
  expect(figures.length).toBeGreaterThan(0);
  for (const figure of figures) {
    expect(figure.value).not.toContain("undefined");
    expect(figure.value).toBe(figure.read);
  }
});

test("on a phone a link under the contact page's intro goes to the form; on a wide screen, where the form is beside the intro's blocks, there is none", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await visit(page, "/contact");
  const link = page.getByRole("link", { name: "Skip to the enquiry form" });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/#enquiry-form-title$/);
  await expect(page.locator("#enquiry-form-title")).toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, "/contact");
  await expect(link).toBeHidden();
});

test("the carousel's Previous and Next keep their arrows apart without a space next to hidden text", async ({ page }) => {
  await visit(page, "/");
  for (const name of ["Previous testimonial", "Next testimonial"]) {
    const button = page.getByRole("button", { name, exact: true });
    await expect(button).toBeVisible();
    // WebKit draws a space beside a visually hidden span with no width: take such spaces away and measure.
    const gap = await button.evaluate((element) => {
      const hidden = (node: Node | null) => node instanceof HTMLElement && node.classList.contains("sr-only");
      for (const node of [...element.childNodes]) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        if (hidden(node.previousSibling)) node.textContent = node.textContent!.trimStart();
        if (hidden(node.nextSibling)) node.textContent = node.textContent!.trimEnd();
        if (!node.textContent) node.remove();
      }
      const word = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
      const range = document.createRange();
      const content = word.textContent!;
      range.setStart(word, content.length - content.trimStart().length);
      range.setEnd(word, content.trimEnd().length);
      const text = range.getBoundingClientRect();
      const arrow = element.querySelector("[aria-hidden='true']")!.getBoundingClientRect();
      return arrow.left >= text.right ? arrow.left - text.right : text.left - arrow.right;
    });
    expect(gap, `space between the word and the arrow of ${name}`).toBeGreaterThanOrEqual(3);
  }
});

test("the State select has the site's look, not the platform's", async ({ page }) => {
  await visit(page, "/contact");
  const select = page.getByLabel("State", { exact: false }).and(page.locator("select"));
  await expect(select).toHaveCSS("appearance", "none");
  await expect(select).not.toHaveCSS("background-image", "none");
});
