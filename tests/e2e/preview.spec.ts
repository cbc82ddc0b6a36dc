/**
 * Draft preview in embedded mode: the dataset's drafts are shown only through
 * a signed, expiring link from `npm run preview-link`, with a banner, an exit,
 * private and noindex answers, and visual editing's attributes; never to
 * anyone else.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { collectErrors } from "../support/browser-checks";
import { drafts, insights, revisions } from "../support/dataset";
import { startSite, type RunningSite } from "../support/server";
import { visit } from "../support/visit";

const STUDIO = "http://studio.example.test";
const revision = revisions[0]!;
const published = insights.find((insight) => `drafts.${insight._id}` === revision._id)!;
const page_ = `/insights/${published.slug!.current}`;
const neverPublished = drafts[0]!;

test.describe.configure({ mode: "serial" });

let site: RunningSite;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "act-preview-"));
  // No PREVIEW_LINK_SECRET: the site generates one under DATA_DIR, and the command reads it there.
  site = await startSite({ DATA_DIR: dataDir, SANITY_STUDIO_URL: STUDIO });
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What an editor runs: `npm run preview-link -- <path>`, with the site's settings. */
function previewLink(pagePath: string, ...extra: string[]): string {
  const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/preview-link.ts", pagePath, ...extra], {
    env: { ...process.env, DATA_DIR: dataDir, SITE_URL: site.url, SANITY_PROJECT_ID: "", PREVIEW_LINK_SECRET: "" },
    encoding: "utf8",
  });
  return output.trim();
}

const banner = (page: Page) => page.getByRole("region", { name: "Draft preview" });

