/**
 * `npm run fuzz`: hostile requests against the production build on SQLite and on
 * PostgreSQL (a throwaway cluster), printing the answers by status. Exits 1 on
 * any 5xx or unanswered request, or if a site stops serving afterwards. Bounded
 * in count and time; traffic goes to loopback only.
 *
 * Options: --total 10000 (per database), --seed 20261126, --no-postgres
 */
import { fuzzSite, type FuzzResult } from "./lib/fuzz-site";
import { createDatabase, startPostgres } from "./lib/postgres";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const total = option("total", 10_000);
const seed = option("seed", 20261126);
const DEADLINE_MS = 10 * 60_000;

const results: FuzzResult[] = [await fuzzSite({ total, seed, deadlineMs: DEADLINE_MS })];
if (!args.includes("--no-postgres")) {
  const postgres = await startPostgres();
  try {
    results.push(await fuzzSite({ total, seed, deadlineMs: DEADLINE_MS, databaseUrl: await createDatabase(postgres.url, "act_fuzz") }));
  } finally {
    await postgres.stop();
  }
}

let failed = false;
for (const result of results) {
  const fives = Object.entries(result.statuses).filter(([status]) => Number(status) >= 500).reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `${result.database.padEnd(10)} ${result.sent} requests in ${result.seconds.toFixed(1)} s: ${fives} × 5xx, ${result.statuses[-2] ?? 0} unanswered; ` +
      `by status ${JSON.stringify(result.statuses)}; serves afterwards: ${result.stillServes ? "yes" : "NO"}`,
  );
  for (const failure of result.failures) console.log(`  ${failure}`);
  if (result.failures.length > 0 || !result.stillServes || result.sent < total) failed = true;
}
process.exit(failed ? 1 : 0);
