/**
 * The staff digest: enquiries kept as suspect or spam notify no one when they
 * arrive, so at most once a day, and only when there are some, staff get one
 * message listing them with the command that releases one. It is queued as an
 * outbox row like any notification, so it survives restarts and is delivered
 * once across instances; queueing it is guarded by the digests table's key.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/enquiries/db/schema";
import type { Logger } from "~/lib/logger.server";
import { escapeHtml } from "~/lib/html";
import { staffTime } from "~/lib/staff-time";
import { enquirySummary } from "./fields";
import { sourceSummary } from "./source";
import type { Notification } from "./notification.server";
import { toStored, type StoredEnquiry } from "./store.server";
import { indentLines, oneKindOfLineBreak } from "./visitor-text";

export const DIGEST_INTERVAL_MS = 24 * 3_600_000;
/** How often each instance looks whether a digest is due. */
const CHECK_EVERY_MS = 15 * 60_000;
/** An enquiry's time is taken just before its transaction commits: a digest covers only what has surely settled. */
const SETTLE_MS = 60_000;
/** A flood of spam must not make a message nobody can read. */
const MAX_LISTED = 200;

const HELD = ["suspect", "spam"] as const;
/** Where each line of a visitor's text after its first begins in the text part. */
const VISITOR_INDENT = "      ";

export const RELEASE_COMMAND = "npm run enquiries -- release <id>";

export type DigestItem = StoredEnquiry & { status: (typeof HELD)[number] };

export type Digest = { seq: number; createdAt: string; coversFrom: string; coversUntil: string; items: DigestItem[]; total: number };

/**
 * Queues a digest when the last one is at least a day old and enquiries were held
 * since it. Returns its number, or undefined when none was due, there was nothing
 * to report, or another instance queued it first.
 */
export async function queueDigest(db: Kysely<Database>, options: { now?: number; intervalMs?: number } = {}): Promise<number | undefined> {
  const now = options.now ?? Date.now();
  const last = await db.selectFrom("digests").selectAll().orderBy("seq", "desc").limit(1).executeTakeFirst();
  if (last && Date.parse(last.created_at) > now - (options.intervalMs ?? DIGEST_INTERVAL_MS)) return undefined;
  // "" sorts before every time: the first digest covers everything held so far.
  const coversFrom = last?.covers_until ?? "";
  const coversUntil = new Date(now - SETTLE_MS).toISOString();
  if (coversUntil <= coversFrom) return undefined;
  const held = await heldQuery(db, coversFrom, coversUntil)
    .where("released_at", "is", null)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(held.count) === 0) return undefined;

  const seq = (last?.seq ?? 0) + 1;
  const createdAt = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("digests")
      .values({ seq, created_at: createdAt, covers_from: coversFrom, covers_until: coversUntil })
      .onConflict((conflict) => conflict.column("seq").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
    // Due at once, by the clock the outbox worker reads.
    const due = new Date().toISOString();
    await trx
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        enquiry_id: null,
        digest_seq: seq,
        channel: "digest",
        created_at: due,
        next_attempt_at: due,
        locked_until: null,
        delivered_at: null,
        last_error: null,
      })
      .execute();
    return seq;
  });
}

function heldQuery(db: Kysely<Database>, from: string, until: string) {
  return db
    .selectFrom("enquiries")
    .where("status", "in", [...HELD])
    .where("created_at", ">", from)
    .where("created_at", "<=", until);
}

