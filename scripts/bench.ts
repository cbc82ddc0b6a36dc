/**
 * `npm run bench`: performance figures of the production build, printed, never asserted.
 *
 * - Lighthouse 12 (mobile preset) on every route of the sitemap: the four
 *   category scores, LCP, TBT and CLS, medians of 3 runs (--runs N to change).
 * - First-load JavaScript and HTML bytes per route, gzip-compressed.
 * - Requests per second and p99 latency for / and /resources at 50
 *   concurrent connections, gzip accepted, side by side: straight from the
 *   site, through Debian's nginx with the nginx recipe's configuration and its
 *   micro-cache (docs/nginx/act-site.conf, the site as its one upstream),
 *   through Debian's Varnish with the Varnish recipe (docs/varnish/act-site.vcl), and
 *   nginx serving the same bytes precompressed (gzip_static) from a temporary
 *   directory; each as a ratio of the last (wrk when installed, else
 *   autocannon; 10 s after a 5 s warm-up). Both nginx run one worker, like the
 *   site's one process, without an access log.
 *
 * - Content size: start-up, memory, /resources, an article, the feed and the
 *   sitemap on the embedded dataset beside copies with 24 and 2,000 articles.
 *
 * Options: --routes /,/resources   only these routes;  --runs 1;  --no-lighthouse;  --no-load;  --no-scale
 *          --articles N        serve a copy of the dataset with N articles (Lighthouse and bytes on it)
 *          --start same-site   Lighthouse opens a page of this site (robots.txt) before each
 *                              route instead of about:blank, so the route renders in the
 *                              renderer process the site already has (decision 010)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { request } from "node:http";
import { parseArgs } from "node:util";
import { portOption, wholeNumberOption } from "./lib/number-option";
import { articleScale } from "./lib/article-scale";
import { startBuiltSite } from "./lib/built-site";
import { writeManyArticles } from "./lib/many-articles";
import { pageBytes } from "./lib/page-bytes";
import { load } from "./lib/load";
import { nginxMissing, startStaticNginx, type Page } from "./lib/nginx-static";
import { startNginx } from "./lib/nginx";
import { sitemapPaths } from "./lib/sitemap-paths";
import { startVarnish, varnishBinary } from "./lib/varnish";
import { median } from "./lib/stats";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    start: { type: "string", default: "about:blank" },
    port: { type: "string", default: "3900" },
    articles: { type: "string" },
    routes: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "no-load": { type: "boolean", default: false },
    "no-scale": { type: "boolean", default: false },
  },
});
const runs = wholeNumberOption("runs", options.runs);
const start = options.start;
if (start !== "about:blank" && start !== "same-site") throw new Error("--start is about:blank or same-site");
const PORT = portOption(options.port);
const base = `http://127.0.0.1:${PORT}`;
// Lighthouse's default start page is about:blank; a same-site start keeps the site's own renderer (decision 010).
const blankPage = start === "same-site" ? `${base}/robots.txt` : "about:blank";
const MAX_FAILED_RUNS = 3;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function startServer() {
  if (!existsSync("build/server/index.js") || !options["no-build"]) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "ignore" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-bench-"));
  const articles = options.articles;
  const contentDir = articles ? path.join(dataDir, "content") : "content";
  if (articles) writeManyArticles("content", contentDir, wholeNumberOption("articles", articles));
  // Request log lines on as in production, written to a file as a service manager would take them.
  return startBuiltSite(PORT, { DATA_DIR: dataDir, CONTENT_DIR: contentDir, LOG_LEVEL: "info" }, [
    "ignore",
    openSync(path.join(dataDir, "server.log"), "a"),
    "inherit",
  ]);
}

async function routes(): Promise<string[]> {
  const only = options.routes;
  if (only) return only.split(",");
  return sitemapPaths(base);
}

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number };

/** Lighthouse's own measure of this machine's speed in every run (higher is faster), to read the scores against. */
const benchmarkIndexes: number[] = [];

async function lighthouseRuns(route: string, port: number): Promise<Scores | undefined> {
  const results: Scores[] = [];
  let failures = 0;
  while (results.length < runs) {
    const result = await lighthouse(`${base}${route}`, { port, output: "json", logLevel: "error", blankPage });
    const lhr = result!.lhr;
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    // A run Lighthouse could not complete has no scores (read as 0): say why, and run again rather than count it.
    if (lhr.runtimeError || Object.values(lhr.categories).some((category) => category.score === null)) {
      const erroring = Object.values(lhr.audits)
        .filter((audit) => audit.errorMessage)
        .map((audit) => `${audit.id}: ${audit.errorMessage}`);
      const reason = lhr.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : erroring.join("; ") || "a category without a score";
      console.error(`${route}: a run failed: ${reason}`);
      if (++failures > MAX_FAILED_RUNS) return undefined;
      continue;
    }
    results.push({
      performance: (lhr.categories.performance?.score ?? 0) * 100,
      accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
      bestPractices: (lhr.categories["best-practices"]?.score ?? 0) * 100,
      seo: (lhr.categories.seo?.score ?? 0) * 100,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    });
  }
  const pick = (key: keyof Scores) => median(results.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
  };
}

