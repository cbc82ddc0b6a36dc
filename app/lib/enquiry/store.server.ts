/**
 * Enquiries and their notifications, written together: the enquiry row and
 * its outbox rows commit in one transaction, so an accepted enquiry always
 * has its notification pending, even if the process dies right after.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, EnquiryStatus, OutboxChannel } from "~/lib/db/schema";
import { PRODUCT_KEYS } from "./fields";
import type { Enquiry } from "./schema";

export type StoredEnquiry = {
  id: string;
  createdAt: string;
  status: EnquiryStatus;
  via: "api" | "form";
  enquiry: Enquiry;
};

export async function insertEnquiry(
  db: Kysely<Database>,
  input: { enquiry: Enquiry; status: EnquiryStatus; via: "api" | "form"; clientHash: string; channels: OutboxChannel[] },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const { enquiry } = input;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("enquiries")
      .values({
        id,
        created_at: now,
        status: input.status,
        via: input.via,
        first_name: enquiry.firstName,
        last_name: enquiry.lastName,
        email: enquiry.email,
        products: PRODUCT_KEYS.filter((key) => enquiry.products[key]).join(","),
        payload: JSON.stringify(enquiry),
        client_hash: input.clientHash,
      })
      .execute();
    if (input.status === "new" && input.channels.length > 0) {
      await trx
        .insertInto("outbox")
        .values(
          input.channels.map((channel) => ({
            id: randomUUID(),
            enquiry_id: id,
            channel,
            created_at: now,
            next_attempt_at: now,
            locked_until: null,
            delivered_at: null,
            last_error: null,
          })),
        )
        .execute();
    }
  });
  return id;
}

type Row = Database["enquiries"];

function toStored(row: Pick<Row, "id" | "created_at" | "status" | "via" | "payload">): StoredEnquiry {
  return { id: row.id, createdAt: row.created_at, status: row.status, via: row.via, enquiry: JSON.parse(row.payload) as Enquiry };
}

export async function getEnquiry(db: Kysely<Database>, id: string): Promise<StoredEnquiry | undefined> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStored(row) : undefined;
}

export async function listEnquiries(
  db: Kysely<Database>,
  options: { since?: string; includeSpam?: boolean; limit?: number } = {},
): Promise<StoredEnquiry[]> {
  let query = db.selectFrom("enquiries").selectAll().orderBy("created_at", "desc").orderBy("id");
  if (options.since) query = query.where("created_at", ">=", options.since);
  if (!options.includeSpam) query = query.where("status", "=", "new");
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(toStored);
}

export type DeliveryState = { channel: OutboxChannel; attempts: number; deliveredAt: string | null; lastError: string | null };

export async function deliveriesOf(db: Kysely<Database>, enquiryId: string): Promise<DeliveryState[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["channel", "attempts", "delivered_at", "last_error"])
    .where("enquiry_id", "=", enquiryId)
    .orderBy("channel")
    .execute();
  return rows.map((row) => ({ channel: row.channel, attempts: row.attempts, deliveredAt: row.delivered_at, lastError: row.last_error }));
}
