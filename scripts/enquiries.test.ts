/** The staff CLI against a real SQLite file, run the way staff run it. */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/enquiries/db/database.server";
import { emptyEnquiry } from "~/enquiries/fields";
import { emptySource } from "~/enquiries/source";
import { parseEnquiry } from "~/enquiries/schema";
import { insertEnquiry } from "~/enquiries/store.server";
import { enquiriesCommand } from "./enquiries";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), "act-cli-"));
const environment = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
/** The command line `npm run enquiries` runs. */
const ENTRY = [process.execPath, "--import", "tsx", "scripts/enquiries.ts"] as const;
let id = "";
let suspectId = "";

/** The command as staff run it, in this process: what it writes (errors too when it fails) and its exit code. */
async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await enquiriesCommand(args, environment, { out: (text) => out.push(text), err: (text) => err.push(text), isTTY: false });
  return { code, stdout: (code === 0 ? out : [...out, ...err]).join("") };
}

/** The same through its own process (`npm run enquiries` runs the file with tsx): the exit code as a shell sees it. */
async function spawned(...args: string[]) {
  try {
    const { stdout } = await run(ENTRY[0], [...ENTRY.slice(1), ...args], { env: environment });
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout + failure.stderr };
  }
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const parsed = parseEnquiry({
    ...emptyEnquiry(),
    firstName: '=HYPERLINK("http://evil.example")',
    lastName: "Reyes",
    email: "dana@example.org",
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
    message: "+1 more, with a comma",
    source: { ...emptySource(), page: "/solutions/dccm", utmSource: "=newsletter", utmMedium: "email", utmCampaign: "spring" },
  });
  if (!parsed.ok) throw new Error("fixture invalid");
  id = await insertEnquiry(database.db, { enquiry: parsed.enquiry, status: "new", via: "api", clientHash: "x", channels: ["email"] });
  await insertEnquiry(database.db, { enquiry: parsed.enquiry, status: "spam", via: "api", clientHash: "x", channels: [] });
  suspectId = await insertEnquiry(database.db, { enquiry: parsed.enquiry, status: "suspect", via: "api", clientHash: "x", channels: ["email"] });
  await database.close();
}, 30_000);

