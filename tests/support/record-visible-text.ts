/**
 * `npm run text:record`: records what every page of the sitemap reads (title,
 * headings of <main>, visible text of <main>, the site header and footer) into
 * tests/fixtures/visible-text.json, which tests/e2e/visible-text.spec.ts holds
 * the current build to. The file is this command's record, not kept by hand:
 * on an unchanged build it is rewritten byte for byte. Re-record only when a
 * change of visible text is intended, and say so in the commit.
 *
 * Reads an existing production build (run `npm run build` first), started on a
 * free loopback port with the embedded dataset beside it.
 *
 * Options: --build <dir> (default build; the content read is <dir>/../content,
 * so another checkout's build reads its own dataset);  --out <file> (default
 * tests/fixtures/visible-text.json).
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../../scripts/lib/free-port";
import { startBuiltSite } from "../../scripts/lib/built-site";
import { FIXTURE_PATH, READING_CONTEXT, formatVisibleText, readPage, sitemapPaths, type VisibleText } from "./visible-text";
import { launchChromium } from "../../scripts/lib/chromium";

const { values } = parseArgs({
  options: {
    build: { type: "string", default: "build" },
    out: { type: "string", default: FIXTURE_PATH },
  },
});
const buildDir = path.resolve(values.build);
const server = path.join(buildDir, "server/index.js");
if (!existsSync(server)) throw new Error(`no build at ${buildDir}: run npm run build first`);

const site = await startBuiltSite(
  await freePort(),
  { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-visible-text-")), CONTENT_DIR: path.resolve(buildDir, "../content") },
  ["ignore", "ignore", "inherit"],
  server,
);
const browser = await launchChromium();
try {
  const context = await browser.newContext(READING_CONTEXT);
  const page = await context.newPage();
  const pages: VisibleText = {};
  for (const route of await sitemapPaths(site.url)) pages[route] = await readPage(page, `${site.url}${route}`);
  const out = path.resolve(values.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, formatVisibleText(pages));
  console.log(`${Object.keys(pages).length} pages recorded into ${path.relative(process.cwd(), out)}`);
} finally {
  await browser.close();
  await site.stop();
}
