/**
 * Schema migrations, run at start-up. Written with Kysely's schema builder so
 * the same steps create the tables in SQLite and PostgreSQL. Append new
 * migrations; never edit one that has shipped.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";

const migrations: Record<string, Migration> = {
  "2026-11-23-001-enquiries-and-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("enquiries")
        .addColumn("id", "varchar(36)", (col) => col.primaryKey())
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .addColumn("status", "varchar(16)", (col) => col.notNull())
        .addColumn("via", "varchar(8)", (col) => col.notNull())
        .addColumn("first_name", "text", (col) => col.notNull())
        .addColumn("last_name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("products", "text", (col) => col.notNull())
        .addColumn("payload", "text", (col) => col.notNull())
        .addColumn("client_hash", "varchar(64)", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("enquiries_created_at").on("enquiries").column("created_at").execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "varchar(36)", (col) => col.primaryKey())
        .addColumn("enquiry_id", "varchar(36)", (col) => col.notNull().references("enquiries.id"))
        .addColumn("channel", "varchar(16)", (col) => col.notNull())
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (col) => col.notNull())
        .addColumn("locked_until", "varchar(32)")
        .addColumn("delivered_at", "varchar(32)")
        .addColumn("last_error", "text")
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["delivered_at", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_enquiry").on("outbox").column("enquiry_id").execute();
    },
  },
  // Staff digests of the enquiries kept as suspect or spam, delivered through the outbox: its rows now name either an
  // enquiry or a digest. SQLite cannot drop NOT NULL in place, so the outbox is copied into a new table (both databases).
  "2026-11-24-001-digests-and-release": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("digests")
        // One more than the last digest's: two instances queueing at once collide on it, so only one digest is queued.
        .addColumn("seq", "integer", (col) => col.primaryKey())
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .addColumn("covers_from", "varchar(32)", (col) => col.notNull())
        .addColumn("covers_until", "varchar(32)", (col) => col.notNull())
        .execute();
      await db.schema.alterTable("enquiries").addColumn("released_at", "varchar(32)").execute();

      await db.schema
        .createTable("outbox_next")
        .addColumn("id", "varchar(36)", (col) => col.primaryKey())
        .addColumn("enquiry_id", "varchar(36)", (col) => col.references("enquiries.id"))
        .addColumn("digest_seq", "integer", (col) => col.references("digests.seq"))
        .addColumn("channel", "varchar(16)", (col) => col.notNull())
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (col) => col.notNull())
        .addColumn("locked_until", "varchar(32)")
        .addColumn("delivered_at", "varchar(32)")
        .addColumn("last_error", "text")
        .execute();
      const columns = ["id", "enquiry_id", "channel", "created_at", "attempts", "next_attempt_at", "locked_until", "delivered_at", "last_error"];
      await db
        .insertInto("outbox_next" as never)
        .columns(columns as never)
        .expression(db.selectFrom("outbox" as never).select(columns as never))
        .execute();
      await db.schema.dropTable("outbox").execute();
      await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["delivered_at", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_enquiry").on("outbox").column("enquiry_id").execute();
    },
  },
  // Each form token serves one enquiry, across every instance on the database: the key is a keyed hash of the token,
  // written in the enquiry's own transaction.
  "2026-11-25-001-used-form-tokens": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("used_form_tokens")
        .addColumn("key", "varchar(64)", (col) => col.primaryKey())
        .addColumn("used_at", "varchar(32)", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("used_form_tokens_used_at").on("used_form_tokens").column("used_at").execute();
    },
  },
  // Where each enquiry came from: the source page, the referring site and the campaign, copied from the payload (which
  // holds the campaign's term and content too). Nullable: enquiries stored before have none, and are shown as such.
  "2026-11-29-001-enquiry-source": {
    async up(db: Kysely<unknown>) {
      for (const column of ["source_page", "referrer", "utm_source", "utm_medium", "utm_campaign"]) {
        await db.schema.alterTable("enquiries").addColumn(column, "text").execute();
      }
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every migration not yet run; `upTo` stops after the one of that name (a test's database of an older release). */
export async function migrate(db: Kysely<unknown>, upTo?: string): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await (upTo === undefined ? migrator.migrateToLatest() : migrator.migrateTo(upTo));
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
