/**
 * `npm run fuzz`: hostile requests against the production build on SQLite and on
 * PostgreSQL (a throwaway cluster), printing the answers by status. Exits 1 on
 * any 5xx or unanswered request, or if a site stops serving afterwards. Bounded
 * in count and time; traffic goes to loopback only.
 *
 * Options: --total 10000 (per database), --seed 20261126, --no-postgres,
 * --through nginx|varnish (repeatable: the same requests through each proxy
 * recipe in front of an instance on SQLite, after the direct runs; --no-direct
 * leaves those out)
 */
import { parseArgs } from "node:util";
import { wholeNumberOption } from "./lib/number-option";
import { fuzzSite, type FuzzProxy, type FuzzResult } from "./lib/fuzz-site";
import { createDatabase, startPostgres } from "./lib/postgres";

const { values: options } = parseArgs({
  options: {
    total: { type: "string", default: "10000" },
    seed: { type: "string", default: "20261126" },
    through: { type: "string", multiple: true, default: [] },
    "no-direct": { type: "boolean", default: false },
    "no-postgres": { type: "boolean", default: false },
  },
});
const total = wholeNumberOption("total", options.total);
const seed = wholeNumberOption("seed", options.seed, { min: 0 });
const DEADLINE_MS = 10 * 60_000;

const proxies = options.through;
for (const proxy of proxies) if (proxy !== "nginx" && proxy !== "varnish") throw new Error(`--through takes nginx or varnish, not ${proxy}`);
const direct = !options["no-direct"];

const results: FuzzResult[] = direct ? [await fuzzSite({ total, seed, deadlineMs: DEADLINE_MS })] : [];
for (const proxy of proxies as FuzzProxy[]) results.push(await fuzzSite({ total, seed, deadlineMs: DEADLINE_MS, proxy }));
if (direct && !options["no-postgres"]) {
  const postgres = await startPostgres();
  try {
    results.push(await fuzzSite({ total, seed, deadlineMs: DEADLINE_MS, databaseUrl: await createDatabase(postgres.url, "act_fuzz") }));
  } finally {
    await postgres.stop();
  }
}

let failed = false;
for (const result of results) {
  const fives = Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `${result.database.padEnd(10)} ${`via ${result.proxy}`.padEnd(11)} ${result.sent} requests in ${result.seconds.toFixed(1)} s: ${fives} × 5xx, ${result.statuses[-2] ?? 0} unanswered; ` +
      `by status ${JSON.stringify(result.statuses)}; serves afterwards: ${result.stillServes ? "yes" : "NO"}`,
  );
  for (const failure of result.failures) console.log(`  ${failure}`);
  if (result.failures.length > 0 || !result.stillServes || result.sent < total) failed = true;
}
process.exit(failed ? 1 : 0);
