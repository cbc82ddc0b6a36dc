/**
 * `npm run loadtest`: a bounded soak of the production build on loopback.
 * Pages, content images and (when the API is present) enquiries, mixed, for a
 * few minutes; then requests, errors, p50/p99 latency, and the server's memory
 * at the start and end of the run (the last minute against the first).
 *
 * Options: --minutes 3 (1 to 15), --connections 16 (1 to 64)
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { portOption, wholeNumberOption } from "./lib/number-option";
import { startBuiltSite } from "./lib/built-site";
import { formTokens, TEST_FORM_TOKEN_SECRET } from "./lib/form-tokens";
import { sampleEnquiry } from "./lib/sample-enquiry";
import { sitemapPaths } from "./lib/sitemap-paths";

const { values: options } = parseArgs({
  options: {
    minutes: { type: "string", default: "3" },
    connections: { type: "string", default: "16" },
    port: { type: "string", default: "3950" },
  },
});
const minutes = wholeNumberOption("minutes", options.minutes, { max: 15 });
const connections = wholeNumberOption("connections", options.connections, { max: 64 });
const PORT = portOption(options.port);
const base = `http://127.0.0.1:${PORT}`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-loadtest-"));
  const site = await startBuiltSite(PORT, {
    DATA_DIR: dataDir,
    // One client sends everything here: let it through the per-address limits (each enquiry
    // carries its own X-Forwarded-For) and the site-wide one, so every enquiry is stored and notified.
    TRUST_PROXY: "true",
    ENQUIRY_RATE_LIMIT_GLOBAL: "1000000",
    ENQUIRY_MIN_FILL_SECONDS: "0",
    // Each enquiry gets a token of its own, as each visitor's page has: a reused one would be kept aside, unnotified.
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
  });
  const server = site.child;
  try {
    const pages = await sitemapPaths(base);
    const images = new Set<string>();
    for (const page of pages.slice(0, 12)) {
      const html = await (await fetch(`${base}${page}`)).text();
      for (const match of html.matchAll(/src="(\/images\/[^"]+)"/g)) images.add(match[1]!.replaceAll("&amp;", "&"));
    }
    const formToken = formTokens(TEST_FORM_TOKEN_SECRET);
    const apiPresent = (await fetch(`${base}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status === 400;

    const started = Date.now();
    const end = started + minutes * 60_000;
    const latencies: number[] = [];
    const byMinute: number[] = [];
    const memory: { at: number; mb: number }[] = [{ at: 0, mb: rssMb(server.pid!) }];
    let requests = 0;
    let errors = 0;
    let counter = 0;
    const sampler = setInterval(() => memory.push({ at: Date.now() - started, mb: rssMb(server.pid!) }), 5_000);

    const one = async () => {
      counter += 1;
      const roll = counter % 10;
      let response: Response;
      const t0 = performance.now();
      try {
        if (roll < 6) response = await fetch(`${base}${pages[counter % pages.length]}`, { headers: { "accept-encoding": "gzip" } });
        else if (roll < 9 || !apiPresent)
          response = await fetch(`${base}${[...images][counter % images.size]}`, { headers: { accept: "image/avif,image/webp" } });
        else {
          response = await fetch(`${base}/api/contact`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `10.9.${(counter >> 8) & 255}.${counter & 255}`,
              "x-form-token": formToken(),
            },
            body: JSON.stringify(sampleEnquiry(counter)),
          });
        }
        await response.arrayBuffer();
        if (response.status >= 400 && response.status !== 429) errors += 1;
      } catch {
        errors += 1;
      }
      const ms = performance.now() - t0;
      latencies.push(ms);
      const minute = Math.floor((Date.now() - started) / 60_000);
      byMinute[minute] = (byMinute[minute] ?? 0) + 1;
      requests += 1;
    };

    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < end) await one();
      }),
    );
    clearInterval(sampler);
    memory.push({ at: Date.now() - started, mb: rssMb(server.pid!) });

    const sorted = latencies.sort((a, b) => a - b);
    const firstMinute = memory.filter((m) => m.at <= 60_000);
    const lastMinute = memory.filter((m) => m.at >= (minutes - 1) * 60_000);
    const average = (list: { mb: number }[]) => list.reduce((sum, m) => sum + m.mb, 0) / Math.max(1, list.length);
    const growth = (average(lastMinute) / average(firstMinute) - 1) * 100;
    console.log(`soak: ${minutes} min, ${connections} connections, pages 60% / images 30% / enquiries ${apiPresent ? "10%" : "0% (no API)"}`);
    console.log(`requests ${requests} (${(requests / (minutes * 60)).toFixed(0)}/s), errors ${errors}`);
    console.log(`latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
    console.log(`requests per minute: ${byMinute.join(", ")}`);
    console.log(
      `server RSS: start ${memory[0]!.mb.toFixed(0)} MB, first-minute mean ${average(firstMinute).toFixed(0)} MB, last-minute mean ${average(lastMinute).toFixed(0)} MB, end ${memory.at(-1)!.mb.toFixed(0)} MB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%)`,
    );
    if (errors > 0 || growth > 20) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

await main();
