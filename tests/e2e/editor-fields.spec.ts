/**
 * What an editor fills in the Studio shows on the site, as the field says
 * ("the Studio an editor can find their way in"): the headline
 * band's icon on Home, the caption of an article's main image, and a long
 * organisation name beside the logo, never clipped.
 *
 * One site, started on a copy of the embedded dataset changed as an editor
 * would: Home's headline band without its picture and with an icon, a caption
 * on an article's main image, and a long organisation name.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { startSite, type RunningSite } from "../support/server";
import { expectNoAxeViolations } from "../support/axe";
import { visit } from "../support/visit";

const LONG_NAME = "Advanced Case Technologies";
const CAPTION = "Each specimen is tracked from collection to result.";
const ARTICLE = "insight-chain-of-custody";

type Doc = { _id: string; _type: string } & Record<string, unknown>;

function edited(documents: Doc[]): Doc[] {
  return documents.map((doc) => {
    if (doc._id === "siteSettings") return { ...doc, name: LONG_NAME };
    if (doc._id === "homePage") {
      const { image: _image, ...hero } = doc.hero as Record<string, unknown>;
      return { ...doc, hero: { ...hero, emblem: "chain" } };
    }
    if (doc._id === ARTICLE) return { ...doc, Image: { ...(doc.Image as object), caption: CAPTION } };
    return doc;
  });
}

let root: string;
let site: RunningSite;

test.beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "act-editor-fields-"));
  const contentDir = path.join(root, "content");
  cpSync("content", contentDir, { recursive: true });
  const documents = readFileSync("content/data.ndjson", "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Doc);
  writeFileSync(
    path.join(contentDir, "data.ndjson"),
    edited(documents)
      .map((doc) => JSON.stringify(doc))
      .join("\n"),
  );
  site = await startSite({ CONTENT_DIR: contentDir, DATA_DIR: path.join(root, "data") });
});

test.afterAll(async () => {
  await site?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("Home's headline band without a picture shows its icon on a wide screen, as the Studio says", async ({ page }) => {
  await visit(page, `${site.url}/`);
  const emblem = page.locator(".page-hero .hero-emblem");
  await expect(emblem).toBeVisible();
  await expect(emblem.locator("svg path")).toHaveCount(1);
});

test("an article's main image shows its caption under it", async ({ page }) => {
  await visit(page, `${site.url}/insights/chain-of-custody-collection-to-courtroom`);
  const figure = page.locator("figure").filter({ has: page.locator("img.insight-hero") });
  await expect(figure.locator("figcaption")).toHaveText(CAPTION);
  const [image, caption] = await Promise.all([figure.locator("img").boundingBox(), figure.locator("figcaption").boundingBox()]);
  expect(caption!.y).toBeGreaterThanOrEqual(image!.y + image!.height);
  await expectNoAxeViolations(page, "an article with a caption");
});

/**
 * The box of the text that reads `name`, and whether it lies wholly inside the logo's link (or, in the footer,
 * the logo), inside the viewport, and clear of the controls beside it.
 */
async function expectWholeName(page: Page, logo: Locator, beside: Locator | undefined, where: string) {
  const text = logo.getByText(LONG_NAME, { exact: true });
  await expect(text, where).toBeVisible();
  const box = (await text.boundingBox())!;
  const logoBox = (await logo.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${where}: starts inside the logo`).toBeGreaterThanOrEqual(logoBox.x - 0.5);
  expect(box.x + box.width, `${where}: ends inside the logo (not clipped)`).toBeLessThanOrEqual(logoBox.x + logoBox.width + 0.5);
  expect(box.y + box.height, `${where}: within the logo's height`).toBeLessThanOrEqual(logoBox.y + logoBox.height + 0.5);
  expect(logoBox.x + logoBox.width, `${where}: inside the viewport`).toBeLessThanOrEqual(width);
  // Nothing inside the name's element hides part of it.
  const clipped = await text.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
  expect(clipped, `${where}: its element shows all of it`).toBe(false);
  if (beside) {
    const besideBox = (await beside.boundingBox())!;
    expect(logoBox.x + logoBox.width, `${where}: clear of the control beside it`).toBeLessThanOrEqual(besideBox.x);
  }
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a long organisation name beside the logo is shown whole, in the header and the footer`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, `${site.url}/about`);
    const header = page.locator("header.site-header");
    const logo = header.locator(".site-logo");
    await expect(logo).toHaveAccessibleName(`${LONG_NAME} home`);
    const beside =
      viewport.width < 1024
        ? header.getByRole("button", { name: "Menu", exact: true })
        : header.getByRole("navigation", { name: "Main" }).getByRole("listitem").first();
    await expectWholeName(page, logo, beside, `the header at ${viewport.width} px`);
    // Up to the Studio's warning length (studio/schemaTypes/lengths.ts wordMark) it wraps within the header's bar.
    expect((await header.locator(".site-header-main").boundingBox())!.height, "the header's bar keeps its height").toBeLessThanOrEqual(64.5);
    const footerLogo = page.locator("footer .logo");
    await footerLogo.scrollIntoViewIfNeeded();
    await expectWholeName(page, footerLogo, undefined, `the footer at ${viewport.width} px`);
    await expectNoAxeViolations(page, `a long organisation name at ${viewport.width} px`);
  });
}
