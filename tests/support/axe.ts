import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** The WCAG 2.2 A and AA rules (and the 2.0/2.1 ones they include). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * What one page's axe check may take on a machine busy with other lanes. Each check adds it
 * to its test's budget, so a test's bound grows with the pages it checks rather than timing out past a few.
 */
const AXE_CHECK_BUDGET_MS = 15_000;

/**
 * Runs axe on the page once it has stopped scrolling, and fails with a readable list of violations.
 *
 * A page without frames is checked where it is (axe's legacy mode: axe.run in the page). By default the
 * library runs axe in each frame and opens a blank page of the context to join the frames' results: a
 * renderer started for every check, which made the accessibility sweep half as much CPU again (medians
 * of 5 runs alone: 88.8 against 58.7 core-seconds, 47.0 against 31.6 s). A page with frames keeps that
 * default, so that cross-origin frames are checked too.
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + AXE_CHECK_BUDGET_MS);
  await scrollSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/**
 * Moving focus scrolls smoothly (the site's `scroll-behavior: smooth`) for about 300 ms. Axe reads
 * each element's box at a different moment, so mid-scroll its target-size rule saw neighbours
 * closer than they are (3 of 20 runs at 390 px). Waits until the scroll position holds for three frames.
 */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = "";
        let still = 0;
        const frame = () => {
          const position = `${window.scrollX},${window.scrollY}`;
          still = position === last ? still + 1 : 0;
          last = position;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
