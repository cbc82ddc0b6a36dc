/**
 * Every page of the sitemap at every width from 320 to 1920 px (every 80 px, and 1024 and 1152: a 1280 px
 * laptop at 125 % zoom is a 1024 px page), and every open state of the header (the phone menu and each
 * sub-menu on the general and the product headers, the desktop drop-downs, Need Help) at the same widths and
 * at 375 px, the phone of the reports: no text drawn over other text, no word broken across lines, no
 * sideways scroll, no card alone on its row beside empty columns, no header bar grown past one line (tests/support/layout-faults.ts). A picture of each failing state is
 * attached to the test's report.
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { layoutFaults } from "../support/layout-faults";
import { sitemapPaths } from "../support/visible-text";
import { visit } from "../support/visit";

const WIDTHS = [...new Set([...Array.from({ length: 21 }, (_, step) => 320 + step * 80), 1024, 1152])].sort((a, b) => a - b);
/** The open states at every width the pages are swept at, and at the phone width the menus were reported broken at. */
const STATE_WIDTHS = [...new Set([...WIDTHS, 375])].sort((a, b) => a - b);
const HEIGHT = 900;
/** The header's layout changes here: the phone menu below, the full bar from it on. */
const DESKTOP = 1024;

test.use({ reducedMotion: "reduce" });

async function faultsAt(page: Page, testInfo: TestInfo, state: string, pictures: { taken: number }): Promise<string[]> {
  // One frame: a task queued from its animation callbacks runs after the frame's resize events, style, layout
  // and resize observers, so whatever a script does in answer to the new width is on the page.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const faults = await page.evaluate(layoutFaults);
  if (faults.length && pictures.taken++ < 12) {
    await testInfo.attach(`${state}.png`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  }
  return faults.map((fault) => `${state}: ${fault}`);
}

test("every sitemap page at every width from 320 to 1920 px draws no text over text, breaks no word, scrolls no sideways, leaves no card alone", async ({
  page,
}, testInfo) => {
  const paths = await sitemapPaths(String(testInfo.project.use.baseURL));
  test.setTimeout(paths.length * WIDTHS.length * 1_500);
  const problems: string[] = [];
  const pictures = { taken: 0 };
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
    await visit(page, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      problems.push(...(await faultsAt(page, testInfo, `${path} at ${width} px`, pictures)));
    }
  }
  expect(problems).toEqual([]);
});

/** The header's menus on a page: the phone menu's toggle, the sub-menu buttons in each nav. */
const HEADERS = [
  { path: "/", toggles: [{ toggle: "Menu", nav: "Main", menus: ["Solutions"] }] },
  {
    path: "/solutions/dccm",
    toggles: [
      { toggle: "Menu", nav: "Main", menus: ["Solutions"] },
      { toggle: "DCCM menu", nav: "DCCM", menus: [] },
    ],
  },
  {
    path: "/solutions/paracelsus/lis-solutions/transactional-billing",
    toggles: [
      { toggle: "Menu", nav: "Main", menus: ["Solutions"] },
      { toggle: "Paracelsus LIS menu", nav: "Paracelsus", menus: ["About Paracelsus", "Who We Serve", "LIS Solutions"] },
    ],
  },
];

test("with each menu and sub-menu of the header open, and Need Help open, at every width from 320 to 1920 px, nothing is drawn over anything", async ({
  page,
}, testInfo) => {
  test.setTimeout(HEADERS.length * STATE_WIDTHS.length * 12_000);
  const problems: string[] = [];
  const pictures = { taken: 0 };
  for (const { path, toggles } of HEADERS) {
    await visit(page, path);
    for (const width of STATE_WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      const header = page.locator("header").first();
      for (const { toggle, nav, menus } of toggles) {
        const phone = width < DESKTOP;
        // The product header's own bar shows its links at desktop widths: only its drop-downs open there.
        if (!phone && toggle !== "Menu" && menus.length === 0) continue;
        if (phone) {
          await header.getByRole("button", { name: toggle, exact: true }).click();
          problems.push(...(await faultsAt(page, testInfo, `${path} at ${width} px, ${toggle} open`, pictures)));
        }
        for (const menu of menus) {
          const button = header.getByRole("navigation", { name: nav, exact: true }).getByRole("button", { name: menu, exact: true });
          await button.click();
          await expect(button).toHaveAttribute("aria-expanded", "true");
          problems.push(...(await faultsAt(page, testInfo, `${path} at ${width} px, ${phone ? `${toggle} › ` : ""}${menu} open`, pictures)));
          await button.click();
        }
        if (phone) await header.getByRole("button", { name: toggle, exact: true }).click();
      }
      const help = page.getByRole("button", { name: "Need Help" });
      await help.click();
      await expect(page.getByRole("dialog", { name: "Need help?" })).toBeVisible();
      problems.push(...(await faultsAt(page, testInfo, `${path} at ${width} px, Need Help open`, pictures)));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Need help?" })).toBeHidden();
    }
  }
  expect(problems).toEqual([]);
});

test("the sweep's check finds what a script does in answer to a new width: an element too wide, text drawn over text", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 800, height: HEIGHT });
  await visit(page, "/about");
  // Below 500 px, a resize observer widens the page and draws a copy of the first heading over it, as a
  // script that answers the width wrongly would.
  await page.evaluate(() => {
    new ResizeObserver(() => {
      if (innerWidth >= 500 || document.querySelector("#answered")) return;
      const heading = document.querySelector("h1")!;
      const copy = Object.assign(document.createElement("p"), { id: "answered", textContent: heading.textContent });
      copy.style.cssText = "position: absolute; margin: 0; width: 2000px; font: inherit;";
      const box = heading.getBoundingClientRect();
      Object.assign(copy.style, { left: `${box.left + scrollX}px`, top: `${box.top + scrollY}px` });
      document.body.append(copy);
    }).observe(document.documentElement);
  });
  expect(await faultsAt(page, testInfo, "/about at 800 px", { taken: 0 })).toEqual([]);
  await page.setViewportSize({ width: 400, height: HEIGHT });
  const faults = await faultsAt(page, testInfo, "/about at 400 px", { taken: 12 });
  expect(faults.some((fault) => fault.startsWith("/about at 400 px: scrolls sideways"))).toBe(true);
  expect(faults.some((fault) => fault.startsWith("/about at 400 px: text drawn over text") && fault.includes('p "'))).toBe(true);
});
