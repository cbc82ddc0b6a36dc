/**
 * `npm run docs:pictures`: the pictures of the editors' guide (docs/editors.md), taken again
 * from the code as it is, so the guide never shows a menu or a page the site no longer has:
 *
 * - docs/images/insert-menu.png: a page's insert menu, Sanity's own component with the Studio's
 *   schema (studio/insert-menu-picture/, served by the Studio's Vite);
 * - docs/images/built-page.png and docs/images/industry-page.png: a page made from blocks
 *   (Trust & Security) and an industry page, whole, from the production build at 1280 px.
 *
 * Builds first unless --no-build.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { freePort } from "./lib/free-port";
import sharp from "sharp";
import { ensureStudio, studioDir } from "./ensure-studio.mjs";
import { startBuiltSite } from "./lib/built-site";
import { buildAndLaunchChromium } from "./lib/shots";

const images = path.resolve("docs/images");

/** A screenshot written with a palette, a third of the bytes of the full-colour one. */
const save = (file: string) => (shot: Buffer) => sharp(shot).png({ palette: true, compressionLevel: 9 }).toFile(path.join(images, file));

async function insertMenu(browser: Browser) {
  ensureStudio("for the insert menu's picture");
  const port = await freePort();
  const vite = spawn("npx", ["vite", "--config", "insert-menu-picture/vite.config.ts", "--port", String(port), "--strictPort"], {
    cwd: studioDir,
    stdio: "ignore",
    detached: true,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 900 } });
    // Vite answers once it has bundled the Studio's packages for the browser, which takes a while the first time.
    for (let tries = 0; ; tries++) {
      try {
        await page.goto(`http://localhost:${port}/insert-menu-picture/index.html`);
        break;
      } catch (error) {
        if (tries > 60) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    const menu = page.locator("[data-insert-menu]");
    await menu.waitFor({ timeout: 120_000 });
    await page.waitForLoadState("networkidle");
    await menu.screenshot().then(save("insert-menu.png"));
    console.log("insert-menu.png");
  } finally {
    process.kill(-vite.pid!);
  }
}

async function pages(browser: Browser) {
  const site = await startBuiltSite(await freePort(), { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-docs-pictures-")) });
  try {
    // 1280 px drawn at 800: small enough for the guide, large enough to read.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 0.625, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [file, route] of [
      ["built-page.png", "/trust-and-security"],
      ["industry-page.png", "/solutions/paracelsus/who-we-serve/treatment-courts"],
    ]) {
      await page.goto(`${site.url}${route}`, { waitUntil: "networkidle" });
      // The floating controls would sit over the page's middle in a picture of the whole page.
      await page.addStyleTag({ content: ".back-to-top, .need-help { visibility: hidden !important; }" });
      await page.screenshot({ fullPage: true }).then(save(file!));
      console.log(`${file}: ${route}`);
    }
    await context.close();
  } finally {
    await site.stop();
  }
}

async function main() {
  const browser = await buildAndLaunchChromium();
  try {
    await insertMenu(browser);
    await pages(browser);
  } finally {
    await browser.close();
  }
}

await main();
