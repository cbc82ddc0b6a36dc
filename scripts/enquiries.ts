/**
 * Staff tooling for enquiries, against the same database the site uses
 * (DATA_DIR's SQLite file, or DATABASE_URL):
 *
 *   npm run enquiries -- list [--all] [--limit N]
 *   npm run enquiries -- show <id>
 *   npm run enquiries -- export --format csv|json [--since 2026-11-01] [--all]
 *   npm run enquiries -- release <id>
 *
 * list shows first the enquiries whose notifications are not delivered yet, with each one's last error.
 * --all includes submissions marked spam (honeypot) or suspect (no valid form token).
 * release notifies staff of a suspect or spam enquiry as if it had passed (the digest lists them).
 * Nothing stored reaches the terminal as it is: list and a CSV shown on a terminal write control and bidi
 * characters as visible escapes (\u{202E}), show and JSON as JSON's own (\u202e), which parse to the same text.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "~/enquiries/db/database.server";
import { csvRow } from "~/enquiries/csv";
import { exportHeader, exportRow } from "~/enquiries/export";
import { enquirySummary, PRODUCT_KEYS } from "~/enquiries/fields";
import { sourceSummary } from "~/enquiries/source";
import { notificationChannels } from "~/enquiries/service.server";
import { staffTime } from "~/lib/staff-time";
import {
  deliveriesOf,
  getEnquiry,
  listEnquiries,
  releaseEnquiry,
  undeliveredByEnquiry,
  type DeliveryState,
  type StoredEnquiry,
} from "~/enquiries/store.server";
import { parseEnv } from "~/lib/env.server";
import { forTerminal, jsonForTerminal } from "~/enquiries/visitor-text";

const USAGE = `Usage:
  npm run enquiries -- list [--all] [--limit N]
  npm run enquiries -- show <id>
  npm run enquiries -- export --format csv|json [--since YYYY-MM-DD] [--all]
  npm run enquiries -- release <id>`;

/** A mistake in the command line: its message, then the usage, and exit code 2. */
class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

/** Where a run writes, and whether its output goes to a terminal (where CSV cells are escaped). */
export type Terminal = { out(text: string): void; err(text: string): void; isTTY: boolean };

/** The command line's options, read once per run. */
function readOptions(args: string[]) {
  // Not strict: an option a command does not use is ignored. A string option given without a value reads as true.
  const { values, positionals } = parseArgs({
    args,
    options: { all: { type: "boolean" }, limit: { type: "string" }, format: { type: "string" }, since: { type: "string" } },
    strict: false,
    allowPositionals: true,
  });
  const flag = (name: "all") => values[name] === true;
  function option(name: "limit" | "format" | "since"): string | undefined {
    const value = values[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string" || value.startsWith("--")) fail(`--${name} needs a value.`);
    return value;
  }
  function since(): string | undefined {
    const text = option("since");
    if (text === undefined) return undefined;
    const date = new Date(text);
    if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime())) fail(`--since must be a date like 2026-11-01, not "${text}".`);
    return date.toISOString();
  }
  return { positionals, flag, option, since };
}

/** "[not delivered: email, 6 attempts, last error Error ESOCKET]" */
function notDelivered(states: DeliveryState[]): string {
  const parts = states.map((state) =>
    state.attempts === 0
      ? `${state.channel}, not tried yet`
      : `${state.channel}, ${state.attempts} attempt${state.attempts === 1 ? "" : "s"}, last error ${state.lastError ?? "none"}`,
  );
  return `[not delivered: ${parts.join("; ")}]`;
}

