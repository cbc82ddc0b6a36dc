/**
 * `npm run bench:not-found`: what a flood of made-up addresses costs, printed, never asserted.
 *
 * - Requests per second for /about (kept by the render cache) and for distinct
 *   unknown addresses (/nope-<n>, /nope-<n>/x, /a/b/nope-<n>: every kind of
 *   not-found page), each at 8 connections for 5 s after a 2 s warm-up (autocannon).
 * - A bystander's /about: p50 and p99 of one visitor's requests, one at a time,
 *   alone and then while 8 connections ask for unknown addresses.
 *
 * Options: --server <path>   another build's server (default build/server/index.js; `npm run build` first)
 *          --port N          where to start it (default 3950)
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { portOption } from "./lib/number-option";
import autocannon from "autocannon";
import { startBuiltSite } from "./lib/built-site";
import { quantile } from "./lib/stats";

const { values: options } = parseArgs({ options: { port: { type: "string", default: "3950" }, server: { type: "string" } } });
const PORT = portOption(options.port);
const CONNECTIONS = 8;

let counter = 0;
const unknownAddress = () => {
  counter += 1;
  return [`/nope-${counter}`, `/nope-${counter}/x`, `/a/b/nope-${counter}`][counter % 3]!;
};

function flood(url: string, seconds: number, unknown: boolean): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
    ...(unknown ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: unknownAddress() }) }] } : {}),
  });
}

/** One visitor's /about, one request at a time, for `seconds`: latencies in milliseconds. */
async function bystander(url: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${url}/about`, { headers: { "accept-encoding": "gzip" } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

const site = await startBuiltSite(
  PORT,
  { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-bench-not-found-")) },
  ["ignore", "ignore", "inherit"],
  options.server,
);
try {
  const rows: string[][] = [];
  for (const [label, unknown] of [
    ["/about", false],
    ["unknown addresses", true],
  ] as const) {
    await flood(`${site.url}/about`, 2, unknown);
    const result = await flood(`${site.url}/about`, 5, unknown);
    rows.push([label, `${result.requests.average.toFixed(0)}/s`, ms(result.latency.p50), ms(result.latency.p99), String(result.non2xx)]);
  }
  const alone = await bystander(site.url, 5);
  const [underFlood] = await Promise.all([bystander(site.url, 5), flood(`${site.url}/about`, 6, true)]);
  console.log(`\nThroughput, ${CONNECTIONS} connections, 5 s each after a 2 s warm-up (autocannon)\n`);
  console.log("| target | requests/s | p50 | p99 | non-2xx |\n|---|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  console.log(`\nA bystander's /about, one request at a time for 5 s\n`);
  console.log("| while | requests | p50 | p99 |\n|---|---|---|---|");
  for (const [label, latencies] of [
    ["alone", alone],
    [`${CONNECTIONS} connections of unknown addresses`, underFlood],
  ] as const) {
    console.log(`| ${label} | ${latencies.length} | ${ms(quantile(latencies, 0.5))} | ${ms(quantile(latencies, 0.99))} |`);
  }
} finally {
  await site.stop();
}