export async function loadDigest(db: Kysely<Database>, seq: number): Promise<Digest | undefined> {
  const digest = await db.selectFrom("digests").selectAll().where("seq", "=", seq).executeTakeFirst();
  if (!digest) return undefined;
  const rows = await heldQuery(db, digest.covers_from, digest.covers_until)
    .select(["id", "created_at", "status", "via", "released_at", "payload"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const items = rows.map(toStored) as DigestItem[];
  return { seq: digest.seq, createdAt: digest.created_at, coversFrom: digest.covers_from, coversUntil: digest.covers_until, items, total: items.length };
}

const STATUS_HEADINGS: Record<DigestItem["status"], string> = {
  suspect: "Kept as suspect (no valid form token, one used before or too old, or sent within seconds of loading the page)",
  spam: "Kept as spam (the hidden field was filled in)",
};

/** No visitor text reaches the subject; every field is escaped in the HTML part. Times are in the business's timeZone. */
export function renderDigest(digest: Digest, timeZone: string): Notification {
  const when = (iso: string) => staffTime(iso, timeZone);
  const since = digest.coversFrom ? `since ${when(digest.coversFrom)}` : "so far";
  const intro = `${digest.total} ${digest.total === 1 ? "enquiry" : "enquiries"} reached the website ${since} (up to ${when(digest.coversUntil)}) and notified no one.`;
  const how = "To notify staff of one as if it had passed the checks, run on the server:";
  const text: string[] = [intro, `${how} ${RELEASE_COMMAND}`, ""];
  const html: string[] = [`<p>${escapeHtml(intro)}</p>`, `<p>${escapeHtml(how)} <code>${escapeHtml(RELEASE_COMMAND)}</code></p>`];
  for (const status of HELD) {
    const items = digest.items.filter((item) => item.status === status);
    if (items.length === 0) continue;
    text.push(`${STATUS_HEADINGS[status]}: ${items.length}`);
    html.push(`<h2>${escapeHtml(STATUS_HEADINGS[status])}: ${items.length}</h2>`, "<ul>");
    for (const item of items.slice(0, MAX_LISTED)) {
      const e = item.enquiry;
      const released = item.releasedAt ? ` (released ${when(item.releasedAt)})` : "";
      const line = `${when(item.createdAt)}  ${enquirySummary(e)}, via ${item.via}${released}; ${sourceSummary(e.source)}`;
      const message = e.message ? `"${e.message.slice(0, 200)}${e.message.length > 200 ? "…" : ""}"` : "";
      // A visitor's lines go deeper than the digest's own (the release command's four spaces), whatever line break
      // they hold: no message can write what reads as a heading or a command of the digest.
      const visitor = (value: string) => indentLines(value, VISITOR_INDENT);
      text.push(`  ${visitor(line)}`, `    npm run enquiries -- release ${item.id}`, ...(message ? [`    ${visitor(message)}`] : []));
      html.push(
        `<li>${escapeHtml(oneKindOfLineBreak(line))}<br><code>npm run enquiries -- release ${escapeHtml(item.id)}</code>${
          message ? `<div style="white-space:pre-wrap;margin-left:1.5em">${escapeHtml(oneKindOfLineBreak(message))}</div>` : ""
        }</li>`,
      );
    }
    if (items.length > MAX_LISTED) {
      const more = `…and ${items.length - MAX_LISTED} more: npm run enquiries -- list --all`;
      text.push(`  ${more}`);
      html.push(`<li>${escapeHtml(more)}</li>`);
    }
    text.push("");
    html.push("</ul>");
  }
  return {
    subject: `Website digest: ${digest.total} ${digest.total === 1 ? "enquiry" : "enquiries"} kept as suspect or spam`,
    text: text.join("\n"),
    html: html.join("\n"),
  };
}

/** Each instance looks now and then; the digests table lets only one of them queue each digest. */
export function startDigestScheduler(options: { db: Kysely<Database>; wake: () => void; log: Logger; checkEveryMs?: number; intervalMs?: number }): {
  stop(): Promise<void>;
} {
  let running: Promise<void> | undefined;
  const check = () => {
    if (running) return;
    running = queueDigest(options.db, { intervalMs: options.intervalMs })
      .then((seq) => {
        if (seq === undefined) return;
        options.log.info({ digest: seq }, "digest of held enquiries queued");
        options.wake();
      })
      .catch((error: unknown) => options.log.error({ err: error }, "could not queue the digest; will try again"))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(check, options.checkEveryMs ?? CHECK_EVERY_MS);
  timer.unref();
  check();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
