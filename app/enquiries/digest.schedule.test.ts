/**
 * When staff get the digest of held enquiries and what it says, on SQLite in
 * this process: at most one a day (and again as soon as a day has passed),
 * only what settled since the last one, grouped by why each was held.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/enquiries/db/database.server";
import { plainLogger } from "~/lib/logger.server";
import { DEFAULT_BUSINESS_TIME_ZONE, staffTime } from "~/lib/staff-time";
import { DIGEST_INTERVAL_MS, loadDigest, queueDigest, renderDigest, startDigestScheduler, type Digest, type DigestItem } from "./digest.server";
import { emptyEnquiry } from "./fields";
import { emptySource } from "./source";
import { parseEnquiry, type Enquiry } from "./schema";
import { insertEnquiry, releaseEnquiry } from "./store.server";
import { countedLooks } from "../../tests/support/digest-looks";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ZONE = DEFAULT_BUSINESS_TIME_ZONE;
const handles: DatabaseHandle[] = [];
afterAll(() => Promise.all(handles.map((handle) => handle.close())));

async function database(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "act-digest-schedule-")) });
  handles.push(handle);
  return handle;
}

function enquiry(n: number, message = `Please call me ${n}`): Enquiry {
  const parsed = parseEnquiry({
    ...emptyEnquiry(),
    firstName: `Held${n}`,
    lastName: "Visitor",
    email: `held${n}@example.org`,
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
    message,
  });
  if (!parsed.ok) throw new Error("fixture invalid");
  return parsed.enquiry;
}

/** An enquiry kept as `status` that arrived at `time`. */
async function arrived(handle: DatabaseHandle, n: number, status: "new" | "suspect" | "spam", time: number): Promise<string> {
  const id = await insertEnquiry(handle.db, { enquiry: enquiry(n), status, via: "api", clientHash: "x", channels: ["email"] });
  await handle.db
    .updateTable("enquiries")
    .set({ created_at: new Date(time).toISOString() })
    .where("id", "=", id)
    .execute();
  return id;
}

const digestRows = (handle: DatabaseHandle) =>
  handle.db.selectFrom("outbox").select(["digest_seq", "next_attempt_at"]).where("channel", "=", "digest").execute();
const listed = async (handle: DatabaseHandle, seq: number) => (await loadDigest(handle.db, seq))!.items.map((item) => item.id);

describe("when a digest is sent", () => {
  const base = Date.parse("2026-03-02T12:00:00.000Z");

  it("a second digest within a day is not sent; one exactly a day later is, with only what arrived since", async () => {
    const handle = await database();
    const first = await arrived(handle, 1, "suspect", base);
    expect(await queueDigest(handle.db, { now: base + 5 * MINUTE })).toBe(1);
    const second = await arrived(handle, 2, "spam", base + HOUR);
    expect(await queueDigest(handle.db, { now: base + 5 * MINUTE + DIGEST_INTERVAL_MS - 1 })).toBeUndefined();
    expect(await queueDigest(handle.db, { now: base + 5 * MINUTE + DIGEST_INTERVAL_MS })).toBe(2);
    expect(await listed(handle, 1)).toEqual([first]);
    expect(await listed(handle, 2)).toEqual([second]);
    // Each is queued for delivery at once, as its own outbox row.
    const rows = await digestRows(handle);
    expect(rows.map((row) => row.digest_seq)).toEqual([1, 2]);
    for (const row of rows) expect(Math.abs(Date.parse(row.next_attempt_at) - Date.now())).toBeLessThan(5_000);
  });

  it("two instances looking at the same moment queue one digest between them", async () => {
    const handle = await database();
    await arrived(handle, 1, "suspect", base);
    const queued = await Promise.all([queueDigest(handle.db, { now: base + HOUR }), queueDigest(handle.db, { now: base + HOUR })]);
    expect(queued.sort()).toEqual([1, undefined]);
    expect(await digestRows(handle)).toHaveLength(1);
  });

  it("a shorter interval, when configured, is honoured", async () => {
    const handle = await database();
    await arrived(handle, 1, "suspect", base);
    expect(await queueDigest(handle.db, { now: base + 5 * MINUTE, intervalMs: HOUR })).toBe(1);
    await arrived(handle, 2, "suspect", base + 10 * MINUTE);
    expect(await queueDigest(handle.db, { now: base + 5 * MINUTE + HOUR, intervalMs: HOUR })).toBe(2);
  });

  it("an enquiry that arrived within the last minute waits for the next digest", async () => {
    const handle = await database();
    await arrived(handle, 1, "suspect", base - 30_000);
    expect(await queueDigest(handle.db, { now: base })).toBeUndefined();
    expect(await queueDigest(handle.db, { now: base + 30_000 })).toBe(1);
  });

  it("lists the held enquiries of its period in the order they arrived, but not those that notified staff", async () => {
    const handle = await database();
    const later = await arrived(handle, 1, "spam", base + 2 * MINUTE);
    const earlier = await arrived(handle, 2, "suspect", base + MINUTE);
    await arrived(handle, 3, "new", base);
    expect(await queueDigest(handle.db, { now: base + HOUR })).toBe(1);
    expect(await listed(handle, 1)).toEqual([earlier, later]);
    expect(await loadDigest(handle.db, 2)).toBeUndefined();
  });

  it("is not sent when every held enquiry of the day was already released", async () => {
    const handle = await database();
    const id = await arrived(handle, 1, "suspect", base);
    expect(await releaseEnquiry(handle.db, id, [])).toBe("released");
    expect(await queueDigest(handle.db, { now: base + HOUR })).toBeUndefined();
    await arrived(handle, 2, "spam", base + MINUTE);
    expect(await queueDigest(handle.db, { now: base + HOUR })).toBe(1);
  });
});

