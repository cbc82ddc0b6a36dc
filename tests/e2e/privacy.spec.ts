import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { privacyPolicy } from "../support/dataset";
import { startSite, type RunningSite } from "../support/server";

test.describe("/privacypolicy", () => {
  test("shows the policy's title and rich-text body", async ({ page }) => {
    const response = await page.goto("/privacypolicy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPolicy!.title);
    const headings = privacyPolicy!.body.filter((block) => block.style === "h2");
    expect(headings.length).toBeGreaterThan(0);
    await expect(page.locator(".prose-content h2")).toHaveCount(headings.length);
  });
});

test.describe("a dataset with no privacy policy, testimonials or articles", () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "act-empty-content-"));
    // The site's settings and pages as they are, without the three.
    const kept = readFileSync("content/data.ndjson", "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "" && !["privacyPolicy", "testimonial", "insight"].includes((JSON.parse(line) as { _type: string })._type));
    writeFileSync(path.join(dir, "data.ndjson"), `${kept.join("\n")}\n`);
    cpSync("content/images", path.join(dir, "images"), { recursive: true });
    cpSync("content/files", path.join(dir, "files"), { recursive: true });
    site = await startSite({ CONTENT_DIR: dir, DATA_DIR: path.join(dir, "data") });
  });
  test.afterAll(() => site.stop());

  test("answers 404 with 'Privacy policy not found.'", async ({ page }) => {
    const response = await page.goto(`${site.url}/privacypolicy`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy not found.");
  });

  test("renders no testimonial carousel when there are no testimonials", async ({ page }) => {
    await page.goto(site.url);
    await expect(page.getByRole("heading", { name: "Who We Are" })).toBeVisible();
    await expect(page.locator("[aria-roledescription=carousel]")).toHaveCount(0);
  });

  test("says so when no article has been published", async ({ page }) => {
    await page.goto(`${site.url}/resources`);
    await expect(page.getByText("No articles have been published yet.")).toBeVisible();
  });
});
