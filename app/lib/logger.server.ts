/**
 * Structured JSON logs. Never log enquiry content or e-mail addresses: log
 * ids, counts, statuses and durations instead.
 */
import { pino } from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: { service: "act-website" },
  timestamp: pino.stdTimeFunctions.isoTime,
  // Belt and braces: if a field of these names is ever logged, it is hidden.
  redact: {
    paths: ["email", "*.email", "phone", "*.phone", "message", "*.message", "req.headers.cookie", "req.headers.authorization"],
    censor: "[redacted]",
  },
});

export type Logger = typeof logger;
