/** axe (WCAG 2.2 A and AA) on every page of the sitemap and the not-found page, on a phone and a desktop; and the check itself fails on a page that breaks a rule. */
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

test("the check fails on a page that breaks a rule, naming the rule and the element", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.append(Object.assign(document.createElement("img"), { src: "/favicon.ico", id: "no-alt" }));
    main.append(Object.assign(document.createElement("button"), { id: "no-name" }));
  });
  const failure = await expectNoAxeViolations(page, "/about with an image and a button added").then(
    () => "",
    (error: Error) => error.message,
  );
  expect(failure).toContain("image-alt (critical): #no-alt");
  expect(failure).toContain("button-name (critical): #no-name");
});
