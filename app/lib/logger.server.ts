/**
 * Structured JSON logs on standard output. Never log enquiry content or
 * e-mail addresses: log ids, counts, statuses and durations instead.
 */
import { pino, type LoggerOptions } from "pino";

/**
 * Lines are gathered into one write of 4 KB, or every 250 ms, rather than a
 * write per line, which would cap the throughput of cached pages (figures in
 * the decisions' appendix, 011). What is gathered is written out when the
 * process exits; a process killed outright loses at most those 250 ms.
 */
const destination = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 250 });
process.on("exit", () => destination.flushSync());

const options: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: { service: "act-website" },
  timestamp: pino.stdTimeFunctions.isoTime,
};

export const logger = pino(
  {
    ...options,
    // Belt and braces: if a field of these names is ever logged, it is hidden.
    redact: {
      paths: ["email", "*.email", "phone", "*.phone", "message", "*.message", "req.headers.cookie", "req.headers.authorization"],
      censor: "[redacted]",
    },
  },
  destination,
);

/**
 * The one line per request (server/request-log.ts): fixed fields (id, method,
 * path, status, time) that never hold what redaction looks for, so it skips
 * redaction's pass over every line (a tenth of a cached page's cost).
 */
export const requestLogger = pino(options, destination);

export type Logger = typeof logger;
