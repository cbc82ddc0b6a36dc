/**
 * A case study served from Sanity (the tests' stand-in for its API and asset CDN, seeded with the embedded
 * content, tests/support/content-sources.ts): its page, its card on Customers and on its product's page, and the
 * case studies' feed read as they do from the embedded dataset.
 */
import { expectCaseStudiesFeed, expectCaseStudyPage, caseStudyPath } from "../support/case-study-page";
import { expect, test } from "../support/content-sources";
import { caseStudies } from "../support/dataset";

test.use({ contentSource: "sanity" });
// The worker's first test on Sanity starts the site it reads.
test.describe.configure({ timeout: 60_000 });

test("Sanity: a case study's page, the case studies' feed, its card on Customers and on its product's page show its results with source and date", async ({
  page,
  sourceSite,
}) => {
  const study = caseStudies.find((candidate) => candidate.products.some((product) => product._ref === "paracelsusPage"))!;
  expect((await page.goto(caseStudyPath(study)))?.status()).toBe(200);
  await expectCaseStudyPage(page, study);
  // The page asked Sanity, not the embedded dataset.
  expect(sourceSite.sanity?.requests.some((request) => request.search.get("query")?.includes("caseStudy"))).toBe(true);

  await expectCaseStudiesFeed(page, caseStudies);

  await page.goto("/customers");
  await expect(page.locator(".case-card").filter({ hasText: study.client }).locator(".fact-source")).toContainText(study.results[0]!.source);
  await page.goto("/solutions/paracelsus");
  await expect(page.getByRole("region", { name: "Customer results" }).getByRole("link", { name: study.client })).toBeVisible();
});
