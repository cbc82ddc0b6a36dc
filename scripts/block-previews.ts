/**
 * `npm run block-previews`: a picture of each block a built page can hold, for the Studio's insert
 * menu ("blocks chosen from a picture of each"), taken from the production build of the
 * sample site at 1280 px into studio/static/blocks/<section type>.png, which the Studio serves at
 * /static/blocks/. Each block is shot on the tests' every-block page (tests/support/every-block-page.ts,
 * every block filled in as an editor would), added to a copy of the sample. Run it again after adding a
 * block or changing one's look. Builds first unless --no-build.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseNdjson } from "~/content/dataset.server";
import { everyBlockPage } from "../tests/support/every-block-page";
import { startBuiltSite } from "./lib/built-site";
import { freePort } from "./lib/free-port";
import { buildAndLaunchChromium } from "./lib/shots";

const outDir = path.resolve("studio/static/blocks");

async function main() {
  const browser = await buildAndLaunchChromium();
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), "act-block-previews-"));
  const sample = parseNdjson(readFileSync("content/data.ndjson", "utf8"));
  const shown = everyBlockPage(sample, { id: "page-every-block", slug: "every-block", title: "Every block" });
  const contentDir = path.join(work, "content");
  cpSync("content", contentDir, { recursive: true });
  writeFileSync(path.join(contentDir, "data.ndjson"), [...sample, shown.document].map((doc) => JSON.stringify(doc)).join("\n"));
  const site = await startBuiltSite(await freePort(), { CONTENT_DIR: contentDir, DATA_DIR: path.join(work, "data") });
  try {
    // Reduced motion: the counters show their values. Half scale keeps each picture small.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 0.5, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${site.url}${shown.path}`, { waitUntil: "networkidle" });
    // The block alone: the sticky header and the floating controls would lie over it once scrolled.
    await page.addStyleTag({ content: ".site-header, .back-to-top, .need-help { visibility: hidden !important; }" });
    for (const type of shown.types) {
      const block = shown.blockOf(page, type);
      await block.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      await block.screenshot({ path: path.join(outDir, `${type}.png`) });
      console.log(type);
    }
    await context.close();
  } finally {
    await browser.close();
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
