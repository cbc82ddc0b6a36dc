/**
 * Where an enquiry came from, stored and read back in both databases: a
 * database of the release before keeps its enquiries through the migration,
 * and staff still see and export them (with no source); a new enquiry's
 * source page, referring site and campaign are in its payload and columns.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_TIME_ZONE } from "~/lib/staff-time";
import { createDatabase, startPostgres, type RunningPostgres } from "../../scripts/lib/postgres";
import { csvRow } from "./csv";
import { openDatabase, type DatabaseHandle } from "./db/database.server";
import { migrate } from "./db/migrations.server";
import { exportHeader, exportRow } from "./export";
import { emptyEnquiry } from "./fields";
import { renderNotification } from "./notification.server";
import { parseEnquiry } from "./schema";
import { getEnquiry, listEnquiries, storeEnquiry } from "./store.server";

/** The last migration of the release before sources were recorded. */
const BEFORE_SOURCES = "2026-11-25-001-used-form-tokens";

let postgres: RunningPostgres;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
  await postgres?.stop();
});

/** An enquiry as the release before stored it: its payload has no `source`, its row no source columns. */
const OLD_PAYLOAD = {
  ...emptyEnquiry(),
  source: undefined,
  firstName: "Old",
  lastName: "Visitor",
  email: "old@example.org",
  phone: "(850) 555-0100",
  city: "Pensacola",
  state: "FL",
  message: "Sent before sources were recorded",
  dccm: { courtName: "", participants: null, programType: "", additionalDetails: "" },
};

/** A database of the release before, holding one enquiry; then opened as the site opens it (migrating). */
async function databaseFromBefore(kind: "sqlite" | "postgres"): Promise<DatabaseHandle> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-source-"));
  const databaseUrl = kind === "postgres" ? await createDatabase(postgres.url, `act_source_${process.pid}_${handles.length}`) : undefined;
  const old = new Kysely<unknown>({
    dialect: databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) })
      : new SqliteDialect({ database: new SQLite(path.join(dataDir, "site.db")) }),
  });
  await migrate(old, BEFORE_SOURCES);
  await old
    .insertInto("enquiries" as never)
    .values({
      id: "00000000-0000-4000-8000-000000000001",
      created_at: "2026-11-20T10:00:00.000Z",
      status: "new",
      via: "form",
      first_name: "Old",
      last_name: "Visitor",
      email: "old@example.org",
      products: "",
      payload: JSON.stringify(OLD_PAYLOAD),
      client_hash: "x",
      released_at: null,
    } as never)
    .execute();
  await old.destroy();
  const handle = await openDatabase({ databaseUrl, dataDir });
  handles.push(handle);
  return handle;
}

describe.each(["sqlite", "postgres"] as const)("an enquiry's source in the database (%s)", (kind) => {
  it("keeps an enquiry stored before sources were recorded, shown and exported with none", async () => {
    const { db } = await databaseFromBefore(kind);
    const [old] = await listEnquiries(db);
    expect(old?.enquiry.firstName).toBe("Old");
    expect(old?.enquiry.source).toEqual({ page: "", referrer: "", utmSource: "", utmMedium: "", utmCampaign: "", utmTerm: "", utmContent: "" });
    expect(renderNotification(old!, DEFAULT_BUSINESS_TIME_ZONE).text).toContain("\nSource page: (not recorded)\n");
    const header = exportHeader();
    const row = exportRow(old!);
    expect(row[header.indexOf("source.page")]).toBe("");
    expect(row[header.indexOf("source.utmCampaign")]).toBe("");
    expect(csvRow(row)).toContain("Sent before sources were recorded");
    const columns = await db.selectFrom("enquiries").select(["source_page", "utm_campaign"]).executeTakeFirstOrThrow();
    expect(columns).toEqual({ source_page: null, utm_campaign: null });
  });

  it("stores a new enquiry's source page, referring site and campaign, in its payload and its columns", async () => {
    const { db } = await databaseFromBefore(kind);
    const parsed = parseEnquiry({
      ...emptyEnquiry(),
      firstName: "New",
      lastName: "Visitor",
      email: "new@example.org",
      phone: "(850) 555-0100",
      city: "Pensacola",
      state: "FL",
      source: {
        page: "/solutions/dccm",
        referrer: "https://www.example.com/search?q=x",
        utmSource: " x ",
        utmMedium: "y",
        utmCampaign: "=z",
        utmTerm: "",
        utmContent: "",
      },
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const { id } = await storeEnquiry(db, { enquiry: parsed.enquiry, status: "new", via: "form", clientHash: "x", channels: [] });
    const stored = await getEnquiry(db, id);
    expect(stored?.enquiry.source).toEqual({
      page: "/solutions/dccm",
      referrer: "https://www.example.com",
      utmSource: "x",
      utmMedium: "y",
      utmCampaign: "=z",
      utmTerm: "",
      utmContent: "",
    });
    const columns = await db
      .selectFrom("enquiries")
      .select(["source_page", "referrer", "utm_source", "utm_medium", "utm_campaign"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(columns).toEqual({ source_page: "/solutions/dccm", referrer: "https://www.example.com", utm_source: "x", utm_medium: "y", utm_campaign: "=z" });
    // A campaign value that reads as a formula is text in the export.
    expect(csvRow(exportRow(stored!))).toContain(",'=z,");
  });
});