/** The bytes the site sends for a route: the HTML, and the gzip body exactly as it comes off the wire. */
function wireBytes(route: string): Promise<Page> {
  const get = (encoding: string) =>
    new Promise<Buffer>((resolve, reject) => {
      request(`${base}${route}`, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          encoding === "gzip" && res.headers["content-encoding"] !== "gzip" ? reject(new Error(`${route}: no gzip body`)) : resolve(Buffer.concat(chunks)),
        );
      })
        .on("error", reject)
        .end();
    });
  return Promise.all([get("identity"), get("gzip")]).then(([html, gzip]) => ({ html, gzip }));
}

const LOAD = { connections: 50, seconds: 10, headers: { "accept-encoding": "gzip" } };

async function throughput(): Promise<void> {
  const targets = ["/", "/resources"];
  const missing = nginxMissing();
  const pages = new Map<string, Page>();
  for (const route of targets) pages.set(route, await wireBytes(route));
  const nginx = missing ? undefined : await startStaticNginx(pages, PORT + 1);
  const proxy = missing ? undefined : await startNginx({ upstreamPorts: [PORT], port: PORT + 2, http: ["keepalive_requests 100000;"] });
  const varnish = varnishBinary() ? await startVarnish({ upstreamPorts: [PORT], port: PORT + 3 }) : undefined;
  const rows: string[][] = [];
  let tool = "";
  const measure = async (url: string) => {
    await load(url, { ...LOAD, seconds: 5 }); // warm caches
    return load(url, LOAD);
  };
  try {
    for (const route of targets) {
      const site = await measure(`${base}${route}`);
      const cached = proxy ? await measure(`${proxy.url}${route}`) : undefined;
      const edge = varnish ? await measure(`${varnish.url}${route}`) : undefined;
      const reference = nginx ? await measure(`${nginx.url}${route}`) : undefined;
      tool = site.tool;
      const cells = (result: typeof site | undefined) => (result ? [`${result.rps.toFixed(0)}/s`, `${result.p99.toFixed(1)} ms`] : ["-", "-"]);
      const ratio = (result: typeof site | undefined) => (result && reference ? (result.rps / reference.rps).toFixed(2) : "-");
      rows.push([
        route,
        ...cells(site),
        ...cells(cached),
        ...cells(edge),
        ...cells(reference),
        ratio(site),
        ratio(cached),
        ratio(edge),
        String(site.errors + (cached?.errors ?? 0) + (edge?.errors ?? 0)),
        `${(pages.get(route)!.gzip.length / 1024).toFixed(1)} KB`,
      ]);
    }
  } finally {
    await proxy?.stop();
    await varnish?.stop();
    await nginx?.stop();
  }
  console.log(
    `\nThroughput: ${LOAD.connections} connections, ${LOAD.seconds} s each after a 5 s warm-up, gzip accepted, ${tool}; ` +
      `site alone, through nginx with the micro-cache (docs/nginx/act-site.conf), through Varnish (docs/varnish/act-site.vcl), nginx static on the same bytes (gzip_static); one nginx worker each\n`,
  );
  const header = [
    "route",
    "site",
    "site p99",
    "micro-cache",
    "micro-cache p99",
    "varnish",
    "varnish p99",
    "nginx static",
    "static p99",
    "site/static",
    "micro-cache/static",
    "varnish/static",
    "errors",
    "gzip body",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  if (missing) console.log(`\nNo nginx columns: ${missing}`);
  if (!varnish) console.log("\nNo Varnish column: apt-get install varnish varnish-modules (Debian), or set VARNISHD_PATH");
}

async function main() {
  const server = await startServer();
  try {
    const list = await routes();
    const chrome = options["no-lighthouse"]
      ? undefined
      : await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
        });
    const rows: string[][] = [];
    for (const route of list) {
      const bytes = await pageBytes(base, route);
      const scores = chrome ? await lighthouseRuns(route, chrome.port) : undefined;
      const lighthouseCells = scores
        ? [
            ...[scores.performance, scores.accessibility, scores.bestPractices, scores.seo].map((score) => String(Math.round(score))),
            `${Math.round(scores.lcp)} ms`,
            `${Math.round(scores.tbt)} ms`,
            scores.cls.toFixed(3),
          ]
        : Array<string>(7).fill(chrome ? "failed" : "-");
      rows.push([route, ...lighthouseCells, kb(bytes.js), kb(bytes.html)]);
      console.error(`measured ${route}`);
    }
    await chrome?.kill();
    const header = ["route", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "JS (gzip)", "HTML (gzip)"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
    const machine = benchmarkIndexes.length ? `; start page ${start}, Lighthouse benchmark index ${median(benchmarkIndexes).toFixed(0)} (median)` : "";
    console.log(`\nLighthouse ${chrome ? `mobile, median of ${runs}` : "skipped"}${machine}; first-load bytes gzip-compressed\n`);
    console.log(line(header));
    console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
    for (const row of rows) console.log(line(row));

    if (!options["no-load"]) await throughput();
  } finally {
    await server.stop();
  }
  if (!options["no-scale"]) await articleScale([24, 2_000], PORT + 10);
}

await main();
