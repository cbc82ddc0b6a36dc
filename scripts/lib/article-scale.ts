/**
 * What content size costs: the production build started on the embedded
 * dataset and on copies with more articles (a full first page of Resources,
 * and many), measured side by side with requests interleaved: start-up time
 * and memory, the bytes and render time of /resources and of an article, the
 * feed and the sitemap.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startBuiltSite, type BuiltSite } from "./built-site";
import { writeManyArticles } from "./many-articles";

type Site = BuiltSite & { label: string; dirs: string[] };

const RENDERS = 21;

async function startSite(label: string, port: number, contentDir: string, dirs: string[]): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-scale-data-"));
  const site = await startBuiltSite(port, { DATA_DIR: dataDir, CONTENT_DIR: contentDir });
  return { ...site, label, dirs: [...dirs, dataDir] };
}

/** Resident memory of the process, from /proc (Linux). */
function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function timed(url: string): Promise<{ ms: number; body: Buffer; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, body, status: response.status };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function articleScale(sizes: number[], firstPort: number): Promise<void> {
  const sites = [await startSite("embedded dataset", firstPort, "content", [])];
  for (const [i, articles] of sizes.entries()) {
    const contentDir = mkdtempSync(path.join(tmpdir(), "act-scale-content-"));
    writeManyArticles("content", contentDir, articles);
    sites.push(await startSite(`${articles.toLocaleString("en-US")} articles`, firstPort + 1 + i, contentDir, [contentDir]));
  }
  try {
    const rows: Record<string, string[]> = {};
    const add = (name: string, values: string[]) => (rows[name] = values);
    add(
      "start-up (to /healthz)",
      sites.map((site) => ms(site.startupMs)),
    );
    add(
      "memory after start (RSS)",
      sites.map((site) => `${rssMb(site.child).toFixed(0)} MB`),
    );
    const articleOf = async (site: Site) => /<a class="card-link" href="([^"]+)"/.exec((await timed(`${site.url}/resources`)).body.toString())![1]!;

    for (const [name, route] of [
      ["/resources (page 1)", async () => "/resources"],
      ["an article", articleOf],
    ] as const) {
      const paths = await Promise.all(sites.map((site) => route(site)));
      // The first request renders with cold content answers; then each query string renders again (the render cache keeps no query).
      const first = await Promise.all(sites.map((site, i) => timed(`${site.url}${paths[i]}`)));
      const renders: number[][] = sites.map(() => []);
      for (let run = 0; run < RENDERS; run++) {
        for (const [i, site] of sites.entries()) renders[i]!.push((await timed(`${site.url}${paths[i]}?render=${run}`)).ms);
      }
      add(
        `${name}: HTML`,
        first.map((answer) => `${kb(answer.body.length)} (${kb(gzipSync(answer.body).length)} gzip)`),
      );
      add(
        `${name}: first render`,
        first.map((answer) => ms(answer.ms)),
      );
      add(
        `${name}: render, median of ${RENDERS}`,
        renders.map((list) => ms(median(list))),
      );
    }
    const feeds = await Promise.all(sites.map((site) => timed(`${site.url}/resources/feed.xml`)));
    add(
      "feed",
      feeds.map((feed) => `${kb(feed.body.length)}, ${feed.body.toString().match(/<item>/g)?.length ?? 0} items`),
    );
    const sitemaps = await Promise.all(sites.map((site) => timed(`${site.url}/sitemap.xml`)));
    add(
      "sitemap",
      sitemaps.map((sitemap) => `${kb(gzipSync(sitemap.body).length)} gzip`),
    );
    add(
      "memory after these pages (RSS)",
      sites.map((site) => `${rssMb(site.child).toFixed(0)} MB`),
    );

    const header = ["", ...sites.map((site) => site.label)];
    const table = [header, ...Object.entries(rows).map(([name, values]) => [name, ...values])];
    const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
    console.log(`\nContent size: the same build on the embedded dataset and on copies with more articles (requests interleaved)\n`);
    console.log(line(header));
    console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
    for (const row of table.slice(1)) console.log(line(row));
  } finally {
    for (const site of sites) {
      await site.stop();
      for (const dir of site.dirs) rmSync(dir, { recursive: true, force: true });
    }
  }
}
