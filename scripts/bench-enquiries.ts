/**
 * `npm run bench:enquiries`: enquiries per second the production build
 * sustains, and the p99 latency, on SQLite and on PostgreSQL. Printed, never
 * asserted. Notifications go to .eml files meanwhile, as without SMTP.
 *
 * Options: --duration 10 (seconds per database), --connections 20, --no-postgres
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { wholeNumberOption } from "./lib/number-option";
import autocannon from "autocannon";
import { freePort } from "./lib/free-port";
import { startBuiltSite } from "./lib/built-site";
import { formTokens, TEST_FORM_TOKEN_SECRET } from "./lib/form-tokens";
import { createDatabase, startPostgres } from "./lib/postgres";
import { sampleEnquiry } from "./lib/sample-enquiry";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    "no-postgres": { type: "boolean", default: false },
  },
});
const duration = wholeNumberOption("duration", options.duration);
const connections = wholeNumberOption("connections", options.connections);

const body = JSON.stringify(sampleEnquiry(1));

async function measure(label: string, extraEnv: Record<string, string>) {
  const site = await startBuiltSite(await freePort(), {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-bench-enquiries-")),
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ENQUIRY_RATE_LIMIT_PER_IP: "100000000",
    ENQUIRY_RATE_LIMIT_GLOBAL: "100000000",
    ...extraEnv,
  });
  try {
    // Each enquiry with a token of its own, as each visitor's page has: a reused one would be kept aside, unnotified.
    const token = formTokens(TEST_FORM_TOKEN_SECRET);
    const run = (seconds: number) =>
      autocannon({
        url: `${site.url}/api/contact`,
        connections,
        duration: seconds,
        requests: [
          {
            method: "POST",
            body,
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, "content-type": "application/json", "x-form-token": token() } }),
          },
        ],
      });
    await run(2); // warm up
    const result = await run(duration);
    const ok = result["2xx"];
    console.log(
      `${label.padEnd(11)} ${(ok / duration).toFixed(0).padStart(6)} enquiries/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
    );
  } finally {
    await site.stop();
  }
}

console.log(`POST /api/contact, ${connections} connections, ${duration} s per database, notifications as .eml files\n`);
await measure("SQLite", {});
if (!options["no-postgres"]) {
  const postgres = await startPostgres();
  try {
    // The throwaway server runs with fsync off; turn it back on so commits cost what they would in production.
    const pg = (await import("pg")).default;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("alter system set fsync = on");
    await admin.query("select pg_reload_conf()");
    await admin.end();
    await measure("PostgreSQL", { DATABASE_URL: await createDatabase(postgres.url, "act_bench") });
  } finally {
    await postgres.stop();
  }
}
