/**
 * How staff notifications reach staff, on SQLite in this process with a fake
 * clock: each once, a failure tried again after a growing pause, a mail
 * server that never answers given up on, rows another instance holds left
 * alone until its lease ends.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxChannel } from "~/enquiries/db/schema";
import { openDatabase, type DatabaseHandle } from "~/enquiries/db/database.server";
import { plainLogger } from "~/lib/logger.server";
import { DEFAULT_BUSINESS_TIME_ZONE } from "~/lib/staff-time";
import { queueDigest } from "./digest.server";
import { emptyEnquiry } from "./fields";
import type { Notification } from "./notification.server";
import { createOutboxWorker, retryDelay, type OutboxWorker } from "./outbox.server";
import { parseEnquiry } from "./schema";
import { insertEnquiry, type StoredEnquiry } from "./store.server";
import type { Mailer, Webhook } from "./transports.server";

const SECOND = 1_000;
const log = plainLogger();

let handle: DatabaseHandle;
let worker: OutboxWorker | undefined;

beforeEach(async () => {
  handle = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "act-outbox-delivery-")) });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"], now: Date.parse("2026-03-02T12:00:00.000Z") });
});

afterEach(async () => {
  // Deliveries under way finish on the fake clock.
  const stopping = worker?.stop();
  await vi.advanceTimersByTimeAsync(120 * SECOND);
  await stopping;
  worker = undefined;
  vi.useRealTimers();
  await handle.close();
});

/** A mail server that answers as `behaviour` says, keeping what it was given. */
function fakeMailer() {
  const sent: Array<{ notification: Notification; key: string }> = [];
  let behaviour: "accept" | "refuse" | "hang" = "accept";
  const mailer: Mailer = {
    send(notification, key) {
      if (behaviour === "hang") return new Promise(() => undefined);
      if (behaviour === "refuse") {
        sent.push({ notification, key });
        return Promise.reject(Object.assign(new Error("connect ECONNREFUSED for staff@example.com"), { code: "ECONNREFUSED" }));
      }
      sent.push({ notification, key });
      return Promise.resolve();
    },
    close() {},
  };
  return { mailer, sent, set: (next: typeof behaviour) => (behaviour = next) };
}

async function enquiry(n: number, channels: OutboxChannel[] = ["email"]): Promise<string> {
  const parsed = parseEnquiry({
    ...emptyEnquiry(),
    firstName: `Visitor${n}`,
    lastName: "Smith",
    email: `v${n}@example.org`,
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
  });
  if (!parsed.ok) throw new Error("fixture invalid");
  return insertEnquiry(handle.db, { enquiry: parsed.enquiry, status: "new", via: "api", clientHash: "x", channels });
}

const rows = () => handle.db.selectFrom("outbox").selectAll().orderBy("created_at").execute();
const row = async () => (await rows())[0]!;

