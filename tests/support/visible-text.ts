/**
 * What a visitor reads on a page, as `npm run text:record` records it
 * (tests/fixtures/visible-text.json) and tests/e2e/visible-text.spec.ts
 * compares it: the title, the headings of <main>, and the visible text of
 * <main>, the site header and the site footer. Text is `innerText` (so only
 * what is rendered, after hydration), cut into lines, each line's whitespace
 * collapsed and empty lines dropped.
 */
import { readFileSync } from "node:fs";
import { devices, type BrowserContextOptions, type Page } from "@playwright/test";
export { sitemapPaths } from "../../scripts/lib/sitemap-paths";

export type PageText = {
  title: string;
  /** "h2 Our story": level and text, in document order. */
  headings: string[];
  main: string[];
  header: string[];
  footer: string[];
};

/** Path → what the page reads, paths sorted. */
export type VisibleText = Record<string, PageText>;

export const FIXTURE_PATH = "tests/fixtures/visible-text.json";

/**
 * The record: what every page of the site on the embedded dataset reads, as visible-text.spec.ts holds the site
 * to it. A spec that needs the embedded site's text compares with this rather than reading those pages again.
 */
export function recordedText(): VisibleText {
  return JSON.parse(readFileSync(FIXTURE_PATH, "utf8")) as VisibleText;
}

/**
 * The browser both the recorder and the test read with: the end-to-end tests' desktop Chrome at
 * 1280 × 800 (menus collapsed the same way), reduced motion so counters show their final figure and
 * the testimonial carousel stays on its first slide.
 */
export const READING_CONTEXT: BrowserContextOptions = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  reducedMotion: "reduce",
};

/** Opens the page, waits for React to run in it, and reads it. */
export async function readPage(page: Page, url: string): Promise<PageText> {
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  // No named functions in here: tsx (esbuild's keepNames) would wrap them in a helper the page does not have.
  const [title, headings, main, header, footer] = await page.evaluate(() => {
    const main = document.querySelector("main");
    const headings = [...(main?.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]") ?? [])];
    const textOf = [main, ...headings, document.querySelector("header.site-header"), document.querySelector("footer.site-footer")].map((element) =>
      ((element as HTMLElement | null)?.innerText ?? "")
        .split("\n")
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter((line) => line !== ""),
    );
    return [
      document.title,
      headings.map((heading, i) => {
        const level = /^H[1-6]$/.test(heading.tagName) ? heading.tagName.slice(1) : (heading.getAttribute("aria-level") ?? "2");
        return `h${level} ${textOf[1 + i]!.join(" ")}`;
      }),
      textOf[0]!,
      textOf[textOf.length - 2]!,
      textOf[textOf.length - 1]!,
    ] as const;
  });
  // The footer's year is the calendar's: recorded as a placeholder, so the text does not change on 1 January.
  const thisYear = (lines: string[]) => lines.map((line) => line.replace(/© \d{4}\b/, "© {year}"));
  return { title, headings, main: thisYear(main), header, footer: thisYear(footer) };
}

/** The fixture's text: paths sorted, two-space JSON, one page per top-level key. */
export function formatVisibleText(pages: VisibleText): string {
  const sorted = Object.fromEntries(
    Object.keys(pages)
      .sort()
      .map((path) => [path, pages[path]]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
