/**
 * The staff digest of held enquiries and their release, on SQLite and on
 * PostgreSQL: queued only when due and when something was held, once across
 * instances, delivered through the outbox over real SMTP.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/enquiries/db/database.server";
import { plainLogger } from "~/lib/logger.server";
import { createDatabase, startPostgres, type RunningPostgres } from "../../scripts/lib/postgres";
import { countedLooks } from "../../tests/support/digest-looks";
import { startSmtp, type TestSmtp } from "../../tests/support/smtp";
import { DIGEST_INTERVAL_MS, queueDigest, startDigestScheduler } from "./digest.server";
import { emptyEnquiry } from "./fields";
import { createOutboxWorker } from "./outbox.server";
import { parseEnquiry } from "./schema";
import { DEFAULT_BUSINESS_TIME_ZONE, staffTime } from "~/lib/staff-time";
import { insertEnquiry, releaseEnquiry } from "./store.server";
import { createMailer } from "./transports.server";

let postgres: RunningPostgres;
let smtp: TestSmtp;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startPostgres(), startSmtp()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
  await Promise.all([postgres?.stop(), smtp?.stop()]);
});

const HOUR = 3_600_000;

function held(n: number, status: "new" | "suspect" | "spam") {
  const parsed = parseEnquiry({
    ...emptyEnquiry(),
    firstName: `Held${n}`,
    lastName: "<Visitor>",
    email: `held${n}@example.org`,
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
    message: `I would like a demo <b>${n}</b>`,
  });
  if (!parsed.ok) throw new Error("fixture invalid");
  return { enquiry: parsed.enquiry, status, via: "api" as const, clientHash: "x", channels: ["email" as const] };
}

/** Two handles on one database: two instances of the site. */
async function twoInstances(kind: "sqlite" | "postgres"): Promise<[DatabaseHandle, DatabaseHandle]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-digest-"));
  const databaseUrl = kind === "postgres" ? await createDatabase(postgres.url, `act_digest_${process.pid}_${handles.length}`) : undefined;
  const first = await openDatabase({ databaseUrl, dataDir });
  const second = await openDatabase({ databaseUrl, dataDir });
  handles.push(first, second);
  return [first, second];
}

