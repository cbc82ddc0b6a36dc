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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