async function run([command, ...options]: string[], environment: NodeJS.ProcessEnv, terminal: Terminal): Promise<number> {
  if (!command || command === "help" || command === "--help") {
    terminal.out(`${USAGE}\n`);
    return 0;
  }
  if (!["list", "show", "export", "release"].includes(command)) fail(`Unknown command "${command}".`);
  const { positionals, flag, option, since } = readOptions(options);
  const env = parseEnv(environment);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command === "list") {
      const limitText = option("limit");
      const limit = limitText === undefined ? 50 : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a positive whole number.");
      // Staff not told of these yet: first, whatever their age, so an outage's enquiries are seen.
      const undelivered = await undeliveredByEnquiry(database.db);
      const waiting = (await Promise.all([...undelivered.keys()].slice(0, limit).map((id) => getEnquiry(database.db, id)))).filter(
        (item): item is StoredEnquiry => item !== undefined,
      );
      const rest = (await listEnquiries(database.db, { includeSpam: flag("all"), limit })).filter((item) => !undelivered.has(item.id));
      const items = [...waiting, ...rest].slice(0, limit);
      if (items.length === 0) {
        terminal.out("No enquiries yet.\n");
        return 0;
      }
      if (waiting.length > 0) terminal.out(`${undelivered.size} with notifications not delivered yet, listed first:\n`);
      for (const item of items) {
        const products = PRODUCT_KEYS.filter((key) => item.enquiry.products[key]).join(",") || "-";
        const mark = item.status === "new" ? "" : `  [${item.status}]`;
        const pending = undelivered.get(item.id);
        // Stored text and delivery errors are shown, never obeyed: controls and bidi characters as visible escapes.
        const line = `${staffTime(item.createdAt, env.BUSINESS_TIME_ZONE)}  ${item.id}  ${enquirySummary(item.enquiry)}  ${products}  ${sourceSummary(item.enquiry.source)}${mark}${pending ? `  ${notDelivered(pending)}` : ""}`;
        terminal.out(`${forTerminal(line)}\n`);
      }
      return 0;
    }
    if (command === "release") {
      const id = positionals[0];
      if (!id) fail("release needs an enquiry id (see list --all, or the digest).");
      const outcome = await releaseEnquiry(database.db, id, notificationChannels(env));
      const messages = {
        released: `Released ${id}: staff will be notified as for any enquiry (the running site sends it within seconds).\n`,
        "already-released": `${id} was released before; nothing more to do.\n`,
        "not-held": `${id} passed the checks when it arrived and was notified then; nothing to release.\n`,
        missing: `No enquiry with id ${id}.\n`,
      } as const;
      if (outcome === "missing") {
        terminal.err(messages[outcome]);
        return 1;
      }
      terminal.out(messages[outcome]);
      return 0;
    }
    if (command === "show") {
      const id = positionals[0];
      if (!id) fail("show needs an enquiry id (see list).");
      const item = await getEnquiry(database.db, id);
      if (!item) {
        terminal.err(`No enquiry with id ${id}.\n`);
        return 1;
      }
      const deliveries = await deliveriesOf(database.db, id);
      terminal.out(`${jsonForTerminal({ ...item, deliveries })}\n`);
      return 0;
    }
    const format = option("format") ?? fail("export needs --format csv or --format json.");
    if (format !== "csv" && format !== "json") fail(`--format must be csv or json, not "${format}".`);
    const items = (await listEnquiries(database.db, { since: since(), includeSpam: flag("all") })).reverse();
    if (format === "json") {
      terminal.out(`${jsonForTerminal(items)}\n`);
    } else {
      // CSV has no escapes of its own: a file gets the cells as stored, a terminal sees each control and bidi
      // character as a visible escape.
      terminal.out(`${csvRow(exportHeader())}\r\n`);
      for (const item of items) {
        const cells = exportRow(item).map((value) => (terminal.isTTY && typeof value === "string" ? forTerminal(value) : value));
        terminal.out(`${csvRow(cells)}\r\n`);
      }
    }
    return 0;
  } finally {
    await database.close();
  }
}

/** Runs one command line against the database the environment names; its exit code: 0 done, 1 not found or failed, 2 a usage mistake. */
export async function enquiriesCommand(args: string[], environment: NodeJS.ProcessEnv, terminal: Terminal): Promise<number> {
  try {
    return await run(args, environment, terminal);
  } catch (error) {
    if (error instanceof UsageError) {
      terminal.err(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    terminal.err(`${(error as Error).message}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const terminal: Terminal = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text), isTTY: process.stdout.isTTY === true };
  process.exitCode = await enquiriesCommand(process.argv.slice(2), process.env, terminal);
}