test("a draft is shown only in preview; the banner says so and Exit preview returns to the published page", async ({ page, context }) => {
  // Nine page loads, most in preview with its overlays' scripts: a budget for each, not the default for one.
  test.setTimeout(9 * 10_000);
  await page.goto(`${site.url}${page_}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(published.Title);
  await expect(banner(page)).toHaveCount(0);
  expect((await page.request.get(`${site.url}/insights/${neverPublished.slug!.current}`)).status()).toBe(404);

  const link = previewLink(page_);
  expect(link).toMatch(new RegExp(`^${site.url}/api/preview/enable\\?path=`));
  const response = await page.goto(link);
  expect(new URL(page.url()).pathname).toBe(page_);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(revision.Title);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText("unpublished drafts");

  const headers = response!.headers();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["x-robots-tag"]).toBe("noindex");
  expect(headers["x-frame-options"]).toBeUndefined();
  expect(headers["content-security-policy"]).toContain(`frame-ancestors 'self' ${STUDIO}`);

  const [cookie] = (await context.cookies()).filter((c) => c.name === "__act_preview");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax"); // http: SameSite=None would need Secure
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now());

  // In preview, a draft never published has its page too; client-side navigation keeps the preview.
  await page.goto(`${site.url}/insights/${neverPublished.slug!.current}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(neverPublished.Title);
  await visit(page, `${site.url}/resources`);
  await expect(page.getByText(revision.Title)).toBeVisible();
  await page.getByRole("link", { name: revision.Title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(revision.Title);
  await expect(banner(page)).toBeVisible();

  // The banner came with /resources; after the client-side navigation, Exit returns to the page now shown.
  await banner(page).getByRole("link", { name: "Exit preview" }).click();
  await page.waitForURL(`${site.url}${page_}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(published.Title);
  await expect(banner(page)).toHaveCount(0);
  await page.goto(link);

  // Exit preview by keyboard: the banner's link is the first stop after the skip link.
  await page.goto(`${site.url}${page_}`);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Tab");
  const exit = banner(page).getByRole("link", { name: "Exit preview" });
  await expect(exit).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${site.url}${page_}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(published.Title);
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).filter((c) => c.name === "__act_preview")).toEqual([]);
  const after = await page.request.get(`${site.url}${page_}`);
  expect(after.headers()["cache-control"]).toMatch(/^public/);
  expect(after.headers()["x-robots-tag"]).toBeUndefined();
  expect(after.headers()["x-frame-options"]).toBe("DENY");
  expect(after.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a missing, wrong or expired link gets a 401 page, sets no cookie and shows nothing unpublished", async ({ request, page }) => {
  const good = new URL(previewLink(page_));
  const tampered = new URL(good);
  tampered.searchParams.set("path", `/insights/${neverPublished.slug!.current}`);
  const badSignature = new URL(good);
  badSignature.searchParams.set("signature", "A".repeat(43));
  const expired = new URL(previewLink(page_, "--minutes", "0.001"));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const studioSecretInEmbeddedMode = `${site.url}/api/preview/enable?sanity-preview-secret=guess&sanity-preview-pathname=${page_}`;

  for (const [name, url] of [
    ["missing", `${site.url}/api/preview/enable`],
    ["tampered path", tampered.href],
    ["wrong signature", badSignature.href],
    ["expired", expired.href],
    ["a Studio secret without Sanity", studioSecretInEmbeddedMode],
  ] as const) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), name).toBe(401);
    expect(response.headers()["set-cookie"], name).toBeUndefined();
    expect(response.headers()["cache-control"], name).toBe("private, no-store");
    const html = await response.text();
    expect(html, name).not.toContain(revision.Title);
    expect(html, name).not.toContain(neverPublished.Title);
  }
  expect(await (await request.get(expired.href, { maxRedirects: 0 })).text()).toContain("It has expired.");

  // The 401 is a readable page.
  await page.goto(badSignature.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This preview link is not valid");
  await expectNoAxeViolations(page, "the refused preview page");

  // A forged or expired cookie is no preview either.
  for (const forged of [`${Date.now() + 3_600_000}.${"A".repeat(43)}`, "1.abc", "garbage"]) {
    const response = await request.get(`${site.url}${page_}`, { headers: { cookie: `__act_preview=${forged}` } });
    expect(await response.text()).not.toContain(revision.Title);
    expect(response.headers()["cache-control"]).toMatch(/^public/);
  }
});

test("visual editing: data-sanity attributes and the overlays' module in preview, and nowhere else", async ({ page }) => {
  const modules: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") modules.push(new URL(req.url()).pathname);
  });
  const errors = collectErrors(page);

  await visit(page, `${site.url}${page_}`);
  await visit(page, `${site.url}/resources`);
  await expect(page.locator("[data-sanity]")).toHaveCount(0);
  expect(modules.filter((m) => m.startsWith("/assets/preview/"))).toEqual([]);

  await page.goto(previewLink(page_));
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveAttribute("data-sanity", /id=insight-chain-of-custody;type=insight;path=Title/);
  await expect(title).toHaveAttribute("data-sanity", new RegExp(`base=${encodeURIComponent(STUDIO).replace(/\./g, "\\.")}`));
  await expect(page.locator(".prose-content")).toHaveAttribute("data-sanity", /path=portableText/);
  await expect.poll(() => modules.some((m) => m.startsWith("/assets/preview/"))).toBe(true);
  await visit(page, `${site.url}/resources`);
  await expect(page.locator(`h2[data-sanity*="path=Title"]`)).toHaveCount(insights.length + drafts.length);
  expect(errors).toEqual([]);

  await page.goto(`${site.url}/api/preview/disable?to=/resources`);
  await expect(page.locator("[data-sanity]")).toHaveCount(0);
});

test("visual editing on a built page: a picture beside text and the latest insights open their section, each card its article's title, drafts included", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(previewLink("/trust-and-security"));
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await expect(page.getByRole("region", { name: "Records kept for inspection" })).toHaveAttribute(
    "data-sanity",
    /id=page-trust-and-security;type=page;path=sections[^;]*9b2e4f70c1a8/,
  );
  await visit(page, `${site.url}/request-a-demo`);
  const latest = page.getByRole("region", { name: "Read about DCCM" });
  await expect(latest).toHaveAttribute("data-sanity", /id=page-request-a-demo;type=page;path=sections[^;]*a3f61c8e0d27/);
  const titles = latest.locator('h3[data-sanity*="type=insight;path=Title"]');
  await expect(titles).toHaveCount(3);
  // The draft tagged dccm, newer than every published one, is first: the list as it will be once it is published.
  await expect(titles.first()).toHaveText(drafts.find((draft) => draft.slug?.current === "unpublished-draft-insight")!.Title);
  expect(errors).toEqual([]);
});

test("a built page in preview: each section, drawn on the server or in the browser, opens its field in the Studio", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(previewLink("/request-a-demo"));
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await expect(banner(page)).toBeVisible();
  const sections = page.getByRole("main").locator('[data-sanity*="type=page;path=sections"]');
  // Request a Demo: the headline band, the steps and the latest insights as HTML from the server, the form in React.
  await expect(sections).toHaveCount(4);
  await expect(page.locator(".page-hero")).toHaveAttribute("data-sanity", /id=page-request-a-demo;type=page;path=sections/);
  await expect(page.locator(".built-page-form")).toHaveAttribute("data-sanity", /id=page-request-a-demo;type=page;path=sections/);
  // The form came with the page's code and acts: an empty submit is answered on the page, not sent (the page's
  // action would answer the same words to a form posted without JavaScript, so no POST may leave).
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("link", { name: "First name is required." })).toBeVisible();
  expect(posts).toEqual([]);
  expect(errors).toEqual([]);
});

test("axe finds no violation on preview pages", async ({ page }) => {
  await page.goto(previewLink(page_));
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page, "an insight in preview");
  await visit(page, `${site.url}/resources`);
  await expectNoAxeViolations(page, "the resources page in preview");
});
