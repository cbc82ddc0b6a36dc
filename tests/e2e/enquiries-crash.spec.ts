/**
 * A server killed with SIGKILL in the middle of a stream of enquiries, then
 * started again on the same database: every enquiry that was answered 201 is
 * stored, and every one of them reaches staff. On SQLite and on PostgreSQL.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import pg from "pg";
import { createDatabase, startPostgres, type RunningPostgres } from "../../scripts/lib/postgres";
import { startSmtp } from "../support/smtp";
import { startSite, type RunningSite } from "../support/server";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";
import { formTokens, TEST_FORM_TOKEN_SECRET } from "../../scripts/lib/form-tokens";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let postgres: RunningPostgres | undefined;
test.afterAll(async () => {
  await postgres?.stop();
});

for (const backend of ["SQLite", "PostgreSQL"] as const) {
  test(`on ${backend}, every enquiry answered 201 before a SIGKILL is stored and notified after the restart`, async () => {
    const smtp = await startSmtp();
    const dataDir = mkdtempSync(path.join(tmpdir(), "act-crash-"));
    let databaseUrl: string | undefined;
    if (backend === "PostgreSQL") {
      postgres ??= await startPostgres();
      databaseUrl = await createDatabase(postgres.url, `act_crash_${process.pid}`);
    }
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
      ENQUIRY_MIN_FILL_SECONDS: "0",
      ENQUIRY_RATE_LIMIT_PER_IP: "100000",
      ENQUIRY_RATE_LIMIT_GLOBAL: "100000",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_LEASE_MS: "2000",
      LOG_LEVEL: "warn",
    };
    let site: RunningSite = await startSite(env);
    // Each enquiry carries its own token, as each visitor's contact page does.
    const token = formTokens(TEST_FORM_TOKEN_SECRET);

    // Eight clients send enquiries back to back; the server dies under them.
    const acknowledged: string[] = [];
    let n = 0;
    let stop = false;
    const client = async () => {
      while (!stop) {
        try {
          const response = await fetch(`${site.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Form-Token": token() },
            body: JSON.stringify(sampleEnquiry(n++)),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          // The connection died with the server: this enquiry was never acknowledged.
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(100);
    site.process.kill("SIGKILL");
    await new Promise((resolve) => site.process.once("exit", resolve));
    stop = true;
    await Promise.all(clients);
    const before = acknowledged.length;
    expect(before).toBeGreaterThan(100);

    site = await startSite(env);
    try {
      await expect.poll(() => smtp.unnotified(acknowledged).length, { timeout: 90_000, intervals: [250] }).toBe(0);
      const stored = new Set<string>();
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        for (const row of (await client.query<{ id: string }>("select id from enquiries")).rows) stored.add(row.id);
        await client.end();
      } else {
        const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
        for (const row of db.prepare("select id from enquiries").all() as Array<{ id: string }>) stored.add(row.id);
        db.close();
      }
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await site.stop();
      await smtp.stop();
    }
  });
}
