/**
 * The site reading from Sanity (a local server that speaks its query API),
 * and what visitors get when that server fails.
 */
import { expect, test } from "@playwright/test";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { startFakeSanity, type FakeSanity } from "../support/fake-sanity-server";
import { readFileSync } from "node:fs";
import { insights } from "../support/dataset";
import { startSite, type RunningSite } from "../support/server";

const documents = toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8")));
const newest = [...insights].sort((a, b) => b.Date.localeCompare(a.Date))[0]!;

test.describe.configure({ mode: "serial" });

let fake: FakeSanity;
let site: RunningSite | undefined;

test.beforeEach(async () => {
  fake = await startFakeSanity({ documents });
});
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
  await fake.close();
});

function sanitySite(extra: Record<string, string> = {}) {
  return startSite({
    SANITY_PROJECT_ID: "testproject",
    SANITY_API_HOST: fake.url,
    SANITY_TIMEOUT_MS: "1500",
    CONTENT_CACHE_TTL_SECONDS: "0",
    ...extra,
  });
}

test("pages are rendered from Sanity's answers, images from Sanity's CDN", async ({ request }) => {
  site = await sanitySite();
  const response = await request.get(`${site.url}/resources`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(newest.Title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  expect(html).toContain("https://cdn.sanity.io/images/testproject/production/");
  expect(response.headers()["content-security-policy"]).toContain("img-src 'self' data: https://cdn.sanity.io");
  expect(fake.requests.some((r) => r.path === "/v2023-01-01/data/query/production")).toBe(true);
});

test("when Sanity fails, pages are served from the last good content", async ({ request }) => {
  site = await sanitySite();
  for (const path of ["/", "/resources", `/insights/${newest.slug!.current}`, "/privacypolicy"]) {
    expect((await request.get(`${site.url}${path}`)).status(), path).toBe(200);
  }
  fake.failAll(503);
  const before = fake.requests.length;
  for (const path of ["/", "/resources", `/insights/${newest.slug!.current}`, "/privacypolicy"]) {
    const response = await request.get(`${site.url}${path}`);
    expect(response.status(), path).toBe(200);
  }
  const html = await (await request.get(`${site.url}/resources`)).text();
  expect(html).toContain(newest.slug!.current);
  // The stale answers were refreshed in the background, and those refreshes failed.
  await expect.poll(() => fake.requests.length).toBeGreaterThan(before);
  // Recovery: fresh answers again.
  fake.failAll(undefined);
  await expect.poll(async () => (await request.get(`${site!.url}/resources`)).status()).toBe(200);
});

test("a cold start with Sanity down answers an honest 503 with Retry-After", async ({ page, request }) => {
  fake.failAll(503);
  site = await sanitySite();
  const response = await request.get(`${site.url}/resources`);
  expect(response.status()).toBe(503);
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  expect(response.headers()["cache-control"]).toBe("no-store");
  await page.goto(`${site.url}/resources`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByText("Our content service is unavailable right now")).toBeVisible();
  // Its tab says so too (no settings to name the site by), and search engines are asked to pass it by.
  await expect(page).toHaveTitle("Something went wrong");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // Every page's words are content now: a product page says the same, rather than a page without its words.
  const product = await request.get(`${site.url}/solutions/dccm`);
  expect(product.status()).toBe(503);
  expect(product.headers()["cache-control"]).toBe("no-store");
  // Readiness says why.
  expect((await request.get(`${site.url}/readyz`)).status()).toBe(503);
  // And the site recovers by itself.
  fake.failAll(undefined);
  await expect.poll(async () => (await request.get(`${site!.url}/resources`)).status()).toBe(200);
});

test("a Sanity that never answers gives a 503 within the deadline, not a hung page", async ({ request }) => {
  fake.delay(60_000);
  site = await sanitySite({ SANITY_TIMEOUT_MS: "800" });
  const response = await request.get(`${site.url}/privacypolicy`, { timeout: 20_000 });
  expect(response.status()).toBe(503);
});
