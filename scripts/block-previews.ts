/**
 * `npm run block-previews`: a picture of each block a built page can hold, for the Studio's insert
 * menu ("blocks chosen from a picture of each"), taken from the production build of the
 * sample site at 1280 px into studio/static/blocks/<section type>.png, which the Studio serves at
 * /static/blocks/. Each block is shot where a sample page draws it: on a built page, or on the fixed
 * page whose component it shares. Run it again after changing a block's look. Builds first unless
 * --no-build.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./lib/free-port";
import { BLOCK_PLACES, blockAt } from "./lib/block-places";
import { startBuiltSite } from "./lib/built-site";
import { buildAndLaunchChromium } from "./lib/shots";

const outDir = path.resolve("studio/static/blocks");

async function main() {
  const browser = await buildAndLaunchChromium();
  mkdirSync(outDir, { recursive: true });
  const site = await startBuiltSite(await freePort(), { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-block-previews-")) });
  try {
    // Reduced motion: the counters show their values. Half scale keeps each picture small.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 0.5, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [type, place] of Object.entries(BLOCK_PLACES)) {
      await page.goto(`${site.url}${place.page}`, { waitUntil: "networkidle" });
      // The block alone: the sticky header and the floating controls would lie over it once scrolled.
      await page.addStyleTag({ content: ".site-header, .back-to-top, .need-help { visibility: hidden !important; }" });
      const block = blockAt(page, place);
      await block.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      await block.screenshot({ path: path.join(outDir, `${type}.png`) });
      console.log(`${type}: ${place.page}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
