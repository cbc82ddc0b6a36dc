/**
 * What the outbox still owes: how many notifications wait, since when, and
 * the last reason a delivery failed. Read by the metrics and by the
 * stuck-outbox watch below. With PostgreSQL it is the
 * database's figure, the same for every instance sharing it.
 */
import type { Kysely } from "kysely";
import type { Database, OutboxChannel } from "~/enquiries/db/schema";
import type { Logger } from "~/lib/logger.server";

export const OUTBOX_CHANNELS: readonly OutboxChannel[] = ["email", "webhook", "digest"];

export type OutboxBacklog = {
  /** Undelivered notifications per channel (every channel present, 0 when none wait). */
  waiting: Record<OutboxChannel, number>;
  /** When the oldest undelivered notification of each channel was queued (ms since the epoch), if any. */
  oldestQueuedAt: Partial<Record<OutboxChannel, number>>;
  /** The most recent failure's reason among those still waiting. */
  lastError: string | null;
};

export async function outboxBacklog(db: Kysely<Database>): Promise<OutboxBacklog> {
  const [rows, failed] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => ["channel", eb.fn.countAll().as("waiting"), eb.fn.min("created_at").as("oldest")])
      .where("delivered_at", "is", null)
      .groupBy("channel")
      .execute(),
    db
      .selectFrom("outbox")
      .select("last_error")
      .where("delivered_at", "is", null)
      .where("last_error", "is not", null)
      .orderBy("next_attempt_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const backlog: OutboxBacklog = { waiting: { email: 0, webhook: 0, digest: 0 }, oldestQueuedAt: {}, lastError: failed?.last_error ?? null };
  for (const row of rows) {
    backlog.waiting[row.channel] = Number(row.waiting);
    if (row.oldest) backlog.oldestQueuedAt[row.channel] = Date.parse(String(row.oldest));
  }
  return backlog;
}

/** The oldest undelivered notification's queue time across channels, if any wait. */
export function oldestQueuedAt(backlog: OutboxBacklog): number | undefined {
  const times = Object.values(backlog.oldestQueuedAt);
  return times.length > 0 ? Math.min(...times) : undefined;
}

export type OutboxWatch = { stop(): void };

/**
 * Without any monitoring in place, the log still says when staff stop being
 * told of enquiries: once a notification has waited longer than `alertAfterMs`,
 * one error line per `alertAfterMs` names how many wait and the last delivery
 * error, until the backlog clears.
 */
export function watchOutboxBacklog(options: { db: Kysely<Database>; alertAfterMs: number; log: Logger; now?: () => number }): OutboxWatch {
  const { db, alertAfterMs, log } = options;
  const now = options.now ?? Date.now;
  // Looked at several times per interval, so the first line comes soon after the threshold is passed.
  const checkEveryMs = Math.max(250, Math.min(60_000, Math.floor(alertAfterMs / 4)));
  let lastAlertAt = Number.NEGATIVE_INFINITY;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const backlog = await outboxBacklog(db);
      const oldest = oldestQueuedAt(backlog);
      const at = now();
      if (oldest === undefined || at - oldest < alertAfterMs) {
        lastAlertAt = Number.NEGATIVE_INFINITY;
        return;
      }
      if (at - lastAlertAt < alertAfterMs) return;
      lastAlertAt = at;
      const waiting = OUTBOX_CHANNELS.reduce((sum, channel) => sum + backlog.waiting[channel], 0);
      log.error(
        { waiting, byChannel: backlog.waiting, oldestMinutes: Math.floor((at - oldest) / 60_000), lastError: backlog.lastError },
        `notifications not delivered: ${waiting} waiting, the oldest for over ${Math.round(alertAfterMs / 1000)} s; last error: ${backlog.lastError ?? "none recorded"}`,
      );
    } catch (error) {
      log.error({ err: error }, "could not read the notification outbox");
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
