import { expect, test } from "@playwright/test";

/**
 * The stylesheet is inlined into every document, so first paint needs no
 * second request; the original link stays, disabled and never fetched, for hydration.
 */
test("pages are styled without fetching the stylesheet, and hydrate without errors", async ({ page }) => {
  const problems: string[] = [];
  const stylesheetRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/[^/]+\.css$/.test(new URL(request.url()).pathname)) stylesheetRequests.push(request.url());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // Starve the stylesheet request: if the page depended on it, it would render unstyled.
  await page.route("**/assets/*.css", (route) => route.abort());

  await page.goto("/resources");
  await expect(page.locator("body")).toHaveCSS("display", "flex");
  await expect(page.locator(".skip-link")).toHaveCSS("position", "absolute");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute("disabled", "");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();

  // Client-side navigation after hydration keeps the styles.
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".skip-link")).toHaveCSS("position", "absolute");
  expect(problems).toEqual([]);
  expect(stylesheetRequests, "the stylesheet is downloaded as well as inlined").toEqual([]);
});

test("every document inlines the stylesheet once and links it only disabled", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  expect(html.match(/<style\b[^>]*data-href="\/assets\/[^"]+\.css"/g)).toHaveLength(1);
  expect(html).not.toMatch(/<link\b[^>]*rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
});
