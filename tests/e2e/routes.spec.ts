import { expect, test } from "@playwright/test";
import { collectImageRequests, imageUrlsInMarkup } from "../support/browser-checks";
import { insights, testimonials } from "../support/dataset";

const lisSolutions = [
  "sample-management-and-workflow-automation",
  "data-analytics-reporting-and-quality-control",
  "integration-and-system-compatibility",
  "transactional-billing",
  "onsite-training-and-premier-support",
];
const industries = [
  "treatment-courts",
  "pain-management-clinics",
  "reference-labs",
  "addiction-recovery-centers",
  "correctional-facilities",
  "community-supervision",
];

/** Every fixed route of the site, with a text its server HTML must contain. */
const routes: Array<[string, string]> = [
  ["/", "From Case to Care"],
  ["/about", "Our Story"],
  ["/contact", "How Can We Help?"],
  ["/privacypolicy", "Privacy Policy"],
  ["/resources", "Resources and Insights"],
  [`/insights/${insights[0]!.slug!.current}`, insights[0]!.Title],
  ["/solutions/dccm", "Premier Solution"],
  ["/solutions/paracelsus", "Who We Serve"],
  ["/solutions/paracelsus/lis-solutions", "LIS Solutions"],
  ...lisSolutions.map((slug): [string, string] => [`/solutions/paracelsus/lis-solutions/${slug}`, "Request a Demo"]),
  ["/solutions/paracelsus/who-we-serve", "Who We Serve"],
  ...industries.map((slug): [string, string] => [`/solutions/paracelsus/who-we-serve/${slug}`, "Request a Demo"]),
];

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

test.describe("every spec route", () => {
  for (const [path, text] of routes) {
    test(`${path} answers 200 with its content in the server HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toContain(escapeHtml(text));
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }

  for (const path of ["/no-such-page", "/solutions/unknown", "/solutions/paracelsus/lis-solutions/unknown", "/solutions/paracelsus/who-we-serve/unknown"]) {
    test(`${path} answers 404 with the site's header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

test("every raster content image asks for a width of at most 800 px; a drawing (SVG) is asked for as it is", async ({ page }) => {
  const requested = collectImageRequests(page);
  const inMarkup: string[] = [];
  const paths = ["/", "/about", "/resources", ...insights.map((insight) => `/insights/${insight.slug!.current}`)];
  // Each page's pictures may be made on this visit (a cold image cache): the budget grows with the pages read.
  test.setTimeout(paths.length * 10_000);
  for (const path of paths) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    inMarkup.push(...(await imageUrlsInMarkup(page)).filter((url) => url.includes("/images/")));
  }
  const all = [...requested, ...inMarkup];
  expect(requested.length).toBeGreaterThan(insights.length);
  for (const url of all) {
    const { pathname, search } = new URL(url, "http://x");
    if (pathname.endsWith(".svg")) {
      expect(search, url).toBe("");
      continue;
    }
    const width = Number(new URL(url, "http://x").searchParams.get("w"));
    expect(width, url).toBeGreaterThan(0);
    expect(width, url).toBeLessThanOrEqual(800);
  }
});

test("content images are served resized, in a modern format, with dimensions and alt text", async ({ page }) => {
  const responses: { type: string; url: string }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/images/")) responses.push({ type: response.headers()["content-type"] ?? "", url: response.url() });
  });
  await page.goto(`/insights/${insights[0]!.slug!.current}`);
  await expect(page.locator("img.insight-hero")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(responses.length).toBeGreaterThan(0);
  for (const response of responses) expect(response.type, response.url).toMatch(/image\/(avif|webp)/);
  const missing = await page.$$eval(
    "img",
    (images) => images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height") || img.getAttribute("alt") === null).length,
  );
  expect(missing).toBe(0);
});

test("the home page shows the oldest testimonial first, with the photo's alt text", async ({ page }) => {
  const oldest = [...testimonials].sort((a, b) => a._createdAt.localeCompare(b._createdAt))[0]!;
  await page.goto("/");
  const carousel = page.locator("[aria-roledescription=carousel]");
  await expect(carousel.getByText(oldest.name)).toBeVisible();
  await expect(carousel.getByRole("img", { name: `Photo of ${oldest.name}` })).toBeVisible();
});
