/**
 * Card rows adapt to any count: no card alone on its last row, in
 * any card grid or logo wall, at 375, 768 and 1280 px, unless the whole grid
 * is one column. Checked on every page of the sitemap as it is, and for 1 to
 * 12 cards in each kind of grid (cards cloned into a real page's grid).
 */
import { expect, test, type Page } from "@playwright/test";
import { sitemapPaths } from "../support/visible-text";
import { visit } from "../support/visit";

const GRIDS = ".grid-2, .grid-3, .grid-4, .logo-wall";
const WIDTHS = [375, 768, 1280];
/** What one page's visit and count may take on a machine busy with the other lane (0.7 s in a full run). */
const PER_VISIT_MS = 3_000;

/** Each grid on the page as its rows' card counts, top to bottom. */
function rowsOf(page: Page, selector: string) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)].map((grid) => {
      const rows = new Map<number, number>();
      for (const card of grid.children) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return { grid: `${grid.className} (${grid.children.length})`, rows: [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count) };
    });
  }, selector);
}

/** A row of one card among rows of more. */
const lone = (rows: number[]) => rows.some((count) => count === 1) && rows.some((count) => count > 1);

test("no card grid on any page leaves a card alone on its last row, at 375, 768 and 1280 px", async ({ page }, testInfo) => {
  const paths = await sitemapPaths(String(testInfo.project.use.baseURL));
  // A budget per page visited, so the bound grows with the sitemap rather than timing out as pages are added.
  test.setTimeout(paths.length * WIDTHS.length * PER_VISIT_MS);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await visit(page, path);
      for (const { grid, rows } of await rowsOf(page, GRIDS)) if (lone(rows)) problems.push(`${path} at ${width} px: ${grid} rows ${rows.join("+")}`);
      // Logos stand side by side even on a phone.
      for (const { grid, rows } of await rowsOf(page, ".logo-wall"))
        if (rows.length > 1 && rows[0] === 1) problems.push(`${path} at ${width} px: ${grid} one logo a row`);
    }
  }
  expect(problems).toEqual([]);
});

for (const [path, selector] of [
  ["/", ".grid-2"],
  ["/solutions/paracelsus/lis-solutions", ".grid-3"],
  ["/solutions/paracelsus/lis-solutions/transactional-billing", ".grid-4"],
  ["/solutions/paracelsus", ".logo-wall"],
] as const) {
  test(`${selector} (on ${path}) with 1 to 12 cards leaves none alone on its last row`, async ({ page }) => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, path);
      for (let count = 1; count <= 12; count++) {
        await page.evaluate(
          ({ selector, count }) => {
            const grid = document.querySelector(selector)!;
            const card = grid.firstElementChild!;
            grid.replaceChildren(...Array.from({ length: count }, () => card.cloneNode(true)));
          },
          { selector, count },
        );
        const rows = (await rowsOf(page, selector))[0]!.rows;
        if (lone(rows)) problems.push(`${count} cards at ${width} px: rows ${rows.join("+")}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
