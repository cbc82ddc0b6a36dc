import { expect, test } from "@playwright/test";
import { followToNewPage, visit } from "../support/visit";
import { collectErrors } from "../support/browser-checks";
import { drafts, insights, resourcesPage, revisions } from "../support/dataset";

const article = [...insights].sort((a, b) => b.Date.localeCompare(a.Date))[0]!;
const path = `/insights/${article.slug!.current}`;
const [year, month, day] = article.Date.split("-").map(Number) as [number, number, number];
const asDate = new Date(Date.UTC(year, month - 1, day));
const format = (locale: string) => new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(asDate);

test.describe("/insights/:slug", () => {
  test("shows title, author, image and the rich-text body", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.Title);
    if (article.Author) await expect(page.getByText(`By ${article.Author}`)).toBeVisible();
    const hero = page.locator("img.insight-hero");
    await expect(hero).toBeVisible();
    expect(await hero.getAttribute("alt")).not.toBeNull();
    for (const tag of article.tags ?? []) await expect(page.locator(".tag", { hasText: tag.label }).first()).toBeVisible();
  });

  test("ends with a next step: the closing band the Resources page sets, with the Request a Demo button", async ({ page }) => {
    const cta = resourcesPage?.articleCta;
    expect(cta?.title).toBeTruthy();
    await visit(page, path);
    const band = page.getByRole("region", { name: cta!.title });
    await expect(band).toBeVisible();
    await expect(band).toContainText(cta!.text);
    await band.getByRole("link", { name: /Request a Demo/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("renders every kind of block the articles use", async ({ page }) => {
    // Across the sample articles: headings, both list kinds, quotes, links and inline images.
    const seen = { h2: 0, ul: 0, ol: 0, blockquote: 0, a: 0, figure: 0, strong: 0, em: 0 };
    for (const insight of insights) {
      await page.goto(`/insights/${insight.slug!.current}`);
      const body = page.locator(".prose-content");
      for (const tag of Object.keys(seen) as (keyof typeof seen)[]) seen[tag] += await body.locator(tag).count();
    }
    for (const [tag, count] of Object.entries(seen)) expect(count, `<${tag}> in some article`).toBeGreaterThan(0);
  });

  test("formats the date in the viewer's locale, without a hydration mismatch", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.request.get(path);
    // The server renders one stable form...
    expect(await response.text()).toContain(format("en-US"));
    await page.goto(path);
    // ...which the browser re-formats in its own locale.
    await expect(page.locator("time").first()).toHaveText(format("de-DE"));
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await context.close();
  });

  for (const width of [375, 768, 1280]) {
    test(`keeps the article image at most 400 px high at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const box = await page.locator("img.insight-hero").boundingBox();
      expect(box).not.toBeNull();
      expect(box!.height).toBeLessThanOrEqual(400);
      expect(box!.height).toBeGreaterThan(100);
      expect(box!.width).toBeLessThanOrEqual(width);
    });
  }

  test("answers 404 with 'Insight not found.' for an unknown slug", async ({ page }) => {
    const response = await page.goto("/insights/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insight not found.");
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("never shows a draft", async ({ page }) => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const response = await page.goto(`/insights/${draft.slug!.current}`);
      expect(response?.status()).toBe(404);
    }
    // An unpublished edit of a published insight: the public page keeps the published title.
    expect(revisions.length).toBeGreaterThan(0);
    for (const revision of revisions) {
      const published = insights.find((insight) => `drafts.${insight._id}` === revision._id)!;
      await page.goto(`/insights/${revision.slug!.current}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(published.Title);
      await expect(page.getByText(revision.Title)).toHaveCount(0);
    }
  });

  test("an article opens from Resources as a page of its own, asking for no page data", async ({ page }) => {
    await visit(page, "/resources");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    await followToNewPage(page, () => page.getByRole("link", { name: article.Title }).click());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.Title);
    expect(dataRequests).toEqual([]);
  });
});
