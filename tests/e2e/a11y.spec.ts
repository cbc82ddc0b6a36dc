/** axe (WCAG 2.2 A and AA) on every page of the sitemap and the not-found page, on a phone and a desktop. */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { sitemapPaths } from "../../scripts/lib/sitemap-paths";

test.describe.configure({ mode: "parallel" });

const PAGES_AT_ONCE = 3;

for (const width of [390, 1280]) {
  test(`every page is free of WCAG 2.2 A/AA violations at ${width} px`, async ({ context, baseURL }) => {
    const paths = await sitemapPaths(baseURL!);
    // Each page's axe check adds its own budget to the test's (tests/support/axe.ts).
    expect(paths.length).toBeGreaterThan(20);
    const queue = [...paths, "/no-such-page"];
    // A few pages at once: axe runs in each page's own renderer, so the machine's cores share the sweep.
    await Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 900 });
        for (let path = queue.shift(); path; path = queue.shift()) {
          await page.goto(path);
          await expectNoAxeViolations(page, `${path} at ${width} px`);
        }
      }),
    );
  });
}
