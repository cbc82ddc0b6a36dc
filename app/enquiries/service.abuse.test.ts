/**
 * What one client can do to the enquiry form, against real databases (a
 * SQLite file and a throwaway PostgreSQL) and a real SMTP server on loopback:
 * a form token serves one enquiry and grows too old, an IPv6 client is its
 * /64, and a flood of submissions already judged suspect never uses up the
 * site-wide budget real visitors need.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFormTokens } from "~/enquiries/form-token.server";
import type { SubmissionMeta } from "~/enquiries/service";
import { pruneUsedFormTokens } from "~/enquiries/store.server";
import { createDatabase, startPostgres, type RunningPostgres } from "../../scripts/lib/postgres";
import { startSmtp, type TestSmtp } from "../../tests/support/smtp";
import { post, startTestApi, TEST_API_FORM_TOKEN_SECRET, waitFor, type TestApi } from "../../tests/support/enquiry-api";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";

const HOUR = 3_600_000;
let postgres: RunningPostgres;
let smtp: TestSmtp;
let databases = 0;

beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startPostgres(), startSmtp()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([postgres?.stop(), smtp?.stop()]);
});

const backends: Array<[string, () => Promise<Record<string, string>>]> = [
  ["SQLite", async () => ({})],
  ["PostgreSQL", async () => ({ DATABASE_URL: await createDatabase(postgres.url, `act_abuse_${process.pid}_${++databases}`) })],
];

async function statusOf(api: TestApi, id: string): Promise<string> {
  const { rows } = await sql<{ status: string }>`select status from enquiries where id = ${id}`.execute(api.system.database.db);
  return rows[0]!.status;
}

async function outboxRows(api: TestApi, id: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from outbox where enquiry_id = ${id}`.execute(api.system.database.db);
  return Number(rows[0]!.n);
}

const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;

describe.each(backends)("on %s", (_name, backendSettings) => {
  const apis: TestApi[] = [];
  const start = async (settings: Record<string, string> = {}, shareWith?: TestApi) => {
    const backend = shareWith ? { DATA_DIR: shareWith.dataDir, ...sharedUrl.get(shareWith) } : await backendSettings();
    const api = await startTestApi({ ...backend, SMTP_URL: smtp.url, ...settings });
    sharedUrl.set(api, backend.DATABASE_URL ? { DATABASE_URL: backend.DATABASE_URL } : {});
    apis.push(api);
    return api;
  };
  const sharedUrl = new Map<TestApi, Record<string, string>>();
  afterAll(async () => {
    for (const api of apis.reverse()) await api.close();
  });

  it("a form token serves one enquiry: sent again, it is stored as suspect and notifies no one", async () => {
    const api = await start();
    const token = api.token();
    const first = await idOf(await post(api.url, sampleEnquiry(1), token));
    const again = await post(api.url, sampleEnquiry(2), token);
    // The answer does not tell a bot which it was.
    expect(again.status).toBe(201);
    const second = await idOf(again);
    expect(await statusOf(api, first)).toBe("new");
    expect(await statusOf(api, second)).toBe("suspect");
    expect(await outboxRows(api, second)).toBe(0);
    await waitFor(() => smtp.unnotified([first]).length === 0, 30_000, "the first enquiry's notification");
    // Once the worker has stopped (a delivery under way finishes first), nothing more reaches the mail server.
    await api.system.worker.stop();
    expect(smtp.unnotified([second])).toEqual([second]);
  }, 60_000);

  it("sent at once to two instances on one database, one token is notified once and the rest are kept as suspect", async () => {
    const a = await start();
    const b = await start({}, a);
    const token = a.token();
    const responses = await Promise.all(Array.from({ length: 12 }, (_, n) => post((n % 2 ? a : b).url, sampleEnquiry(100 + n), token)));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    const ids = await Promise.all(responses.map(idOf));
    const statuses = await Promise.all(ids.map((id) => statusOf(a, id)));
    expect(statuses.filter((status) => status === "new")).toHaveLength(1);
    expect(statuses.filter((status) => status === "suspect")).toHaveLength(11);
  }, 60_000);

  it("a token older than FORM_TOKEN_MAX_AGE_HOURS makes its enquiry suspect, stored and not notified", async () => {
    const api = await start({ FORM_TOKEN_MAX_AGE_HOURS: "2" });
    const made = (ageMs: number) =>
      createFormTokens(TEST_API_FORM_TOKEN_SECRET, { minFillSeconds: 0, maxAgeSeconds: 2 * 3600 }, () => Date.now() - ageMs).issue();
    const old = await idOf(await post(api.url, sampleEnquiry(200), made(2 * HOUR + 60_000)));
    const recent = await idOf(await post(api.url, sampleEnquiry(201), made(2 * HOUR - 60_000)));
    expect(await statusOf(api, old)).toBe("suspect");
    expect(await outboxRows(api, old)).toBe(0);
    expect(await statusOf(api, recent)).toBe("new");
  }, 60_000);

  it("used tokens are forgotten once past the maximum age, when they are suspect for their age alone", async () => {
    const api = await start();
    const { db } = api.system.database;
    const token = api.token();
    await post(api.url, sampleEnquiry(250), token);
    const [row] = await db.selectFrom("used_form_tokens").selectAll().execute();
    expect(row).toBeDefined();
    expect(await pruneUsedFormTokens(db, new Date(Date.parse(row!.used_at) - 1).toISOString())).toBe(0);
    expect(await pruneUsedFormTokens(db, new Date(Date.parse(row!.used_at) + 1).toISOString())).toBe(1);
    expect(await db.selectFrom("used_form_tokens").selectAll().execute()).toEqual([]);
  }, 60_000);

  it("a submission refused (400, 429) leaves its token unused: the visitor sends the same form again and staff are notified", async () => {
    const api = await start({ ENQUIRY_RATE_LIMIT_PER_IP: "1" });
    const token = api.token();
    const invalid = await post(api.url, { ...sampleEnquiry(300), email: "not-an-address" }, token);
    expect(invalid.status).toBe(400);
    const corrected = await idOf(await post(api.url, sampleEnquiry(300), token));
    expect(await statusOf(api, corrected)).toBe("new");

    const next = api.token();
    expect((await post(api.url, sampleEnquiry(301), next)).status).toBe(429);
    // The hour passes: the counters are forgotten (a new process's, or cleared in PostgreSQL).
    if (api.system.database.kind === "postgres") await sql`delete from enquiry_rate_limits`.execute(api.system.database.db);
    const later = await start({ ENQUIRY_RATE_LIMIT_PER_IP: "1" }, api);
    const resent = await idOf(await post(later.url, sampleEnquiry(301), next));
    expect(await statusOf(api, resent)).toBe("new");
  }, 60_000);

  describe("one client's flood", () => {
    const submit = (api: TestApi, n: number, ip: string, formToken: string) =>
      api.system.service.submit(sampleEnquiry(n), { ip, formToken, via: "api" } satisfies SubmissionMeta);

    it("from many addresses of one IPv6 /64 is one client; another /64 and an IPv4-mapped address are others", async () => {
      const api = await start({ ENQUIRY_RATE_LIMIT_PER_IP: "10", ENQUIRY_RATE_LIMIT_GLOBAL: "1000" });
      const outcomes = [];
      for (let i = 1; i <= 11; i++) outcomes.push((await submit(api, 400 + i, `2001:db8:aa:1::${i.toString(16)}`, api.token())).kind);
      expect(outcomes).toEqual([...Array(10).fill("accepted"), "rate-limited"]);
      expect((await submit(api, 420, "2001:db8:aa:1:ffff:ffff:ffff:fffe", api.token())).kind).toBe("rate-limited");
      expect((await submit(api, 421, "2001:db8:aa:2::1", api.token())).kind).toBe("accepted");
      for (let i = 0; i < 10; i++) expect((await submit(api, 430 + i, "::ffff:192.0.2.9", api.token())).kind).toBe("accepted");
      expect((await submit(api, 440, "192.0.2.9", api.token())).kind).toBe("rate-limited");
    }, 60_000);

    it("of 65 submissions with one token, from one /64 or from 65 networks, leaves the form open to a real visitor", async () => {
      // The defaults: 10 an hour per client, 60 a minute for the site.
      const api = await start({ ENQUIRY_RATE_LIMIT_PER_IP: "10", ENQUIRY_RATE_LIMIT_GLOBAL: "60" });
      const token = api.token();
      const tally = (kinds: string[]) => Object.fromEntries([...new Set(kinds)].map((kind) => [kind, kinds.filter((k) => k === kind).length]));
      const oneNetwork: string[] = [];
      for (let i = 1; i <= 65; i++) oneNetwork.push((await submit(api, 500 + i, `2001:db8:bad:1::${i.toString(16)}`, token)).kind);
      const manyNetworks: string[] = [];
      for (let i = 1; i <= 65; i++) manyNetworks.push((await submit(api, 600 + i, `2001:db8:bad:${(100 + i).toString(16)}::1`, token)).kind);
      expect(tally(oneNetwork)).toEqual({ accepted: 10, "rate-limited": 55 });
      expect(tally(manyNetworks)).toEqual({ accepted: 65 });
      const { rows } = await sql<{ status: string; n: number | string }>`select status, count(*) as n from enquiries group by status`.execute(
        api.system.database.db,
      );
      expect(Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]))).toEqual({ new: 1, suspect: 74 });

      const visitor = await submit(api, 700, "198.51.100.7", api.token());
      expect(visitor.kind).toBe("accepted");
      expect(visitor.kind === "accepted" && (await statusOf(api, visitor.id))).toBe("new");
    }, 60_000);
  });
});
