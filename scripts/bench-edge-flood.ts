/**
 * `npm run bench:edge-flood`: what a flood that tries to skip the caches costs a visitor, printed, never asserted
 * (tests/e2e/edge.spec.ts holds that such a flood renders no page, gets no 5xx and changes no visitor's page).
 *
 * Two instances of the build behind the nginx and Varnish recipes (Debian's nginx and varnish). A visitor's
 * /contact through nginx (made for each visitor, so it reaches an instance every time), 100 requests one at a
 * time: p50 and p99 alone, then while four clients flood kept pages through Varnish, nginx and the instances,
 * with ordinary requests and with hostile ones (a new query string, a forged preview cookie) in turn. On two
 * shared cores any flood slows every answer; what a cache bypass would cost is the hostile flood's figures
 * beside the ordinary one's. Interleaved rounds, the medians of their p50s and p99s: a round slowed by the
 * machine's neighbours does not decide.
 *
 * Options: --rounds N   rounds of each flood (default 5); `npm run build` first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { wholeNumberOption } from "./lib/number-option";
import { startBuiltSite } from "./lib/built-site";
import { startFlood, type FloodKind, type FloodTargets } from "./lib/edge-flood";
import { freePort } from "./lib/free-port";
import { send } from "./lib/http-send";
import { startNginx } from "./lib/nginx";
import { median, quantile } from "./lib/stats";
import { startVarnish } from "./lib/varnish";

const { values: options } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
const ROUNDS = wholeNumberOption("rounds", options.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error("Usage: npm run bench:edge-flood -- [--rounds N (at least 1)]");
  process.exit(1);
}
const PAGES = ["/", "/about", "/resources", "/privacypolicy", "/solutions/dccm"];
const VISITS = 100;

/** The visitor's /contact, `VISITS` times one after the other: each answer's milliseconds. */
async function visitor(nginxUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < VISITS; i++) times.push((await send(`${nginxUrl}/contact`)).ms);
  return times;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "act-bench-edge-")));
const instances = await Promise.all(dirs.map(async (dir) => startBuiltSite(await freePort(), { DATA_DIR: dir, TRUST_PROXY: "1" })));
const upstreamPorts = instances.map((site) => Number(new URL(site.url).port));
const nginx = await startNginx({ upstreamPorts, port: await freePort() });
const varnish = await startVarnish({ upstreamPorts, port: await freePort() });
try {
  const targets: FloodTargets = { varnish: varnish.url, nginx: nginx.url, instances: instances.map((site) => site.url), pages: PAGES };
  for (const site of instances) for (const page of PAGES) await send(`${site.url}${page}`);
  await visitor(nginx.url);
  const alone = await visitor(nginx.url);

  const rounds: Record<FloodKind, { p50: number; p99: number }[]> = { ordinary: [], hostile: [] };
  const statuses: Record<FloodKind, Map<number, number>> = { ordinary: new Map(), hostile: new Map() };
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of ["ordinary", "hostile"] as const) {
      const flood = startFlood(kind, targets);
      const times = await visitor(nginx.url);
      const { statuses: answered } = await flood.stop();
      rounds[kind].push({ p50: quantile(times, 0.5), p99: quantile(times, 0.99) });
      for (const [status, n] of answered) statuses[kind].set(status, (statuses[kind].get(status) ?? 0) + n);
    }
  }

  const answers = (kind: FloodKind) => [...statuses[kind]].map(([status, n]) => `${n}×${status}`).join(", ");
  console.log(`\nA visitor's /contact through nginx, ${VISITS} requests one at a time\n`);
  console.log("| while | p50 | p99 | flood's answers |\n|---|---|---|---|");
  console.log(`| alone | ${ms(quantile(alone, 0.5))} | ${ms(quantile(alone, 0.99))} | |`);
  for (const kind of ["ordinary", "hostile"] as const) {
    const of = (q: "p50" | "p99") => ms(median(rounds[kind].map((round) => round[q])));
    console.log(`| ${kind} flood, median of ${ROUNDS} rounds | ${of("p50")} | ${of("p99")} | ${answers(kind)} |`);
  }
  const p99s = (kind: FloodKind) => rounds[kind].map((round) => ms(round.p99)).join(", ");
  console.log(`\np99 of each round: ordinary ${p99s("ordinary")}; hostile ${p99s("hostile")}`);
} finally {
  await varnish.stop();
  await nginx.stop();
  await Promise.all(instances.map((site) => site.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