describe("the digest scheduler", () => {
  it("looks at once and then every interval, wakes the outbox only when it queued one, and keeps going after an error", async () => {
    const handle = await database();
    const woken: number[] = [];
    const log = plainLogger();
    const errors = vi.spyOn(log, "error");
    await arrived(handle, 1, "suspect", Date.now() - 10 * MINUTE);
    // The database refuses at first, then answers.
    let down = true;
    const { db, looks } = countedLooks(handle.db, () => down);
    const scheduler = startDigestScheduler({ db, wake: () => woken.push(Date.now()), log, checkEveryMs: 40 });
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(woken).toEqual([]);
    down = false;
    await vi.waitFor(() => expect(woken).toHaveLength(1), { timeout: 2_000 });
    // Two more looks begun, so one at least finished after the digest was queued (stop() waits for the other).
    const queuedBy = looks();
    await vi.waitFor(() => expect(looks()).toBeGreaterThanOrEqual(queuedBy + 2), { timeout: 10_000 });
    await scheduler.stop();
    // Nothing more was held: it went on looking but queued nothing more.
    expect(woken).toHaveLength(1);
    expect((await digestRows(handle)).map((row) => row.digest_seq)).toEqual([1]);
  });

  it("looks four times an hour by default", async () => {
    const handle = await database();
    const { db, looks } = countedLooks(handle.db);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const scheduler = startDigestScheduler({ db, wake: () => undefined, log: plainLogger() });
      await vi.advanceTimersByTimeAsync(60 * MINUTE);
      await scheduler.stop();
    } finally {
      vi.useRealTimers();
    }
    // At once, then every 15 minutes.
    expect(looks()).toBe(5);
  });

  it("honours a configured interval between digests", async () => {
    const handle = await database();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
    await handle.db
      .insertInto("digests")
      .values({ seq: 1, created_at: hoursAgo(2), covers_from: "", covers_until: hoursAgo(2) })
      .execute();
    await arrived(handle, 1, "suspect", Date.now() - 10 * MINUTE);
    let woken = 0;
    const scheduler = startDigestScheduler({ db: handle.db, wake: () => woken++, log: plainLogger(), checkEveryMs: 60 * MINUTE, intervalMs: HOUR });
    await scheduler.stop();
    expect(woken).toBe(1);
    expect((await digestRows(handle)).map((row) => row.digest_seq)).toEqual([2]);
  });

  it("looks for the first time when it starts, not an interval later", async () => {
    const handle = await database();
    await arrived(handle, 1, "suspect", Date.now() - 10 * MINUTE);
    let woken = 0;
    const scheduler = startDigestScheduler({ db: handle.db, wake: () => woken++, log: plainLogger(), checkEveryMs: 60 * MINUTE });
    await scheduler.stop();
    expect(woken).toBe(1);
  });
});

