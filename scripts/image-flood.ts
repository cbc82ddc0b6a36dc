/**
 * `npm run bench:images`: what hostile image traffic costs the production
 * build, printed, never asserted. Loopback only, bounded in count and time.
 *
 * 1. Disk: 1,000 distinct image requests (widths the site never asks for,
 *    half of them with `fm=png`), following redirects as a browser would;
 *    then the files and bytes under DATA_DIR/image-cache.
 * 2. Latency: /healthz and an uncached page (a query string skips the render
 *    cache), idle and while a burst of distinct allowed variants (every width
 *    the site offers, AVIF and WebP, 16 at a time) is being made from an empty
 *    cache; p50, p95 and max, and how the burst was answered.
 *
 * Options: --port 3960 --no-build (use the existing build)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { portOption } from "./lib/number-option";
import { startBuiltSite } from "./lib/built-site";
import { sitemapPaths } from "./lib/sitemap-paths";

const { values: options } = parseArgs({ options: { port: { type: "string", default: "3960" }, "no-build": { type: "boolean", default: false } } });
const PORT = portOption(options.port);
const base = `http://127.0.0.1:${PORT}`;
const TIMEOUT_MS = 30_000;
const DISK_REQUESTS = 1_000;
const BURST_CONCURRENCY = 16;
/** Every width the site's srcsets have used; the handler answers each with its own variant. */
const BURST_WIDTHS = [128, 320, 480, 640, 800];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length} requests)`;
};

function diskUse(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir)) {
    files += 1;
    bytes += statSync(path.join(dir, name)).size;
  }
  return { files, bytes };
}

async function get(url: string, accept = "image/avif,image/webp,*/*"): Promise<number> {
  try {
    const response = await fetch(`${base}${url}`, { headers: { accept }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return -1;
  }
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  await get(url, "text/html");
  return performance.now() - started;
}

async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The content image paths the site's pages show (from /about, /resources and the first insights). */
async function siteImages(): Promise<string[]> {
  const pages = await sitemapPaths(base);
  const images = new Set<string>();
  for (const page of pages) {
    const html = await (await fetch(`${base}${page}`)).text();
    for (const match of html.matchAll(/(\/images\/[^"?\s]+)\?/g)) images.add(match[1]!);
  }
  return [...images].sort();
}

async function diskFigure() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-image-flood-"));
  const server = await startBuiltSite(PORT, { DATA_DIR: dataDir });
  try {
    const images = await siteImages();
    const statuses = new Map<number, number>();
    const urls = Array.from({ length: DISK_REQUESTS }, (_, i) => {
      const image = images[i % images.length]!;
      const width = 100 + i;
      return i % 2 === 0 ? `${image}?w=${width}&fit=max&auto=format` : `${image}?w=${width}&fm=png`;
    });
    const started = performance.now();
    await inParallel(urls, BURST_CONCURRENCY, async (url) => {
      const status = await get(url);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;
    const use = diskUse(path.join(dataDir, "image-cache"));
    console.log(`Disk: ${DISK_REQUESTS} distinct image requests over ${images.length} images in ${seconds.toFixed(1)} s`);
    console.log(`  final statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    console.log(`  image cache: ${use.files} files, ${(use.bytes / 1024 / 1024).toFixed(2)} MB`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function latencyFigure() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-image-flood-"));
  const server = await startBuiltSite(PORT, { DATA_DIR: dataDir });
  try {
    const images = await siteImages();
    let probe = 0;
    const sample = async (count: number, until?: () => boolean) => {
      const health: number[] = [];
      const page: number[] = [];
      for (let i = 0; until ? !until() : i < count; i++) {
        health.push(await timed("/healthz"));
        page.push(await timed(`/about?probe=${probe++}`));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { health, page };
    };
    await sample(10);
    const idle = await sample(40);
    console.log("Latency, idle:");
    console.log(`  /healthz        ${summary(idle.health)}`);
    console.log(`  uncached /about ${summary(idle.page)}`);

    const burst = images.flatMap((image) =>
      BURST_WIDTHS.flatMap((width) =>
        ["image/avif,image/webp,*/*", "image/webp,*/*"].map((accept) => ({ url: `${image}?w=${width}&fit=max&auto=format`, accept })),
      ),
    );
    const statuses = new Map<number, number>();
    let done = false;
    const started = performance.now();
    const work = inParallel(burst, BURST_CONCURRENCY, async ({ url, accept }) => {
      const status = await get(url, accept);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }).finally(() => {
      done = true;
    });
    const during = await sample(0, () => done);
    await work;
    const seconds = (performance.now() - started) / 1000;
    console.log(`Latency while ${burst.length} distinct variants are made (${BURST_CONCURRENCY} at a time), ${seconds.toFixed(1)} s:`);
    console.log(`  burst statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    console.log(`  /healthz        ${summary(during.health)}`);
    console.log(`  uncached /about ${summary(during.page)}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!options["no-build"]) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "ignore" });
  if (build.status !== 0) throw new Error("build failed");
}
await diskFigure();
await latencyFigure();