describe("npm run enquiries", () => {
  it("lists enquiries, leaving spam out unless asked", async () => {
    const plain = await cli("list");
    expect(plain.stdout).toContain(id);
    expect(plain.stdout).toContain("from /solutions/dccm, campaign utm_source==newsletter utm_medium=email utm_campaign=spring");
    // One line per enquiry (each names its sender's address), whatever heading comes before them.
    expect(
      plain.stdout
        .trim()
        .split("\n")
        .filter((line) => / <[^>]+@[^>]+> /.test(line)),
    ).toHaveLength(1);
    expect((await cli("list", "--all")).stdout).toContain("[spam]");
  }, 30_000);

  it("shows one enquiry with its pending notification", async () => {
    const shown = JSON.parse((await cli("show", id)).stdout) as { enquiry: { lastName: string }; deliveries: Array<{ channel: string }> };
    expect(shown.enquiry.lastName).toBe("Reyes");
    expect(shown.deliveries.map((d) => d.channel)).toEqual(["email"]);
    expect((await cli("show", "no-such-id")).code).toBe(1);
  }, 30_000);

  it("exports CSV with formula-like cells neutralised, and JSON", async () => {
    const csv = (await cli("export", "--format", "csv")).stdout;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'+1 more, with a comma"`);
    // Where each came from, in columns of its own; a campaign value that reads as a formula is text too.
    expect(csv.split("\r\n")[0]).toContain(
      ",source.page,source.referrer,source.utmSource,source.utmMedium,source.utmCampaign,source.utmTerm,source.utmContent",
    );
    expect(csv).toContain(",/solutions/dccm,,'=newsletter,email,spring,,");
    const json = JSON.parse((await cli("export", "--format", "json", "--since", "2020-01-01")).stdout) as unknown[];
    expect(json).toHaveLength(1);
    expect(JSON.parse((await cli("export", "--format", "json", "--since", "2999-01-01")).stdout)).toEqual([]);
  }, 30_000);

  it("releases a suspect enquiry once: its notification is queued and it is listed with the others", async () => {
    expect((await cli("list")).stdout).not.toContain(suspectId);
    const released = await cli("release", suspectId);
    expect(released.stdout).toContain(`Released ${suspectId}`);
    const shown = JSON.parse((await cli("show", suspectId)).stdout) as { releasedAt: string | null; deliveries: Array<{ channel: string }> };
    expect(shown.releasedAt).toBeTruthy();
    expect(shown.deliveries.map((d) => d.channel)).toEqual(["email"]);
    expect((await cli("release", suspectId)).stdout).toContain("was released before");
    expect(JSON.parse((await cli("show", suspectId)).stdout).deliveries).toHaveLength(1);
    expect((await cli("release", id)).stdout).toContain("nothing to release");
    expect((await cli("release", "no-such-id")).code).toBe(1);
    expect((await cli("list")).stdout).toContain(suspectId);
  }, 60_000);

  it("refuses a bad format or date with a clear message, and exits 2", async () => {
    const bad = await spawned("export", "--format", "xml");
    expect(bad.code).toBe(2);
    expect(bad.stdout).toContain("--format must be csv or json");
    expect((await cli("export", "--format", "csv", "--since", "yesterday")).code).toBe(2);
  }, 30_000);

  it("lists first the enquiries staff have not been told of, whatever their age, with the last delivery error", async () => {
    const database = await openDatabase({ dataDir });
    const parsed = parseEnquiry({
      ...emptyEnquiry(),
      firstName: "Sam",
      lastName: "Okafor",
      email: "sam@example.org",
      phone: "(850) 555-0101",
      city: "Tampa",
      state: "FL",
      message: "Later one",
    });
    if (!parsed.ok) throw new Error("fixture invalid");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await insertEnquiry(database.db, { enquiry: parsed.enquiry, status: "new", via: "form", clientHash: "y", channels: ["email"] });
    await database.db.updateTable("outbox").set({ delivered_at: new Date().toISOString(), attempts: 1 }).where("enquiry_id", "=", later).execute();
    await database.db.updateTable("outbox").set({ attempts: 6, last_error: "Error ESOCKET" }).where("enquiry_id", "=", id).execute();
    await database.close();

    const lines = (await cli("list")).stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^2 with notifications not delivered yet, listed first:$/);
    expect(lines[1]).toContain(id);
    expect(lines[1]).toContain("[not delivered: email, 6 attempts, last error Error ESOCKET]");
    // The released suspect's notification has not been tried yet (no site is running here).
    expect(lines[2]).toContain(suspectId);
    expect(lines[2]).toContain("[not delivered: email, not tried yet]");
    expect(lines[3]).toContain(later);
    expect(lines[3]).not.toContain("not delivered");
  }, 30_000);

  // A CSI (U+009B) drives the terminal, a right-to-left override reorders what staff read.
  it("shows control and bidi characters of stored text as visible escapes, in list and in show", async () => {
    const database = await openDatabase({ dataDir });
    const parsed = parseEnquiry({
      ...emptyEnquiry(),
      firstName: "Eve",
      lastName: "Hacker",
      email: "eve@example.org",
      phone: "(850) 555-0102",
      city: "Miami",
      state: "FL",
    });
    if (!parsed.ok) throw new Error("fixture invalid");
    // As stored before the field model refused these, or written to the database by hand.
    const enquiry = { ...parsed.enquiry, firstName: "Eve\u009b2J\u001b[31m", lastName: "Hacker\u202egnp.exe", city: "Mia\u2028mi", message: "a\u0085b" };
    const hostile = await insertEnquiry(database.db, { enquiry, status: "new", via: "api", clientHash: "z", channels: [] });
    await database.close();

    const list = (await cli("list")).stdout;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what a hostile name must not bring into staff's terminal.
    expect(list).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2028\u2029]/);
    const line = list.split("\n").find((text) => text.includes(hostile))!;
    expect(line).toContain("Eve\\u{9B}2J\\u{1B}[31m Hacker\\u{202E}gnp.exe <eve@example.org>  Mia\\u{2028}mi, FL");

    const shown = (await cli("show", hostile)).stdout;
    expect(shown).not.toMatch(/[\u007f-\u009f\u202a-\u202e\u2028\u2029]/);
    // The same values, written as JSON's own escapes.
    expect((JSON.parse(shown) as { enquiry: unknown }).enquiry).toEqual(enquiry);
    expect(shown).toContain('"Hacker\\u202egnp.exe"');

    // A CSV file gets the text as stored, each cell with a line break quoted; on a terminal, the same escapes as list.
    const file = (await cli("export", "--format", "csv")).stdout;
    expect(file).toContain(`,"Mia\u2028mi",FL,`);
    // The message, then the (empty) columns of where it came from.
    expect(file).toContain(`,"a\u0085b",,,,,,,\r\n`);
    const command = [...ENTRY, "export", "--format", "csv"].join(" ");
    const { stdout: terminal } = await run("script", ["-qec", command, "/dev/null"], { env: environment });
    expect(terminal).toContain("Hacker\\u{202E}gnp.exe,");
    expect(terminal).toMatch(/,a\\u\{85\}b,,,,,,,\r/);
    expect(terminal).not.toMatch(/[\u007f-\u009f\u202a-\u202e\u2028\u2029]/);
  }, 30_000);
});
