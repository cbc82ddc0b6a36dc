/**
 * The stuck-outbox signal in the log, against a real SQLite database: quiet
 * while notifications are younger than the threshold, then one error line per
 * interval naming how many wait and the last delivery error, quiet again once
 * they are delivered.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/enquiries/db/database.server";
import type { Logger } from "~/lib/logger.server";
import { emptyEnquiry } from "./fields";
import { outboxBacklog, watchOutboxBacklog } from "./outbox-backlog.server";
import { parseEnquiry } from "./schema";
import { insertEnquiry } from "./store.server";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "act-backlog-")) });
});
afterAll(async () => {
  await database?.close();
});

async function storeEnquiry(): Promise<string> {
  const parsed = parseEnquiry({
    ...emptyEnquiry(),
    firstName: "Ana",
    lastName: "Lee",
    email: "ana@example.org",
    phone: "(850) 555-0100",
    city: "Tampa",
    state: "FL",
  });
  if (!parsed.ok) throw new Error("fixture invalid");
  return insertEnquiry(database.db, { enquiry: parsed.enquiry, status: "new", via: "api", clientHash: "x", channels: ["email", "webhook"] });
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the stuck-outbox watch", () => {
  it("logs one error line per interval once the oldest undelivered notification passes the threshold, and stops when it is delivered", async () => {
    const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const log = {
      error: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
      warn: () => {},
      info: () => {},
    } as unknown as Logger;
    const first = await storeEnquiry();
    await storeEnquiry();
    await database.db
      .updateTable("outbox")
      .set({ attempts: 3, last_error: "Error EAUTH" })
      .where("enquiry_id", "=", first)
      .where("channel", "=", "email")
      .execute();
    const backlog = await outboxBacklog(database.db);
    expect(backlog.waiting).toEqual({ email: 2, webhook: 2, digest: 0 });
    expect(backlog.lastError).toBe("Error EAUTH");

    // A clock the test moves: the notifications are as old as it says. Checks run every 250 ms.
    let age = 0;
    const queuedAt = Date.parse((await database.db.selectFrom("outbox").select("created_at").orderBy("created_at").executeTakeFirstOrThrow()).created_at);
    const watch = watchOutboxBacklog({ db: database.db, alertAfterMs: 1_000, log, now: () => queuedAt + age });
    try {
      age = 900;
      await tick(800);
      expect(lines).toEqual([]);

      age = 1_100;
      await tick(800);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.fields).toMatchObject({ waiting: 4, byChannel: { email: 2, webhook: 2, digest: 0 }, lastError: "Error EAUTH" });
      expect(lines[0]!.message).toBe("notifications not delivered: 4 waiting, the oldest for over 1 s; last error: Error EAUTH");

      // Still stuck: the next line only once an interval has passed since the last.
      age = 1_900;
      await tick(800);
      expect(lines).toHaveLength(1);
      age = 2_200;
      await tick(800);
      expect(lines).toHaveLength(2);

      await database.db.updateTable("outbox").set({ delivered_at: new Date().toISOString(), last_error: null }).execute();
      age = 10_000;
      await tick(800);
      expect(lines).toHaveLength(2);
      expect((await outboxBacklog(database.db)).waiting).toEqual({ email: 0, webhook: 0, digest: 0 });
    } finally {
      watch.stop();
    }
  });
});
