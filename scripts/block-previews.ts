/**
 * `npm run block-previews`: a picture of each block a built page can hold, for the Studio's insert
 * menu (issue 33: "blocks chosen from a picture of each"), taken from the production build of the
 * sample site at 1280 px into studio/static/blocks/<section type>.png, which the Studio serves at
 * /static/blocks/. Each block is shot where a sample page draws it: on a built page, or on the fixed
 * page whose component it shares. Run it again after changing a block's look. Builds first unless
 * --no-build.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./lib/free-port";
import type { Page } from "../app/content/sanity.types";
import { startBuiltSite } from "./lib/built-site";
import { buildAndLaunchChromium } from "./lib/shots";

/**
 * Where the sample site draws each block: a page and the element around it. Keyed by the page's
 * section types as generated from the Studio's schema, so a new block type fails the typecheck
 * until it has a place here (the Studio's own test holds the pictures to its list).
 */
const WHERE: Record<Page["sections"][number]["_type"], { page: string; selector: string }> = {
  hero: { page: "/trust-and-security", selector: "main > :nth-child(1)" },
  cardsSection: { page: "/trust-and-security", selector: "main > :nth-child(2)" },
  calloutsSection: { page: "/trust-and-security", selector: "main > :nth-child(3)" },
  pictureTextSection: { page: "/trust-and-security", selector: "main > :nth-child(4)" },
  textSection: { page: "/trust-and-security", selector: "main > :nth-child(5)" },
  callToAction: { page: "/trust-and-security", selector: "main > :nth-child(6)" },
  stepsSection: { page: "/request-a-demo", selector: "main > :nth-child(2)" },
  enquiryFormSection: { page: "/request-a-demo", selector: "main > :nth-child(3)" },
  latestInsightsSection: { page: "/request-a-demo", selector: "main > :nth-child(4)" },
  questionsSection: { page: "/solutions/dccm", selector: ".accordion" },
  statisticsSection: { page: "/solutions/paracelsus", selector: ".stats-band" },
  logoWallSection: { page: "/solutions/paracelsus", selector: "section:has(.logo-wall)" },
  testimonialsSection: { page: "/", selector: ".testimonial-band" },
};

const outDir = path.resolve("studio/static/blocks");

async function main() {
  const browser = await buildAndLaunchChromium();
  mkdirSync(outDir, { recursive: true });
  const site = await startBuiltSite(await freePort(), { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-block-previews-")) });
  try {
    // Reduced motion: the counters show their values. Half scale keeps each picture small.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 0.5, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [type, { page: route, selector }] of Object.entries(WHERE)) {
      await page.goto(`${site.url}${route}`, { waitUntil: "networkidle" });
      // The block alone: the sticky header and the floating controls would lie over it once scrolled.
      await page.addStyleTag({ content: ".site-header, .back-to-top, .need-help { visibility: hidden !important; }" });
      const block = page.locator(selector).first();
      await block.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      await block.screenshot({ path: path.join(outDir, `${type}.png`) });
      console.log(`${type}: ${route} ${selector}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
