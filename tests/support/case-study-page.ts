/**
 * A case study's page as a buyer reads it: its headline, client, kind of agency and challenge, every measured
 * result with its figure, label, source and date written out (not kept for a tooltip), and its quote with who
 * said it. One check for every spec that opens one, on either content source.
 */
import { expect, type Page } from "@playwright/test";
import type { ExportedCaseStudy } from "./dataset";

/** The date as the page writes it (the server's one form). */
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** A result's source line as the page writes it: "<source>, <long date>". */
export const sourceLine = (fact: { source: string; date: string }) => `${fact.source}, ${longDate(fact.date)}`;

export const caseStudyPath = (study: ExportedCaseStudy) => `/customers/${study.slug.current}`;

/** The page open in `page` reads as `study` says. */
export async function expectCaseStudyPage(page: Page, study: ExportedCaseStudy): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
  const main = page.locator("main");
  await expect(main).toContainText(study.client);
  await expect(main).toContainText(study.agencyType);
  await expect(main).toContainText(study.challenge);
  const results = page.getByRole("region", { name: "Measured results" }).getByRole("listitem");
  await expect(results).toHaveCount(study.results.length);
  for (const [index, fact] of study.results.entries()) {
    const item = results.nth(index);
    await expect(item).toContainText(fact.figure);
    await expect(item).toContainText(fact.label);
    await expect(item.locator(".fact-source")).toBeVisible();
    await expect(item.locator(".fact-source")).toContainText(sourceLine(fact));
    await expect(item.locator(`time[datetime="${fact.date}"]`)).toBeVisible();
  }
  await expect(page.locator("blockquote")).toContainText(study.quote.text);
  await expect(page.locator("figure.case-quote figcaption")).toContainText(`${study.quote.person}, ${study.quote.role}`);
}

/**
 * The case studies' feed as a reader finds it: named by the page open in `page` (Customers or a case study) in its
 * alternate link, well-formed RSS with every published case study, newest first, each linking to its page and filed
 * under its kind of agency.
 */
export async function expectCaseStudiesFeed(page: Page, studies: readonly ExportedCaseStudy[]): Promise<void> {
  const link = page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/customers/feed.xml"]');
  await expect(link).toHaveAttribute("title", /\S/);
  const response = await page.request.get(new URL("/customers/feed.xml", page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const feed = await page.evaluate(
    (source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: new URL(item.querySelector("link")?.textContent ?? "").pathname,
          categories: [...item.querySelectorAll("category")].map((category) => category.textContent),
          description: item.querySelector("description")?.textContent,
        })),
      };
    },
    await response.text(),
  );
  expect(feed.error).toBeNull();
  expect(feed.title).toBe(await link.getAttribute("title"));
  const newestFirst = [...studies].sort((a, b) => b._createdAt.localeCompare(a._createdAt));
  expect(feed.items.map(({ title, link }) => ({ title, link }))).toEqual(
    newestFirst.map((study) => ({ title: `${study.client}: ${study.title}`, link: caseStudyPath(study) })),
  );
  for (const [index, study] of newestFirst.entries()) {
    expect(feed.items[index]!.categories).toContain(study.agencyType);
    expect(feed.items[index]!.description).toBe(study.challenge);
  }
}
