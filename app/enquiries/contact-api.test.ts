/**
 * The enquiry API against real databases (a SQLite file and a throwaway
 * PostgreSQL server) and a real SMTP server on loopback.
 */
import { sql, type RawBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, startPostgres, type RunningPostgres } from "../../scripts/lib/postgres";
import { startSmtp, type TestSmtp } from "../../tests/support/smtp";
import { post, startTestApi, waitFor, type TestApi } from "../../tests/support/enquiry-api";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";
import { CONTROL_CHARACTERS } from "./schema";

let postgres: RunningPostgres;
let databases = 0;

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});

const backends: Array<[string, () => Promise<Record<string, string>>]> = [
  ["SQLite", async () => ({})],
  ["PostgreSQL", async () => ({ DATABASE_URL: await createDatabase(postgres.url, `act_test_${process.pid}_${++databases}`) })],
];

async function storedCount(api: TestApi): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from enquiries`.execute(api.system.database.db);
  return Number(rows[0]?.n);
}

/** How many outbox rows of these enquiries match `where`. */
async function outboxRows(api: TestApi, ids: readonly string[], where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from outbox where ${where} and enquiry_id in (${sql.join(ids)})`.execute(
    api.system.database.db,
  );
  return Number(rows[0]?.n);
}

/**
 * Staff got each enquiry's notification exactly once, counted when no further one can reach the mail server: every
 * worker has stopped (a delivery under way finishes first) and every row is marked delivered, so none is sent again.
 * A second copy, had one been sent, is then already in the mailbox, with no wait for it. The workers start again after.
 */
async function expectEachNotifiedOnce(sites: readonly TestApi[], smtp: TestSmtp, ids: readonly string[]) {
  await Promise.all(sites.map((site) => site.system.worker.stop()));
  try {
    expect(await outboxRows(sites[0]!, ids, sql`delivered_at is null`), "notifications still to deliver").toBe(0);
    const notified = smtp.references();
    for (const id of ids) expect(notified.filter((other) => other === id)).toHaveLength(1);
  } finally {
    for (const site of sites) site.system.worker.start();
  }
}

describe.each(backends)("enquiries on %s", (_name, settings) => {
  let smtp: TestSmtp;
  let api: TestApi;
  let backend: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtp();
    backend = await settings();
    api = await startTestApi({ ...backend, SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });

  it("stores 500 concurrent valid submissions and notifies staff of each exactly once", async () => {
    const before = smtp.messages.length;
    const responses = await Promise.all(Array.from({ length: 500 }, (_, n) => post(api.url, sampleEnquiry(n), api.token())));
    expect(responses.map((response) => response.status)).toEqual(Array(500).fill(201));
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(500);
    expect(await storedCount(api)).toBeGreaterThanOrEqual(500);

    await waitFor(() => smtp.messages.length - before >= 500, 120_000, "500 notifications");
    await expectEachNotifiedOnce([api], smtp, ids);
  }, 180_000);

  it("delivers every notification after the mail server comes back", async () => {
    await smtp.stop();
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => post(api.url, sampleEnquiry(1000 + n), api.token())));
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
    // The worker has tried each against the closed port, and failed, twice.
    await waitFor(async () => (await outboxRows(api, ids, sql`attempts < 2`)) === 0, 60_000, "two failed attempts at each notification");
    expect(smtp.unnotified(ids)).toEqual(ids);

    await smtp.start();
    await waitFor(() => smtp.unnotified(ids).length === 0, 60_000, "notifications after the outage");
  }, 90_000);

  it("with two sites on one database, staff get each notification exactly once", async () => {
    // Two workers claim from the same outbox; a row one of them holds is never sent by the other.
    const second = await startTestApi({ ...backend, DATA_DIR: api.dataDir, SMTP_URL: smtp.url });
    try {
      const sites = [api, second];
      const responses = await Promise.all(Array.from({ length: 200 }, (_, n) => post(sites[n % 2]!.url, sampleEnquiry(2000 + n), sites[n % 2]!.token())));
      expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
      const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
      await waitFor(() => smtp.unnotified(ids).length === 0, 60_000, "notifications from two sites");
      await expectEachNotifiedOnce(sites, smtp, ids);
    } finally {
      await second.close();
    }
  }, 90_000);

  // PostgreSQL cannot store a NUL ("invalid byte sequence for encoding UTF8: 0x00"), which answered 503.
  it("answers a NUL in any field with 400 and the field's plain message, storing nothing", async () => {
    const before = await storedCount(api);
    const base = sampleEnquiry(9);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["email", { ...base, email: "nul\u0000@example.org" }, "Valid email is required."],
      ["firstName", { ...base, firstName: "Nul\u0000" }, CONTROL_CHARACTERS],
      ["phone", { ...base, phone: "(850) 555-0100\u0000" }, "Phone number must be fully entered"],
      ["state", { ...base, state: "F\u0000" }, "State is required."],
      ["dccm.participants", { ...base, dccm: { ...base.dccm, participants: "1\u0000" } }, "Number of participants must be a whole number from 0 to 100000."],
      ["dccm.courtName", { ...base, dccm: { ...base.dccm, courtName: "Court\u0000" } }, CONTROL_CHARACTERS],
      ["message", { ...base, message: "Hello\u0000there" }, CONTROL_CHARACTERS],
    ];
    for (const [field, body, message] of cases) {
      const response = await post(api.url, body, api.token());
      expect(response.status, field).toBe(400);
      expect(await response.json(), field).toEqual({ errors: { [field]: message } });
    }
    expect(await storedCount(api)).toBe(before);
    // Keys the enquiry does not have are dropped unread, with a NUL or not: the enquiry itself is stored.
    const unknownKey = await post(api.url, { ...base, "x\u0000": "\u0000", products: { ...base.products, "dccm\u0000": true } }, api.token());
    expect(unknownKey.status).toBe(201);
  }, 30_000);

  it("keeps the e-mail safe: fields escaped in HTML, no visitor text in headers but an encoded Reply-To", async () => {
    const response = await post(
      api.url,
      { ...sampleEnquiry(7), firstName: "Eve\u2028", lastName: "<img src=x onerror=alert(1)>", email: "eve@example.org" },
      api.token(),
    );
    // A trailing U+2028 is trimmed like any outer white space (inside a name it is refused): accepted, and no header breaks.
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await waitFor(() => smtp.unnotified([id]).length === 0, 30_000, "the notification");
    const raw = smtp.messages.find((message) => message.reference === id)!.raw;
    const [headers] = raw.split(/\r?\n\r?\n/);
    expect(headers).toMatch(/^Reply-To: eve@example\.org$/m);
    expect(headers).not.toMatch(/Eve|img src/);
    expect(raw).not.toContain("<img src=x");
  }, 60_000);
});
