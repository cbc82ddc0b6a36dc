/**
 * Structured JSON logs on standard output. Never log enquiry content or
 * e-mail addresses: log ids, counts, statuses and durations instead.
 *
 * Built once per process by its composition root (server/site-parts.ts, or a
 * script's main) from the parsed settings, and passed to every part that
 * logs: nothing here runs at import.
 */
import { pino, type DestinationStream, type Level, type LevelWithSilent, type LoggerOptions } from "pino";

export type Logger = pino.Logger;
export type LogLevel = LevelWithSilent;

/** The levels LOG_LEVEL accepts, most severe first. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const satisfies readonly (Level | "silent")[];

/** A process's two loggers, writing to one output. */
export type Logs = {
  log: Logger;
  /**
   * The one line per request (server/request-log.ts): fixed fields (id,
   * method, path, status, time) that never hold what redaction looks for, so
   * it skips redaction's pass over every line (a tenth of a cached page's cost).
   */
  requestLog: Logger;
};

/**
 * Lines are gathered into one write of 4 KB, or every 250 ms, rather than a
 * write per line, which would cap the throughput of cached pages (figures in
 * the decisions' appendix, 011). What is gathered is written out when the
 * process exits; a process killed outright loses at most those 250 ms.
 */
function standardOutput(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 250 });
  process.on("exit", () => destination.flushSync());
  return destination;
}

const lineOptions = (level: LogLevel): LoggerOptions => ({ level, base: { service: "act-website" }, timestamp: pino.stdTimeFunctions.isoTime });

// Belt and braces: if a visitor's e-mail address, phone or message is ever logged, it is hidden. Not every
// `message` one level down: that is also where an error's own words are (`err.message`), which operators need.
const redact: LoggerOptions["redact"] = {
  paths: [
    "email",
    "*.email",
    "phone",
    "*.phone",
    "message",
    "enquiry.message",
    "body.message",
    "fields.message",
    "req.headers.cookie",
    "req.headers.authorization",
  ],
  censor: "[redacted]",
};

/** The process's logs at `level`; call once per process (each call hooks the process's exit). */
export function createLogs(level: LogLevel, destination: DestinationStream = standardOutput()): Logs {
  return { log: pino({ ...lineOptions(level), redact }, destination), requestLog: pino(lineOptions(level), destination) };
}

/** A logger writing each line as it comes, hooking nothing: for tests and short-lived tools. Silent unless given a level. */
export function plainLogger(level: LogLevel = "silent"): Logger {
  return pino({ ...lineOptions(level), redact });
}

export const silentLogger = (): Logger => plainLogger("silent");
