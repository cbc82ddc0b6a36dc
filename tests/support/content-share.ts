/**
 * How much of what a page reads comes from content: the site is started on a
 * marked copy of the dataset (tests/support/marked-dataset.ts), every page of
 * its sitemap is read as a visitor's browser renders it (innerText, after
 * hydration, the way tests/support/visible-text.ts reads), and its words are
 * counted: a word is a whitespace-separated token with a letter or digit in it,
 * and it came from content when it carries the mark.
 *
 * Counted apart: <main>, without the enquiry form (its labels and messages are
 * the form's own, kept in code with its checks) or a table's column headers, and the site header and footer
 * together. Used by tests/e2e/content-share.spec.ts, which asserts the shares,
 * and `npm run content:share`, which prints them.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { MARK, markedDataset } from "./marked-dataset";
import { startSite, type RunningSite } from "./server";

/** The share of words from content every page must reach, in <main> and in the header and footer. */
export const REQUIRED_SHARE = 0.95;

/**
 * Left out of <main>'s text: the enquiry form (app/components/contact/enquiry-form.tsx) and a compliance table's
 * column headers (app/blocks/compliance-table-section.server.tsx), each the interface's own words, kept in code.
 */
export const INTERFACE_TEXT = "form.enquiry-form, .compliance-table thead";

/**
 * A content value the code names: a date in a <time>, formatted by the code, a compliance row's status, one
 * of the Studio's fixed choices shown by its word, and a document's file type and size ("PDF, 240 KB"), read
 * from its file. Their words count as content (marked here, as the dataset's value cannot be).
 */
const NAMED_CONTENT = "time[datetime], .compliance-status, .document-meta";

export type WordCount = { words: number; fromContent: number };
export type PageShare = { path: string; main: WordCount; chrome: WordCount };

const WORD = /[\p{L}\p{N}]/u;
/**
 * In the header and footer, digits alone are left out: the footer's copyright year is the calendar's,
 * written by the code on every render, not copy anyone could move into content.
 */
const DIGITS_ONLY = /^\d+$/;

export function countWords(text: string, leaveOut?: RegExp): WordCount {
  const words = text.split(/\s+/).filter((token) => WORD.test(token) && !leaveOut?.test(token));
  return { words: words.length, fromContent: words.filter((word) => word.includes(MARK)).length };
}

/** Of the words counted, the part from content; a count of no words has nothing from code in it either. */
export function share(count: WordCount): number {
  return count.words === 0 ? 1 : count.fromContent / count.words;
}

/** Opens the page, waits for its scripts to run in it, and counts the words of <main> and of the header and footer. */
export async function readShare(page: Page, siteUrl: string, pagePath: string): Promise<PageShare> {
  const response = await page.goto(`${siteUrl}${pagePath}`);
  if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  return shareOfOpenPage(page, pagePath);
}

/** The words of <main> and of the header and footer of the page open in `page`, counted (read it first: the count marks words it names). */
export async function shareOfOpenPage(page: Page, pagePath: string): Promise<PageShare> {
  // No named functions in here: tsx (esbuild's keepNames) would wrap them in a helper the page does not have.
  const [main, header, footer] = await page.evaluate(
    ([interfaceText, namedContent]) => {
      const main = document.querySelector("main");
      // innerText is what is rendered: the interface's own words are taken out of the rendering while <main> is read, then put back.
      const left = [...(main?.querySelectorAll<HTMLElement>(interfaceText) ?? [])].map((element) => [element, element.style.display] as const);
      for (const [element] of left) element.style.display = "none";
      for (const named of main?.querySelectorAll(namedContent) ?? []) named.textContent = (named.textContent ?? "").replace(/\S+/g, (word) => `\uE000${word}`);
      const mainText = main?.innerText ?? "";
      for (const [element, display] of left) element.style.display = display;
      const [header, footer] = ["header.site-header", "footer.site-footer"].map(
        (selector) => (document.querySelector(selector) as HTMLElement | null)?.innerText ?? "",
      );
      return [mainText, header ?? "", footer ?? ""] as const;
    },
    [INTERFACE_TEXT, NAMED_CONTENT] as const,
  );
  return { path: pagePath, main: countWords(main), chrome: countWords(`${header}\n${footer}`, DIGITS_ONLY) };
}

/** Pages read at once: the site answers them from its render cache, the browser renders them side by side. */
const AT_ONCE = 4;

/** `read` for every path, with AT_ONCE pages of `context` at a time; the results in the order of `paths`. */
export async function readEach<T>(context: BrowserContext, paths: string[], read: (page: Page, path: string) => Promise<T>): Promise<T[]> {
  const results = new Map<string, T>();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) results.set(next, await read(page, next));
      await page.close();
    }),
  );
  return paths.map((pagePath) => results.get(pagePath)!);
}

export function readShares(context: BrowserContext, siteUrl: string, paths: string[]): Promise<PageShare[]> {
  return readEach(context, paths, (page, pagePath) => readShare(page, siteUrl, pagePath));
}

export type MarkedSite = {
  site: RunningSite;
  /** How many strings of the dataset were marked. */
  markedStrings: number;
  /** Stops the site and removes its dataset copy and data folder. */
  stop: () => Promise<void>;
};

/** The production build (`npm run build` first) started on a marked copy of the embedded dataset. */
export async function startMarkedSite(): Promise<MarkedSite> {
  if (!existsSync("build/server/index.js")) throw new Error("no build: run npm run build first");
  const content = markedDataset();
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-content-share-data-"));
  const remove = () => {
    for (const dir of [content.dir, dataDir]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const site = await startSite({ CONTENT_DIR: content.dir, DATA_DIR: dataDir });
    return {
      site,
      markedStrings: content.markedStrings,
      stop: async () => {
        await site.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

const percent = (count: WordCount) => `${(share(count) * 100).toFixed(1)} %`;

/** A plain-text table: one row per page, then the totals; a page below REQUIRED_SHARE is flagged with "<". */
export function formatShares(shares: PageShare[]): string {
  const total = (part: "main" | "chrome") =>
    shares.reduce((sum, row) => ({ words: sum.words + row[part].words, fromContent: sum.fromContent + row[part].fromContent }), { words: 0, fromContent: 0 });
  const flag = (count: WordCount) => (share(count) < REQUIRED_SHARE ? "<" : " ");
  const rows = [
    ["path", "main words", "from content", "share", "", "header+footer words", "from content", "share", ""],
    ...shares.map((row) => [row.path, ...cells(row.main), flag(row.main), ...cells(row.chrome), flag(row.chrome)]),
    ["(all pages)", ...cells(total("main")), "", ...cells(total("chrome")), ""],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function cells(count: WordCount): string[] {
  return [String(count.words), String(count.fromContent), percent(count)];
}