function start(options: {
  mailer: Mailer;
  webhook?: Webhook;
  retryBaseMs?: number;
  leaseMs?: number;
  observe?: Parameters<typeof createOutboxWorker>[0]["observe"];
}) {
  worker = createOutboxWorker({ db: handle.db, retryBaseMs: 10 * SECOND, leaseMs: 60 * SECOND, timeZone: DEFAULT_BUSINESS_TIME_ZONE, log, ...options });
  worker.start();
  return worker;
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe("delivering staff notifications", () => {
  it("e-mails each enquiry once, marks it delivered and tells the metrics", async () => {
    const id = await enquiry(1);
    const { mailer, sent } = fakeMailer();
    const observe = { delivered: vi.fn(), failed: vi.fn() };
    start({ mailer, observe });
    await advance(10 * SECOND);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.notification.subject).toBe(`Website enquiry (${id.slice(0, 8)})`);
    expect(sent[0]!.notification.text).toContain("First name: Visitor1");
    const delivered = await row();
    // The file name of a mail kept on disk: when it arrived and which notification it is.
    expect(sent[0]!.key).toBe(`2026-03-02T12-00-00.000Z-${delivered.id}`);
    expect(delivered).toMatchObject({ attempts: 1, last_error: null, locked_until: null });
    expect(delivered.delivered_at).not.toBeNull();
    expect(observe.delivered).toHaveBeenCalledWith("email");
    expect(observe.failed).not.toHaveBeenCalled();
  });

  it("tries a failed delivery again after a pause that doubles, and delivers it once the mail server is back", async () => {
    await enquiry(1);
    const { mailer, sent, set } = fakeMailer();
    const observe = { delivered: vi.fn(), failed: vi.fn() };
    set("refuse");
    start({ mailer, observe, retryBaseMs: 10 * SECOND });
    await advance(100);
    expect(sent).toHaveLength(1);
    const first = await row();
    // Only the error's kind and code are kept: the message could quote an address.
    expect(first).toMatchObject({ attempts: 1, last_error: "Error ECONNREFUSED", locked_until: null, delivered_at: null });
    const pause = Date.parse(first.next_attempt_at) - Date.now();
    expect(pause).toBeGreaterThanOrEqual(8 * SECOND - 100);
    expect(pause).toBeLessThanOrEqual(12 * SECOND);
    expect(observe.failed).toHaveBeenCalledWith("email");

    await advance(pause - 200);
    expect(sent).toHaveLength(1);
    await advance(300);
    expect(sent).toHaveLength(2);
    const second = await row();
    expect(second.attempts).toBe(2);
    const longer = Date.parse(second.next_attempt_at) - Date.now();
    expect(longer).toBeGreaterThanOrEqual(16 * SECOND - 100);
    expect(longer).toBeLessThanOrEqual(24 * SECOND);

    set("accept");
    await advance(longer + 100);
    expect(sent).toHaveLength(3);
    expect(await row()).toMatchObject({ attempts: 3, last_error: null });
    expect(observe.delivered).toHaveBeenCalledTimes(1);
  });

  it("gives up on a mail server that never answers after half the lease, and tries again later", async () => {
    await enquiry(1);
    const { mailer, set } = fakeMailer();
    set("hang");
    start({ mailer, leaseMs: 20 * SECOND });
    await advance(9.9 * SECOND);
    expect(await row()).toMatchObject({ attempts: 0, last_error: null });
    await advance(200);
    expect(await row()).toMatchObject({ attempts: 1, last_error: "Error ETIMEDOUT", locked_until: null });
  });

  it("waits at least a second for the mail server, however short the lease", async () => {
    await enquiry(1);
    const { mailer, set } = fakeMailer();
    set("hang");
    start({ mailer, leaseMs: 600 });
    await advance(900);
    expect((await row()).attempts).toBe(0);
    await advance(200);
    expect((await row()).attempts).toBe(1);
  });

  it("retries ever less often, never much more than an hour apart, each pause spread by up to a fifth either way", () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4].map((attempts) => retryDelay(attempts, 1_000, middle))).toEqual([1_000, 1_000, 2_000, 4_000, 8_000]);
    expect(retryDelay(30, 1_000, middle)).toBe(3_600_000);
    expect(retryDelay(1, 1_000, () => 0)).toBe(800);
    expect(retryDelay(1, 1_000, () => 1)).toBe(1_200);
    expect(retryDelay(1, 1_001, middle)).toBe(1_001);
    expect(retryDelay(1, 1_000, () => 0.123)).toBe(849);
    for (let i = 0; i < 50; i++) {
      const delay = retryDelay(3, 1_000);
      expect(delay).toBeGreaterThanOrEqual(3_200);
      expect(delay).toBeLessThanOrEqual(4_800);
    }
  });

  it("sends to the webhook when one is configured, and fails the webhook's row when none is", async () => {
    const id = await enquiry(1, ["webhook"]);
    const { mailer, sent } = fakeMailer();
    const received: StoredEnquiry[] = [];
    start({ mailer, webhook: { send: async (stored) => void received.push(stored) } });
    await advance(100);
    expect(received.map((stored) => stored.id)).toEqual([id]);
    expect(received[0]!.enquiry.firstName).toBe("Visitor1");
    expect(sent).toHaveLength(0);
    await worker!.stop();

    await enquiry(2, ["webhook"]);
    start({ mailer });
    await advance(100);
    const failed = (await rows()).find((candidate) => candidate.delivered_at === null)!;
    expect(failed).toMatchObject({ attempts: 1, last_error: "Error" });
    expect(sent).toHaveLength(0);
  });

  it("e-mails a queued digest to staff, and fails a row whose enquiry or digest is gone", async () => {
    const id = await enquiry(1, []);
    await handle.db.updateTable("enquiries").set({ status: "spam" }).where("id", "=", id).execute();
    vi.setSystemTime(Date.now() + 10 * 60 * SECOND);
    expect(await queueDigest(handle.db)).toBe(1);
    const { mailer, sent } = fakeMailer();
    start({ mailer });
    await advance(100);
    expect(sent.map((mail) => mail.notification.subject)).toEqual(["Website digest: 1 enquiry kept as suspect or spam"]);
    expect(sent[0]!.key).toBe(`2026-03-02T12-10-00.000Z-digest-${(await row()).id}`);
    await worker!.stop();

    // Rows whose enquiry or digest was removed by hand, past the foreign keys.
    await sql`PRAGMA foreign_keys = OFF`.execute(handle.db);
    const base = { created_at: new Date().toISOString(), next_attempt_at: new Date().toISOString(), locked_until: null, delivered_at: null, last_error: null };
    await handle.db
      .insertInto("outbox")
      .values([
        { id: "gone-digest", enquiry_id: null, digest_seq: 99, channel: "digest", ...base },
        { id: "gone-enquiry", enquiry_id: "no-such-enquiry", digest_seq: null, channel: "email", ...base },
      ])
      .execute();
    start({ mailer });
    await advance(100);
    const gone = await handle.db.selectFrom("outbox").select(["id", "attempts", "last_error"]).where("id", "like", "gone-%").orderBy("id").execute();
    expect(gone).toEqual([
      { id: "gone-digest", attempts: 1, last_error: "Error" },
      { id: "gone-enquiry", attempts: 1, last_error: "Error" },
    ]);
    expect(sent).toHaveLength(1);
  });

  it("delivers a backlog larger than one batch, each notification once", async () => {
    for (let n = 0; n < 45; n++) await enquiry(n);
    const { mailer, sent } = fakeMailer();
    start({ mailer });
    await advance(100);
    expect(sent).toHaveLength(45);
    expect(new Set(sent.map((mail) => mail.key)).size).toBe(45);
    for (const delivered of await rows()) expect(delivered).toMatchObject({ attempts: 1, last_error: null });
  });

  it("leaves a notification another instance holds until that instance's lease ends", async () => {
    await enquiry(1);
    await handle.db
      .updateTable("outbox")
      .set({ locked_until: new Date(Date.now() + 30 * SECOND).toISOString() })
      .execute();
    const { mailer, sent } = fakeMailer();
    start({ mailer });
    await advance(29 * SECOND);
    expect(sent).toHaveLength(0);
    await advance(6 * SECOND);
    expect(sent).toHaveLength(1);
  });

  it("delivers a notification due later when it is due, not before", async () => {
    await enquiry(1);
    await handle.db
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(Date.now() + 2 * SECOND).toISOString() })
      .execute();
    const { mailer, sent } = fakeMailer();
    start({ mailer });
    await advance(1.9 * SECOND);
    expect(sent).toHaveLength(0);
    await advance(200);
    expect(sent).toHaveLength(1);
  });

  it("delivers a new notification at once when woken, rather than at the next look", async () => {
    const { mailer, sent } = fakeMailer();
    const running = start({ mailer });
    await advance(100);
    await enquiry(1);
    running.wake();
    await advance(10);
    expect(sent).toHaveLength(1);
    // Without a wake, the next look is five seconds after the last.
    await enquiry(2);
    await advance(4.8 * SECOND);
    expect(sent).toHaveLength(1);
    await advance(300);
    expect(sent).toHaveLength(2);
  });

  it("once stopped, starts no delivery, even when woken", async () => {
    const { mailer, sent } = fakeMailer();
    const running = start({ mailer });
    await advance(100);
    await running.stop();
    await enquiry(1);
    running.wake();
    await advance(60 * SECOND);
    expect(sent).toHaveLength(0);
    running.start();
    running.start();
    await advance(100);
    expect(sent).toHaveLength(1);
  });

  it("records a failure by the error's kind, whatever the transport threw", async () => {
    const timedOut = await enquiry(1, ["webhook"]);
    const refused = await enquiry(2, ["webhook"]);
    const { mailer } = fakeMailer();
    const webhook: Webhook = {
      send: (stored) =>
        stored.id === timedOut ? Promise.reject(Object.assign(new Error("the receiver took too long"), { name: "TimeoutError" })) : Promise.reject("refused"),
    };
    start({ mailer, webhook });
    await advance(100);
    const byEnquiry = Object.fromEntries((await rows()).map((candidate) => [candidate.enquiry_id, candidate.last_error]));
    expect(byEnquiry).toEqual({ [timedOut]: "TimeoutError", [refused]: "Error" });
  });

  it("with two instances on one database, sends each notification once, even while a slow mail server holds one", async () => {
    for (let n = 0; n < 6; n++) await enquiry(n);
    const sent: string[] = [];
    const slow: Mailer = {
      send: (_notification, key) => {
        sent.push(key);
        return new Promise((resolve) => setTimeout(resolve, 20 * SECOND));
      },
      close() {},
    };
    const first = createOutboxWorker({
      db: handle.db,
      mailer: slow,
      retryBaseMs: 10 * SECOND,
      leaseMs: 60 * SECOND,
      timeZone: DEFAULT_BUSINESS_TIME_ZONE,
      log,
    });
    const second = createOutboxWorker({
      db: handle.db,
      mailer: slow,
      retryBaseMs: 10 * SECOND,
      leaseMs: 60 * SECOND,
      timeZone: DEFAULT_BUSINESS_TIME_ZONE,
      log,
    });
    first.start();
    second.start();
    await advance(25 * SECOND);
    await advance(25 * SECOND);
    await Promise.all([first.stop(), second.stop()]);
    expect(sent).toHaveLength(6);
    expect(new Set(sent).size).toBe(6);
  });

  it("once stopped during a backlog, finishes the deliveries under way and starts no more", async () => {
    for (let n = 0; n < 10; n++) await enquiry(n);
    const sent: string[] = [];
    const slow: Mailer = {
      send: (_notification, key) => {
        sent.push(key);
        return new Promise((resolve) => setTimeout(resolve, SECOND));
      },
      close() {},
    };
    const running = start({ mailer: slow });
    await advance(100);
    expect(sent).toHaveLength(4);
    const stopped = running.stop();
    await advance(2 * SECOND);
    await stopped;
    await advance(60 * SECOND);
    expect(sent).toHaveLength(4);
    expect((await rows()).filter((candidate) => candidate.delivered_at !== null)).toHaveLength(4);
  });

  it("woken while it is busy, delivers the new notification as soon as it is free", async () => {
    await enquiry(1);
    const sent: string[] = [];
    const slow: Mailer = {
      send: (_notification, key) => {
        sent.push(key);
        return new Promise((resolve) => setTimeout(resolve, SECOND));
      },
      close() {},
    };
    const running = start({ mailer: slow });
    await advance(100);
    await enquiry(2);
    running.wake();
    await advance(1.2 * SECOND);
    expect(sent).toHaveLength(2);
  });

  it("keeps trying every five seconds while its database is down, and delivers once it is back", async () => {
    await enquiry(1);
    let down = true;
    let attempts = 0;
    const db = new Proxy(handle.db, {
      get: (target, name) => {
        if (name === "selectFrom") {
          attempts++;
          if (down)
            return () => {
              throw new Error("database down");
            };
        }
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const { mailer, sent } = fakeMailer();
    worker = createOutboxWorker({ db, mailer, retryBaseMs: SECOND, leaseMs: 60 * SECOND, timeZone: DEFAULT_BUSINESS_TIME_ZONE, log });
    worker.start();
    await advance(12 * SECOND);
    expect(attempts).toBe(3);
    down = false;
    await advance(5 * SECOND);
    expect(sent).toHaveLength(1);
  });

  it("while another instance holds a notification that is due, looks again at most every 50 ms rather than spinning", async () => {
    await enquiry(1);
    await handle.db
      .updateTable("outbox")
      .set({ locked_until: new Date(Date.now() + 30 * SECOND).toISOString() })
      .execute();
    let looks = 0;
    const db = new Proxy(handle.db, {
      get: (target, name) => {
        if (name === "selectFrom") looks++;
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const { mailer } = fakeMailer();
    worker = createOutboxWorker({ db, mailer, retryBaseMs: SECOND, leaseMs: 60 * SECOND, timeZone: DEFAULT_BUSINESS_TIME_ZONE, log });
    worker.start();
    await advance(SECOND);
    // Two queries per look: what is due, and when the next is.
    expect(looks).toBeGreaterThan(10);
    expect(looks).toBeLessThanOrEqual(2 * 21);
  });

  it("leaves a notification another instance claimed between this one's look and its claim to that instance", async () => {
    await enquiry(1);
    let claimedElsewhere = false;
    // Another instance takes the row just after this one has looked at what is due.
    const wrap = <T extends object>(builder: T): T =>
      new Proxy(builder, {
        get(target, name) {
          const value = Reflect.get(target, name) as unknown;
          if (typeof value !== "function") return value;
          if (name === "execute")
            return async (...args: unknown[]) => {
              const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
              if (!claimedElsewhere) {
                claimedElsewhere = true;
                await handle.db
                  .updateTable("outbox")
                  .set({ locked_until: new Date(Date.now() + 30 * SECOND).toISOString() })
                  .execute();
              }
              return result;
            };
          return (...args: unknown[]) => {
            const out = (value as (...a: unknown[]) => unknown).apply(target, args);
            return out && typeof out === "object" && "execute" in out ? wrap(out) : out;
          };
        },
      });
    const db = new Proxy(handle.db, {
      get: (target, name) => {
        const value = Reflect.get(target, name) as unknown;
        if (name === "selectFrom") return (...args: unknown[]) => wrap((value as (...a: unknown[]) => object).apply(target, args));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const { mailer, sent } = fakeMailer();
    worker = createOutboxWorker({ db, mailer, retryBaseMs: SECOND, leaseMs: 60 * SECOND, timeZone: DEFAULT_BUSINESS_TIME_ZONE, log });
    worker.start();
    await advance(10 * SECOND);
    expect(claimedElsewhere).toBe(true);
    expect(sent).toHaveLength(0);
  });
});
