/**
 * `npm run screenshots`: every static page of the production build, full
 * page, at 375 and 1280 px, into screenshots/ (git-ignored), for a person to
 * look at. Also prints any page that scrolls sideways or has an image without
 * dimensions or alt text. Builds first unless --no-build.
 *
 * Options: --no-build;  --widths 375,1280;  --only /about,/solutions/dccm
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { wholeNumberOption } from "./lib/number-option";
import { freePort } from "./lib/free-port";
import { startBuiltSite } from "./lib/built-site";
import { sitemapPaths } from "./lib/sitemap-paths";
import { launchChromium } from "./lib/chromium";

const { values: options } = parseArgs({
  options: { widths: { type: "string", default: "375,1280" }, only: { type: "string" }, "no-build": { type: "boolean", default: false } },
});
const widths = options.widths.split(",").map((width) => wholeNumberOption("widths", width));
const outDir = path.resolve("screenshots");

const fileName = (route: string, width: number) => `${route === "/" ? "home" : route.slice(1).replace(/\//g, "__")}-${width}.png`;

async function main() {
  if (!options["no-build"]) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "ignore" });
    if (build.status !== 0) throw new Error("build failed");
  }
  mkdirSync(outDir, { recursive: true });
  const site = await startBuiltSite(await freePort(), { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-screenshots-")) }, ["ignore", "inherit", "inherit"]);
  // Every page of the sitemap but the articles, unless named.
  const pages = options.only?.split(",") ?? (await sitemapPaths(site.url)).filter((path) => !path.startsWith("/insights/"));
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    for (const width of widths) {
      // Reduced motion: counters and fades show their final state, so shots are repeatable.
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      for (const route of pages) {
        await page.goto(`${site.url}${route}`, { waitUntil: "networkidle" });
        // Bring lazy images in before the full-page shot.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const check = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          badImages: [...document.images]
            .filter((img) => !img.getAttribute("width") || !img.getAttribute("height") || img.getAttribute("alt") === null)
            .map((img) => img.src),
          brokenImages: [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
        }));
        if (check.scrollWidth > check.innerWidth) problems.push(`${route} at ${width} px scrolls sideways (${check.scrollWidth} > ${check.innerWidth})`);
        for (const src of check.badImages) problems.push(`${route} at ${width} px: image without width/height/alt: ${src}`);
        for (const src of check.brokenImages) problems.push(`${route} at ${width} px: image failed to load: ${src}`);
        await page.screenshot({ path: path.join(outDir, fileName(route, width)), fullPage: true });
        console.log(`saved ${fileName(route, width)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(problems.length ? `\nProblems:\n${problems.join("\n")}` : "\nNo sideways scrolling, every image sized and labelled.");
  process.exitCode = problems.length ? 1 : 0;
}

await main();
