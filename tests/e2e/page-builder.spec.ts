/**
 * Pages editors make in the Studio from the site's blocks, as the
 * embedded sample has them: Trust & Security and Request a Demo. They answer
 * at their addresses with their sections, are in the sitemap and the footer,
 * forward from a former address, and an unknown address under one is not found.
 * (axe and the HTML validator reach them through the sitemap: a11y.spec.ts,
 * html-validate.spec.ts.)
 */
import { expect, test, type Page } from "@playwright/test";
import { sitemapPaths } from "../../scripts/lib/sitemap-paths";
import { expectNoAxeViolations } from "../support/axe";
import { collectErrors } from "../support/browser-checks";
import { followToNewPage, visit } from "../support/visit";

/** The script files a page loads, by name without the build's hash (e.g. "enquiry-form"). */
function collectScripts(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") names.push(new URL(request.url()).pathname.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, ""));
  });
  return names;
}

// The scripts of the blocks that act in the browser: a built page loads those of its own sections only.
const INTERACTIVE_SCRIPTS = ["enquiry-form", "questions", "accordion", "stat-counter", "testimonial-carousel"];

test("Trust & Security answers at its address with its sections, a canonical link and WebPage data, shared and hash-checked like a fixed page", async ({
  page,
}) => {
  const response = await page.goto("/trust-and-security");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toMatch(/^public/);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security and compliance, built in");
  for (const heading of ["HIPAA and CLIA compliance", "How your data is protected", "Training and support", "See the safeguards for yourself"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const fact of [
    "Encryption",
    "System access",
    "Audit controls",
    "Physical server location",
    "HIPAA compliance",
    "CLIA compliance",
    "Secure web access",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name: fact, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main").getByText("helpdesk open Monday to Friday, 8 AM to 7 PM ET")).toBeVisible();
  // Rich text's internal link, made from the page it references.
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/trust-and-security$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("WebPage");
});

test("Trust & Security's picture beside text: the picture, with its text alternative, right of the text on a wide screen and above it on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/trust-and-security");
  const section = page.getByRole("region", { name: "Records kept for inspection" });
  const picture = section.getByRole("img", { name: "A rack of barcoded specimen tubes beside a screen with a quality control graph" });
  const text = section.getByText("Paracelsus documents who collected, handled and tested each specimen");
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect(section.getByText("Quality control graphs and audit trails are kept with the run, supporting CLIA compliance.")).toBeVisible();
  const [pictureBox, textBox] = [await picture.boundingBox(), await text.boundingBox()];
  // The side the editor chose: right of the text, level with it.
  expect(pictureBox!.x).toBeGreaterThanOrEqual(textBox!.x + textBox!.width);
  expect(pictureBox!.y).toBeLessThan(textBox!.y + textBox!.height);
  expect(pictureBox!.y + pictureBox!.height).toBeGreaterThan(textBox!.y);

  await page.setViewportSize({ width: 390, height: 900 });
  const [narrowPicture, narrowText] = [await picture.boundingBox(), await text.boundingBox()];
  expect(narrowPicture!.y + narrowPicture!.height).toBeLessThanOrEqual(narrowText!.y);
});

test("Trust & Security's compliance table: a buyer finds each standard with its status, evidence and date, and at every width the table fits the page or scrolls inside its own box, by keyboard too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/trust-and-security");
  const table = page.getByRole("table", { name: "Standards at a glance" });
  await expect(table.getByRole("columnheader")).toHaveText(["Standard", "Status", "Scope", "Evidence", "Date"]);
  const standards = ["SOC 2 Type II", "CJIS Security Policy", "HIPAA", "42 CFR Part 2", "CLIA", "CAP", "ISO/IEC 17025", "21 CFR Part 11"];
  await expect(table.getByRole("rowheader")).toHaveText(standards);
  // Each row's status as its word; its evidence a link to a page of the site, or on request; its month.
  const row = (standard: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: standard, exact: true }) });
  await expect(row("HIPAA").getByRole("cell")).toHaveText(["Aligned", /^DCCM\s*Paracelsus LIS$/, "Privacy policy", "September 2026"]);
  await expect(row("HIPAA").getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacypolicy");
  await expect(row("ISO/IEC 17025").getByRole("cell")).toHaveText(["In progress", "Paracelsus LIS", "On request", "October 2026"]);
  await expect(row("ISO/IEC 17025").locator("time")).toHaveAttribute("datetime", "2026-10-05");
  const scrollBox = page.getByRole("group", { name: "Standards at a glance" });
  const fits = () =>
    scrollBox.evaluate((box) => ({
      page: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      table: box.scrollWidth <= box.clientWidth,
      boxInView: box.getBoundingClientRect().right <= document.documentElement.clientWidth,
    }));
  expect(await fits()).toEqual({ page: true, table: true, boxInView: true });
  await page.setViewportSize({ width: 768, height: 900 });
  expect(await fits()).toMatchObject({ page: true, boxInView: true });
  // A phone: the page does not scroll sideways; the table does, inside its box, which the keyboard reaches and scrolls.
  await page.setViewportSize({ width: 320, height: 900 });
  expect(await fits()).toEqual({ page: true, table: false, boxInView: true });
  await scrollBox.focus();
  await expect(scrollBox).toBeFocused();
  for (let press = 0; press < 30; press++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => scrollBox.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expect(row("CAP").getByRole("cell").last()).toBeInViewport();
});

