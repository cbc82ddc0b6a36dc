/**
 * Enquiries and their notifications, written together: the enquiry row and
 * its outbox rows commit in one transaction, so an accepted enquiry always
 * has its notification pending, even if the process dies right after.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, EnquiryStatus, OutboxChannel } from "~/enquiries/db/schema";
import { FIELDS, PRODUCT_KEYS, valueAt, type FieldSpec } from "./fields";
import type { Enquiry } from "./schema";
import { emptySource } from "./source";

export type StoredEnquiry = {
  id: string;
  createdAt: string;
  status: EnquiryStatus;
  via: "api" | "form";
  /** Set when staff released a suspect or spam enquiry, which notified them then. */
  releasedAt?: string | null;
  enquiry: Enquiry;
};

export type NewEnquiry = {
  enquiry: Enquiry;
  status: EnquiryStatus;
  via: "api" | "form";
  clientHash: string;
  channels: OutboxChannel[];
  /** The key of the form token it came with (FormTokens.usedKey), when that token is good for one enquiry. */
  formTokenKey?: string;
};

/** The columns that copy a field (FieldSpec.column), each with its value. */
type FieldColumns = { [F in (typeof FIELDS)[number] as F extends { column: infer C extends string } ? C : never]: string };
const fieldColumns = (enquiry: Enquiry) =>
  Object.fromEntries(FIELDS.flatMap((field: FieldSpec) => (field.column ? [[field.column, valueAt(enquiry, field.name)]] : []))) as FieldColumns;

export async function insertEnquiry(db: Kysely<Database>, input: NewEnquiry): Promise<string> {
  return (await storeEnquiry(db, input)).id;
}

/**
 * Stores the enquiry and records its form token as used, in one transaction: a token that already served an
 * enquiry (on any instance) makes this one suspect, and a token is used up only by an enquiry that was stored.
 */
export async function storeEnquiry(db: Kysely<Database>, input: NewEnquiry): Promise<{ id: string; status: EnquiryStatus; tokenReused: boolean }> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const { enquiry } = input;
  let status = input.status;
  let tokenReused = false;
  await db.transaction().execute(async (trx) => {
    status = input.status;
    tokenReused = false;
    if (input.formTokenKey !== undefined) {
      // Two enquiries with one token at once: the second waits on the first's key and finds it taken.
      const recorded = await trx
        .insertInto("used_form_tokens")
        .values({ key: input.formTokenKey, used_at: now })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      tokenReused = Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0;
      if (tokenReused && status === "new") status = "suspect";
    }
    await trx
      .insertInto("enquiries")
      .values({
        id,
        created_at: now,
        status,
        via: input.via,
        ...fieldColumns(enquiry),
        products: PRODUCT_KEYS.filter((key) => enquiry.products[key]).join(","),
        payload: JSON.stringify(enquiry),
        client_hash: input.clientHash,
      })
      .execute();
    if (status === "new" && input.channels.length > 0) {
      await trx
        .insertInto("outbox")
        .values(notificationRows(id, input.channels, now))
        .execute();
    }
  });
  return { id, status, tokenReused };
}

export async function isFormTokenUsed(db: Kysely<Database>, key: string): Promise<boolean> {
  return (await db.selectFrom("used_form_tokens").select("key").where("key", "=", key).executeTakeFirst()) !== undefined;
}

/** Forgets tokens used before `before`: any token that old is past its maximum age, and suspect for that alone. */
export async function pruneUsedFormTokens(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom("used_form_tokens").where("used_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function notificationRows(enquiryId: string, channels: OutboxChannel[], now: string) {
  return channels.map((channel) => ({
    id: randomUUID(),
    enquiry_id: enquiryId,
    digest_seq: null,
    channel,
    created_at: now,
    next_attempt_at: now,
    locked_until: null,
    delivered_at: null,
    last_error: null,
  }));
}

export type ReleaseOutcome = "released" | "already-released" | "not-held" | "missing";

/**
 * Notifies staff of an enquiry kept as suspect or spam as if it had passed: its
 * notifications are queued and it is marked released in one transaction. The
 * mark is set only where it was unset, so a second release (even a concurrent
 * one) queues nothing more.
 */
export async function releaseEnquiry(db: Kysely<Database>, id: string, channels: OutboxChannel[]): Promise<ReleaseOutcome> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    // The write first: on SQLite a transaction that reads, then writes, fails when another wrote in between.
    const marked = await trx
      .updateTable("enquiries")
      .set({ released_at: now })
      .where("id", "=", id)
      .where("status", "!=", "new")
      .where("released_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) {
      const row = await trx.selectFrom("enquiries").select(["status"]).where("id", "=", id).executeTakeFirst();
      return !row ? "missing" : row.status === "new" ? "not-held" : "already-released";
    }
    if (channels.length > 0)
      await trx
        .insertInto("outbox")
        .values(notificationRows(id, channels, now))
        .execute();
    return "released";
  });
}

type Row = Database["enquiries"];

export function toStored(row: Pick<Row, "id" | "created_at" | "status" | "via" | "released_at" | "payload">): StoredEnquiry {
  const enquiry = JSON.parse(row.payload) as Enquiry;
  // An enquiry stored before its source was recorded reads as one with none (every source field empty).
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    via: row.via,
    releasedAt: row.released_at,
    enquiry: { ...enquiry, source: { ...emptySource(), ...enquiry.source } },
  };
}

export async function getEnquiry(db: Kysely<Database>, id: string): Promise<StoredEnquiry | undefined> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStored(row) : undefined;
}

export async function listEnquiries(db: Kysely<Database>, options: { since?: string; includeSpam?: boolean; limit?: number } = {}): Promise<StoredEnquiry[]> {
  let query = db.selectFrom("enquiries").selectAll().orderBy("created_at", "desc").orderBy("id");
  if (options.since) query = query.where("created_at", ">=", options.since);
  if (!options.includeSpam) query = query.where((eb) => eb.or([eb("status", "=", "new"), eb("released_at", "is not", null)]));
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(toStored);
}

export type DeliveryState = { channel: OutboxChannel; attempts: number; deliveredAt: string | null; lastError: string | null };

const DELIVERY_COLUMNS = ["channel", "attempts", "delivered_at", "last_error"] as const;

function toDeliveryState(row: { channel: OutboxChannel; attempts: number; delivered_at: string | null; last_error: string | null }): DeliveryState {
  return { channel: row.channel, attempts: row.attempts, deliveredAt: row.delivered_at, lastError: row.last_error };
}

export async function deliveriesOf(db: Kysely<Database>, enquiryId: string): Promise<DeliveryState[]> {
  const rows = await db.selectFrom("outbox").select(DELIVERY_COLUMNS).where("enquiry_id", "=", enquiryId).orderBy("channel").execute();
  return rows.map(toDeliveryState);
}

/** Each enquiry with a notification not yet delivered, oldest first, with those notifications' states. */
export async function undeliveredByEnquiry(db: Kysely<Database>): Promise<Map<string, DeliveryState[]>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["enquiry_id", ...DELIVERY_COLUMNS])
    .where("delivered_at", "is", null)
    .where("enquiry_id", "is not", null)
    .orderBy("created_at")
    .orderBy("channel")
    .execute();
  const byEnquiry = new Map<string, DeliveryState[]>();
  for (const row of rows) {
    const states = byEnquiry.get(row.enquiry_id!) ?? [];
    states.push(toDeliveryState(row));
    byEnquiry.set(row.enquiry_id!, states);
  }
  return byEnquiry;
}