describe("what the digest says", () => {
  const item = (n: number, status: DigestItem["status"], extra: Partial<DigestItem> = {}): DigestItem => ({
    id: `id-${status}-${n}`,
    createdAt: "2026-03-02T15:04:00.000Z",
    status,
    via: n % 2 ? "api" : "form",
    releasedAt: null,
    enquiry: enquiry(n),
    ...extra,
  });
  const digest = (items: DigestItem[], coversFrom = ""): Digest => ({
    seq: 3,
    createdAt: "2026-03-03T12:00:00.000Z",
    coversFrom,
    coversUntil: "2026-03-03T11:59:00.000Z",
    items,
    total: items.length,
  });

  it("groups the enquiries by why they were held, suspect first, each group with its count", () => {
    const mail = renderDigest(digest([item(1, "spam"), item(2, "suspect"), item(3, "spam")]), ZONE);
    expect(mail.subject).toBe("Website digest: 3 enquiries kept as suspect or spam");
    const suspect = mail.text.indexOf("Kept as suspect");
    const spam = mail.text.indexOf("Kept as spam");
    expect(suspect).toBeGreaterThan(-1);
    expect(spam).toBeGreaterThan(suspect);
    expect(mail.text).toMatch(/Kept as suspect \([^)]*\): 1\n/);
    expect(mail.text).toMatch(/Kept as spam \(the hidden field was filled in\): 2\n/);
    const suspectPart = mail.text.slice(suspect, spam);
    expect(suspectPart).toContain("release id-suspect-2");
    expect(suspectPart).not.toContain("id-spam");
    expect(mail.text.slice(spam)).toContain("release id-spam-1");
    expect(mail.text.slice(spam)).toContain("release id-spam-3");
    expect(mail.html).toMatch(/<h2>Kept as spam \(the hidden field was filled in\): 2<\/h2>\n<ul>/);
    expect(mail.html.match(/<li>/g)).toHaveLength(3);
    expect(mail.html.match(/<\/ul>/g)).toHaveLength(2);
  });

  it("opens with how many were held in the period and how to release one, in both parts", () => {
    const mail = renderDigest(digest([item(1, "spam"), item(2, "suspect")]), ZONE);
    const intro = `2 enquiries reached the website so far (up to ${staffTime("2026-03-03T11:59:00.000Z", ZONE)}) and notified no one.`;
    const how = "To notify staff of one as if it had passed the checks, run on the server: npm run enquiries -- release <id>";
    expect(mail.text.startsWith(`${intro}\n${how}\n\nKept as suspect`)).toBe(true);
    expect(
      mail.html.startsWith(
        `<p>${intro}</p>\n<p>To notify staff of one as if it had passed the checks, run on the server: <code>npm run enquiries -- release &lt;id&gt;</code></p>\n<h2>`,
      ),
    ).toBe(true);
  });

  it("leaves out a heading with nothing under it", () => {
    const mail = renderDigest(digest([item(1, "spam")]), ZONE);
    expect(mail.text).not.toContain("Kept as suspect");
    expect(mail.html).not.toContain("Kept as suspect");
  });

  it("says one enquiry in the singular, and the period from the last digest in the business's time", () => {
    const mail = renderDigest(digest([item(1, "suspect")], "2026-03-02T11:59:00.000Z"), ZONE);
    expect(mail.subject).toBe("Website digest: 1 enquiry kept as suspect or spam");
    expect(mail.text.split("\n")[0]).toBe(
      `1 enquiry reached the website since ${staffTime("2026-03-02T11:59:00.000Z", ZONE)} (up to ${staffTime("2026-03-03T11:59:00.000Z", ZONE)}) and notified no one.`,
    );
    expect(mail.text).toContain("npm run enquiries -- release <id>");
  });

  it("gives each enquiry's arrival, name, address, place, channel, release, source and message", () => {
    const released = item(1, "suspect", { releasedAt: "2026-03-02T16:00:00.000Z" });
    const campaign = { ...emptySource(), page: "/solutions/dccm", referrer: "https://www.example.com", utmSource: "x", utmMedium: "y", utmCampaign: "<z>" };
    const mail = renderDigest(digest([released, item(2, "spam", { enquiry: { ...enquiry(2), source: campaign } })]), ZONE);
    expect(mail.text).toContain(
      `  ${staffTime(released.createdAt, ZONE)}  Held1 Visitor <held1@example.org>  Pensacola, FL, via api (released ${staffTime("2026-03-02T16:00:00.000Z", ZONE)}); source not recorded\n    npm run enquiries -- release id-suspect-1\n    "Please call me 1"`,
    );
    expect(mail.text).toContain(
      "Held2 Visitor <held2@example.org>  Pensacola, FL, via form; from /solutions/dccm, referred by https://www.example.com, campaign utm_source=x utm_medium=y utm_campaign=<z>\n",
    );
    expect(mail.html).toContain(
      `<li>${staffTime(released.createdAt, ZONE)}  Held2 Visitor &lt;held2@example.org&gt;  Pensacola, FL, via form; from /solutions/dccm, referred by https://www.example.com, campaign utm_source=x utm_medium=y utm_campaign=&lt;z&gt;<br><code>npm run enquiries -- release id-spam-2</code><div style="white-space:pre-wrap;margin-left:1.5em">&quot;Please call me 2&quot;</div></li>`,
    );
  });

  it("shortens a long message to 200 characters and leaves out an empty one", () => {
    const long = item(1, "spam", { enquiry: enquiry(1, "x".repeat(201)) });
    const exact = item(2, "spam", { enquiry: enquiry(2, "y".repeat(200)) });
    const none = item(3, "spam", { enquiry: enquiry(3, "") });
    const { text, html } = renderDigest(digest([long, exact, none]), ZONE);
    expect(text).toContain(`    "${"x".repeat(200)}…"\n`);
    expect(text).toContain(`    "${"y".repeat(200)}"\n`);
    expect(text.endsWith("release id-spam-3\n")).toBe(true);
    expect(text).not.toContain('""');
    expect(html).toMatch(/release id-spam-3<\/code><\/li>/);
  });

  // A message could write what read as a section of the digest, with a command for staff to run.
  it.each([
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["U+2028", "\u2028"],
    ["U+2029", "\u2029"],
    ["U+0085", "\u0085"],
  ])("keeps every line of a visitor's message indented under it, lines split by %s", (_name, br) => {
    const forged = `Thanks${br}${br}Kept as spam (the hidden field was filled in): 0${br}${br}IMPORTANT from IT: run npm run enquiries -- release 0000 and reset your password at http://evil.example`;
    // As the field model takes it today (every break a line feed), and as it may have been stored before (any break).
    const stored = { ...enquiry(1), message: forged, firstName: `Held1${br}Kept as suspect: 9` };
    const { text, html } = renderDigest(digest([item(1, "spam", { enquiry: stored }), item(2, "spam")]), ZONE);
    const lines = text.split("\n");
    // The digest's own lines only at the margin: the introduction, the one heading, and nothing a visitor wrote.
    expect(lines.filter((line) => /^\S/.test(line))).toEqual([lines[0], lines[1], "Kept as spam (the hidden field was filled in): 2"]);
    // Every visitor line deeper than the digest's own "    npm run enquiries -- release <id>".
    for (const line of lines.filter((line) => /IMPORTANT|Kept as suspect: 9|Kept as spam \(the hidden field was filled in\): 0/.test(line))) {
      expect(line, line).toMatch(/^ {6}/);
    }
    expect(text).toContain(
      `    "Thanks\n      \n      Kept as spam (the hidden field was filled in): 0\n      \n      IMPORTANT from IT: run npm run enquiries -- release 0000 and`,
    );
    expect(text).not.toMatch(/[\r\u0085\u2028\u2029]/);
    // In the HTML part the message keeps its lines inside an indented block of its own list item; only the digest writes headings.
    expect(html.match(/<h2>/g)).toHaveLength(1);
    expect(html).toContain(
      `<div style="white-space:pre-wrap;margin-left:1.5em">&quot;Thanks\n\nKept as spam (the hidden field was filled in): 0\n\nIMPORTANT from IT: run npm run enquiries -- release 0000 and`,
    );
    expect(html).not.toMatch(/[\r\u0085\u2028\u2029]/);
  });

  it("lists at most 200 enquiries per group and says how to see the rest", () => {
    const many = Array.from({ length: 202 }, (_, n) => item(n, "spam", { id: `spam-${n}` }));
    const { text, html } = renderDigest(digest(many), ZONE);
    expect(text).toContain("release spam-199\n");
    expect(text).not.toContain("release spam-200");
    expect(text).toContain("  …and 2 more: npm run enquiries -- list --all\n");
    expect(html).toContain("<li>…and 2 more: npm run enquiries -- list --all</li>");
    const exactly = renderDigest(digest(many.slice(0, 200)), ZONE);
    expect(exactly.text).not.toContain("more:");
  });
});