async function deliverAll(handle: DatabaseHandle) {
  const mailer = createMailer({ smtpUrl: smtp.url, from: "website@example.com", to: "staff@example.com", mailDir: "unused" });
  const worker = createOutboxWorker({
    db: handle.db,
    mailer,
    retryBaseMs: 100,
    leaseMs: 5_000,
    timeZone: DEFAULT_BUSINESS_TIME_ZONE,
    log: plainLogger("error"),
  });
  worker.start();
  const pending = () => handle.db.selectFrom("outbox").select("id").where("delivered_at", "is", null).execute();
  const deadline = Date.now() + 15_000;
  while ((await pending()).length > 0) {
    if (Date.now() > deadline) throw new Error("the outbox did not drain");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await worker.stop();
  mailer.close();
}

describe.each(["sqlite", "postgres"] as const)("the digest of held enquiries (%s)", (kind) => {
  it("is queued only when something was held, at most daily, once across instances, and lists how to release each", async () => {
    const [a, b] = await twoInstances(kind);
    // A clock three days back, so every moment of the test is in the past of the outbox's real one.
    const base = Date.now() - 3 * DIGEST_INTERVAL_MS;
    const at = (id: string, time: number) =>
      a.db
        .updateTable("enquiries")
        .set({ created_at: new Date(time).toISOString() })
        .where("id", "=", id)
        .execute();
    // An enquiry is in a digest once a minute has passed since it was written.
    const start = base + 2 * 60_000;
    const notified = await insertEnquiry(a.db, held(1, "new"));
    await at(notified, base);
    expect(await queueDigest(a.db, { now: start })).toBeUndefined();

    const suspect = await insertEnquiry(a.db, held(2, "suspect"));
    const spam = await insertEnquiry(b.db, held(3, "spam"));
    await at(suspect, base);
    await at(spam, base);
    // At the same moment on PostgreSQL; one after the other on SQLite (one process writes at a time there).
    const queued =
      kind === "postgres"
        ? await Promise.all([queueDigest(a.db, { now: start }), queueDigest(b.db, { now: start })])
        : [await queueDigest(a.db, { now: start }), await queueDigest(b.db, { now: start })];
    expect(queued.filter((seq) => seq !== undefined)).toEqual([1]);

    const mailsBefore = smtp.messages.length;
    await deliverAll(b);
    const digests = smtp.messages.slice(mailsBefore).filter((mail) => /Subject: Website digest/.test(mail.raw));
    expect(digests).toHaveLength(1);
    const mail = digests[0]!.raw.replace(/=\r?\n/g, "");
    expect(mail).toContain("Subject: Website digest: 2 enquiries kept as suspect or spam");
    expect(mail).toContain(`npm run enquiries -- release ${suspect}`);
    expect(mail).toContain(`npm run enquiries -- release ${spam}`);
    expect(mail).not.toContain(notified);
    expect(mail).toContain("&lt;Visitor&gt;");
    // Times in the business's words: the held enquiries' and the period's, never a UTC timestamp.
    expect(mail).toContain(staffTime(new Date(base).toISOString(), DEFAULT_BUSINESS_TIME_ZONE));
    expect(mail).toMatch(/so far \(up to \w+day \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [AP]M ET\)/);
    expect(mail).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);

    // Within the day: nothing, even with more held; a day on: only what is new since.
    const later = await insertEnquiry(a.db, held(4, "suspect"));
    await at(later, start + HOUR);
    expect(await queueDigest(b.db, { now: start + 2 * HOUR })).toBeUndefined();
    expect(await queueDigest(b.db, { now: start + DIGEST_INTERVAL_MS + HOUR })).toBe(2);
    expect(await queueDigest(a.db, { now: start + DIGEST_INTERVAL_MS + 2 * HOUR })).toBeUndefined();
    const secondFrom = smtp.messages.length;
    await deliverAll(a);
    const second = smtp.messages
      .slice(secondFrom)
      .map((m) => m.raw.replace(/=\r?\n/g, ""))
      .join("\n");
    expect(second).toContain(`release ${later}`);
    expect(second).not.toContain(`release ${suspect}`);
    // A day with nothing held sends nothing.
    expect(await queueDigest(a.db, { now: start + 3 * DIGEST_INTERVAL_MS })).toBeUndefined();
  }, 60_000);

  it("each instance's scheduler looks now and then, and only one queues the digest", async () => {
    const [a, b] = await twoInstances(kind);
    const id = await insertEnquiry(a.db, held(7, "suspect"));
    await a.db
      .updateTable("enquiries")
      .set({ created_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    let woken = 0;
    const log = plainLogger();
    // SQLite serves one process: two handles in one process would only wait on each other's write lock.
    const watched = (kind === "postgres" ? [a, b] : [a]).map((handle) => countedLooks(handle.db));
    const schedulers = watched.map(({ db }) => startDigestScheduler({ db, wake: () => woken++, log, checkEveryMs: 50 }));
    // Each has begun three looks, so finished two (stop() waits for the third): looking again queues nothing more.
    await vi.waitFor(() => expect(Math.min(...watched.map(({ looks }) => looks()))).toBeGreaterThanOrEqual(3), { timeout: 30_000 });
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    expect(woken).toBe(1);
    const rows = await a.db.selectFrom("outbox").select("digest_seq").where("channel", "=", "digest").execute();
    expect(rows).toEqual([{ digest_seq: 1 }]);
  }, 60_000);

  it("release notifies staff once as if the enquiry had passed, and a second release does nothing", async () => {
    const [a, b] = await twoInstances(kind);
    const suspect = await insertEnquiry(a.db, held(5, "suspect"));
    const passed = await insertEnquiry(a.db, held(6, "new"));
    const outcomes =
      kind === "postgres"
        ? await Promise.all([releaseEnquiry(a.db, suspect, ["email"]), releaseEnquiry(b.db, suspect, ["email"])])
        : [await releaseEnquiry(a.db, suspect, ["email"]), await releaseEnquiry(b.db, suspect, ["email"])];
    expect(outcomes.sort()).toEqual(["already-released", "released"]);
    expect(await releaseEnquiry(a.db, suspect, ["email"])).toBe("already-released");
    expect(await releaseEnquiry(a.db, passed, ["email"])).toBe("not-held");
    expect(await releaseEnquiry(a.db, "no-such-id", ["email"])).toBe("missing");

    const before = smtp.messages.length;
    await deliverAll(a);
    const mails = smtp.messages.slice(before).map((m) => m.raw.replace(/=\r?\n/g, ""));
    // The passed enquiry's own notification, and one for the released one.
    expect(mails.filter((raw) => raw.includes(suspect))).toHaveLength(1);
    expect(mails.filter((raw) => raw.includes(passed))).toHaveLength(1);
    const row = await a.db.selectFrom("enquiries").select(["status", "released_at"]).where("id", "=", suspect).executeTakeFirstOrThrow();
    expect(row.status).toBe("suspect");
    expect(row.released_at).not.toBeNull();
  }, 60_000);
});
