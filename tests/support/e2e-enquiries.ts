/**
 * How the end-to-end server stored the enquiries a test sent: read from its
 * SQLite file (DATA_DIR in playwright.config.ts), as `npm run enquiries` would.
 */
import path from "node:path";
import SQLite from "better-sqlite3";

/** "new" (staff notified), "suspect" or "spam" for the latest enquiry giving each e-mail address; "missing" when none was stored. */
export function storedStatusesByEmail(emails: readonly string[]): string[] {
  const db = new SQLite(path.resolve("data/e2e/site.db"), { readonly: true });
  try {
    const statusOf = db.prepare<[string], { status: string }>("select status from enquiries where email = ? order by created_at desc limit 1");
    return emails.map((email) => statusOf.get(email)?.status ?? "missing");
  } finally {
    db.close();
  }
}

/**
 * The latest enquiry giving this e-mail address, as staff's tools read it: its status and the message it carries; undefined
 * when none was stored. Stored by the end-to-end server, or by the site whose DATA_DIR is `dataDir`.
 */
export function storedEnquiryByEmail(
  email: string,
  dataDir = "data/e2e",
): { status: string; firstName: string; message: string; sourcePage: string | null } | undefined {
  const db = new SQLite(path.resolve(dataDir, "site.db"), { readonly: true });
  try {
    const row = db
      .prepare<[string], { status: string; payload: string; source_page: string | null }>(
        "select status, payload, source_page from enquiries where email = ? order by created_at desc limit 1",
      )
      .get(email);
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as { firstName: string; message: string };
    return { status: row.status, firstName: payload.firstName, message: payload.message, sourcePage: row.source_page };
  } finally {
    db.close();
  }
}
