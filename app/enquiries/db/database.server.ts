/**
 * The enquiry database: a SQLite file under DATA_DIR by default, PostgreSQL
 * when DATABASE_URL names one. One Kysely instance over either, so every
 * query is written once. Only the driver of the database named is loaded.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import type pg from "pg";
import { migrate } from "./migrations.server";
import type { Database } from "./schema";

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: "sqlite" | "postgres";
  /** PostgreSQL's connection pool, shared with what else keeps state there (the enquiry rate limits). */
  pool?: pg.Pool;
  /** For logs and the CLI: the file, or the server without credentials. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir: string };

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = databaseUrl ? await openPostgres(databaseUrl) : await openSqlite(path.resolve(dataDir, "site.db"));
  try {
    await migrate(handle.db as Kysely<unknown>);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openSqlite(file: string): Promise<DatabaseHandle> {
  const { default: SQLite } = await import("better-sqlite3");
  mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers (the CLI, the outbox) work while a visitor's enquiry is
  // written; synchronous=FULL makes each commit survive power loss, not just
  // a crash of this process, before the visitor is told it was received.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    db,
    kind: "sqlite",
    location: file,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client's connection dropping (a database restart) must not crash the process.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    kind: "postgres",
    pool,
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
