/**
 * 10,000 hostile requests (scripts/lib/hostile-requests.ts) against an instance
 * on SQLite and one on PostgreSQL: malformed and huge bodies, odd methods,
 * paths, headers and image parameters, forged preview entries and cookies, and
 * enquiries carrying NUL, controls, separators and overrides. None may get a
 * 5xx, and each site must still answer afterwards.
 */
import { expect, test } from "@playwright/test";
import { fuzzSite } from "../../scripts/lib/fuzz-site";
import { createDatabase, startPostgres, type RunningPostgres } from "../../scripts/lib/postgres";

const TOTAL = 10_000;
const SEED = 20261126;

let postgres: RunningPostgres | undefined;
test.afterAll(async () => {
  await postgres?.stop();
});

for (const database of ["sqlite", "postgresql"] as const) {
  test(`10,000 hostile requests on ${database} get no 5xx, and the site still answers`, async () => {
    test.setTimeout(600_000);
    let databaseUrl: string | undefined;
    if (database === "postgresql") {
      postgres ??= await startPostgres();
      databaseUrl = await createDatabase(postgres.url, `act_fuzz_${process.pid}`);
    }
    const run = await fuzzSite({ total: TOTAL, seed: SEED, databaseUrl, deadlineMs: 540_000 });
    console.log(`${database}: ${run.sent} requests in ${run.seconds.toFixed(1)} s, by status`, run.statuses);
    expect(run.failures).toEqual([]);
    expect(run.sent).toBe(TOTAL);
    expect(run.stillServes).toBe(true);
  });
}
