/**
 * Case studies: each on its own page with its client, challenge, measured
 * results (each with its source and date) and quote; on Customers, reached
 * from Home in two clicks; on the product and industry pages they name; in the
 * sitemap and their feed, with structured data search engines read as an article
 * about the product. Read from the embedded dataset.
 */
import { expect, type Page, test } from "@playwright/test";
import { caseStudies, caseStudyPaths, industries } from "../support/dataset";
import { sitemapPaths } from "../support/visible-text";
import { caseStudyPath, expectCaseStudiesFeed, expectCaseStudyPage, sourceLine } from "../support/case-study-page";

const namedBy = (id: string) => caseStudies.filter((study) => [...study.products, ...(study.industries ?? [])].some((ref) => ref._ref === id));

/** The client names of the case-study cards in a band or list, in order. */
const cardClients = (page: Page, scope = page.locator("main")) => scope.locator(".case-card .link-card-link").allTextContents();

test("a case study's page shows its client, challenge, every result with its source and date, and its quote", async ({ page }) => {
  expect(caseStudies.length).toBeGreaterThanOrEqual(2);
  for (const study of caseStudies) {
    const response = await page.goto(caseStudyPath(study));
    expect(response?.status(), caseStudyPath(study)).toBe(200);
    await expectCaseStudyPage(page, study);
    // Its breadcrumbs lead back to Customers.
    await expect(page.locator(".page-hero").getByRole("link", { name: "Customers", exact: true })).toHaveAttribute("href", "/customers");
  }
});

test("Customers lists every case study with its client, products and headline result with source and date", async ({ page }) => {
  await page.goto("/customers");
  expect(await cardClients(page)).toEqual(caseStudies.map((study) => study.client));
  for (const study of caseStudies) {
    const card = page.locator(".case-card").filter({ hasText: study.client });
    const headline = study.results[0]!;
    await expect(card).toContainText(study.agencyType);
    await expect(card).toContainText(`${headline.figure} ${headline.label}`);
    await expect(card.locator(".fact-source")).toContainText(sourceLine(headline));
    await expect(card.getByRole("link", { name: study.client })).toHaveAttribute("href", caseStudyPath(study));
  }
});

test("a public buyer reaches a case study from Home in two clicks", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Customers", exact: true }).click();
  await expect(page).toHaveURL(/\/customers$/);
  const study = caseStudies[0]!;
  await page.getByRole("link", { name: study.client }).click();
  await expect(page).toHaveURL(new RegExp(`${caseStudyPath(study)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
});

test("DCCM, Paracelsus and each industry list the case studies that name them, and a page no case study names lists none", async ({ page }) => {
  const pages: Array<[string, string]> = [
    ["/solutions/dccm", "dccmPage"],
    ["/solutions/paracelsus", "paracelsusPage"],
    ...industries.map((industry): [string, string] => [`/solutions/paracelsus/who-we-serve/${industry.slug.current}`, industry._id]),
  ];
  let listed = 0;
  for (const [path, id] of pages) {
    await page.goto(path);
    const band = page.getByRole("region", { name: "Customer results" });
    const expected = namedBy(id).map((study) => study.client);
    if (expected.length === 0) {
      await expect(band, path).toHaveCount(0);
      continue;
    }
    listed++;
    expect(await cardClients(page, band), path).toEqual(expected);
    await expect(band.locator(".fact-source").first()).toBeVisible();
  }
  // The sample names DCCM, Paracelsus and at least one industry.
  expect(listed).toBeGreaterThanOrEqual(3);
});

test("Customers and every case study are in the sitemap, each case study with an Article about its product", async ({ request }) => {
  const paths = await sitemapPaths(String(test.info().project.use.baseURL));
  expect(paths).toEqual(expect.arrayContaining(["/customers", ...caseStudyPaths]));
  for (const study of caseStudies) {
    const html = await (await request.get(caseStudyPath(study))).text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const article = jsonLd.find((item) => item["@type"] === "Article");
    expect(article, caseStudyPath(study)).toBeDefined();
    for (const property of ["headline", "author", "datePublished", "image", "mainEntityOfPage"]) expect(article[property], property).toBeTruthy();
    expect(article.headline).toBe(study.title);
    expect(article.mentions).toEqual([{ "@type": "Organization", name: study.client }]);
    expect(article.about.map((about: { url: string }) => new URL(about.url).pathname)).toEqual(
      study.products.map((product) => (product._ref === "dccmPage" ? "/solutions/dccm" : "/solutions/paracelsus")),
    );
    const crumbs = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Customers", study.title]);
  }
});

test("Customers and each case study name the case studies' feed, which lists every one, newest first", async ({ page }) => {
  for (const path of ["/customers", ...caseStudyPaths]) {
    await page.goto(path);
    await expectCaseStudiesFeed(page, caseStudies);
  }
});

test("an address no case study has answers not found", async ({ request }) => {
  expect((await request.get("/customers/no-such-case-study")).status()).toBe(404);
});