test("Request a Demo lists the three newest published DCCM insights, newest first, as the Resources page's cards", async ({ page }) => {
  await page.goto("/request-a-demo");
  const section = page.getByRole("region", { name: "Read about DCCM" });
  const titles = section.getByRole("heading", { level: 3 });
  // Tagged dccm, newest first; the draft tagged dccm (newer still) and the Paracelsus articles are not listed.
  await expect(titles).toHaveText([
    "One System, Many Dockets: Configuring DCCM for Specialty Courts",
    "From Analyzer to Case File: How Toxicology Results Reach the Court Team Without Re-Keying",
    "Continuing Care After Graduation: Planning 6-, 12- and 24-Month Follow-Ups",
  ]);
  const dates = await section.locator("time").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime")));
  expect(dates).toEqual(["2026-01-13", "2025-06-10", "2025-02-25"]);
  await expect(section.locator(".insight-card")).toHaveCount(3);
  await section.getByRole("link", { name: "From Analyzer to Case File: How Toxicology Results Reach the Court Team Without Re-Keying" }).click();
  await expect(page).toHaveURL(/\/insights\/from-analyzer-to-case-file-without-re-keying$/);
});

test("Request a Demo has the Contact page's enquiry form with DCCM ticked, drawn for one visitor", async ({ page }) => {
  const response = await page.goto("/request-a-demo");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("See it working in a demo");
  await expect(page.getByRole("heading", { name: "What to expect" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "DCCM" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Paracelsus" })).not.toBeChecked();
  await expect(page.getByRole("group", { name: "About your court" })).toBeVisible();
});

test("both pages are in the sitemap and in the footer", async ({ page, baseURL }) => {
  const paths = await sitemapPaths(baseURL!);
  expect(paths).toEqual(expect.arrayContaining(["/trust-and-security", "/request-a-demo"]));
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Trust & Security" })).toHaveAttribute("href", "/trust-and-security");
  await expect(footer.getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/request-a-demo");
  await footer.getByRole("link", { name: "Trust & Security" }).click();
  await expect(page).toHaveURL(/\/trust-and-security$/);
});

test("a former address forwards with 301; an address under a page that no page has, or no page's at all, is not found", async ({ request }) => {
  const moved = await request.get("/security", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/trust-and-security");
  expect((await request.get("/trust-and-security/no-such-page")).status()).toBe(404);
  expect((await request.get("/no-such-page")).status()).toBe(404);
});

test("an address in another letter case forwards with 301 to the page's, as a fixed page's does", async ({ request }) => {
  for (const [asked, address] of [
    ["/Trust-And-Security", "/trust-and-security"],
    ["/REQUEST-A-DEMO?utm_source=mail", "/request-a-demo?utm_source=mail"],
    ["/Security", "/trust-and-security"],
  ]) {
    const moved = await request.get(asked!, { maxRedirects: 0 });
    expect(moved.status(), asked).toBe(301);
    expect(moved.headers().location, asked).toBe(address);
  }
  expect((await request.get("/No-Such-Page", { maxRedirects: 0 })).status()).toBe(404);
});

for (const width of [390, 1280]) {
  test(`the built pages are free of WCAG 2.2 A/AA violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/trust-and-security", "/request-a-demo"]) {
      await page.goto(path);
      await expectNoAxeViolations(page, `${path} at ${width} px`);
    }
  });
}

test("a built page loads script files only for the enquiry form, and a page with it hydrates without an error", async ({ page }) => {
  const errors = collectErrors(page);
  const scripts = collectScripts(page);
  await page.goto("/trust-and-security");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html[data-ready]")).toBeAttached();
  // Trust & Security has no form: no script file at all, its controls' scripts are in the page (decision 031).
  expect(scripts).toEqual([]);

  scripts.length = 0;
  await page.goto("/request-a-demo");
  // The form's script is named in the page, fetched with the route's own rather than once hydration reaches the form.
  await expect(page.locator('link[rel="modulepreload"][href*="/enquiry-form-"]')).not.toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(new Set(scripts.filter((name) => INTERACTIVE_SCRIPTS.includes(name)))).toEqual(new Set(["enquiry-form"]));
  // The form runs in the browser: an empty submit is answered on the page, not sent.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("link", { name: "First name is required." })).toBeVisible();
  await expect(page).toHaveURL(/\/request-a-demo$/);
  expect(errors).toEqual([]);
});

test("a built page's links load the next page whole, as every link of the site does", async ({ page }) => {
  const errors = collectErrors(page);
  await visit(page, "/trust-and-security");
  // The rich text's link and the closing band's button (decision 031).
  await followToNewPage(page, () => page.getByRole("main").getByRole("link", { name: "Contact us" }).click());
  await expect(page).toHaveURL(/\/contact$/);
  await visit(page, "/trust-and-security");
  await followToNewPage(page, () => page.getByRole("main").locator("a.demo-link").click());
  await expect(page).toHaveURL(/\/contact$/);
  expect(errors).toEqual([]);
});

test("the not-found answer at a one-segment address loads none of the blocks' interactive scripts", async ({ page }) => {
  const errors = collectErrors(page);
  const scripts = collectScripts(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((name) => INTERACTIVE_SCRIPTS.includes(name))).toEqual([]);
  expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a built page's form is in the page as sent: Request a Demo's form shows and can be filled in", async ({ page }) => {
    const response = await page.goto("/request-a-demo");
    // Whole in the HTML where it stands, not sent after the page for a script to move into place.
    expect(await response!.text()).not.toContain("<template");
    await expect(page.getByRole("checkbox", { name: "DCCM" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "DCCM" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
  });
});
