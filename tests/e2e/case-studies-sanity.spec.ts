/**
 * A case study served from Sanity (the tests' stand-in for its API, seeded
 * with the embedded content): its page, its card on Customers and on its
 * product's page read as they do from the embedded dataset.
 */
import { readFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { caseStudies } from "../support/dataset";
import { startFakeSanity, type FakeSanity } from "../support/fake-sanity-server";
import { startSite, type RunningSite } from "../support/server";

let fake: FakeSanity | undefined;
let site: RunningSite | undefined;
test.afterEach(async () => {
  await site?.stop();
  await fake?.close();
});

test("Sanity: a case study's page, its card on Customers and on its product's page show its results with source and date", async ({ page }) => {
  fake = await startFakeSanity({ documents: toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8"))) });
  site = await startSite({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-case-studies-sanity-")),
    SANITY_PROJECT_ID: "testproject",
    SANITY_API_HOST: fake.url,
    SANITY_USE_CDN: "false",
  });
  const study = caseStudies.find((candidate) => candidate.products.some((product) => product._ref === "paracelsusPage"))!;
  const address = `${site.url}/customers/${study.slug.current}`;
  expect((await page.goto(address))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
  const results = page.getByRole("region", { name: "Measured results" }).getByRole("listitem");
  await expect(results).toHaveCount(study.results.length);
  for (const [index, fact] of study.results.entries()) {
    await expect(results.nth(index)).toContainText(fact.figure);
    await expect(results.nth(index).locator(".fact-source")).toContainText(fact.source);
    await expect(results.nth(index).locator(`time[datetime="${fact.date}"]`)).toBeVisible();
  }
  // The page asked Sanity, not the embedded dataset.
  expect(fake.requests.some((request) => request.search.get("query")?.includes("caseStudy"))).toBe(true);

  await page.goto(`${site.url}/customers`);
  await expect(page.locator(".case-card").filter({ hasText: study.client }).locator(".fact-source")).toContainText(study.results[0]!.source);
  await page.goto(`${site.url}/solutions/paracelsus`);
  await expect(page.getByRole("region", { name: "Customer results" }).getByRole("link", { name: study.client })).toBeVisible();
});
