/** One log line per request, with a request id that every other line of the request can carry. */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logger } from "~/lib/logger.server";

const INCOMING_ID = /^[\w.-]{8,64}$/;

export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId: id });
    res.locals.requestId = id;
    res.locals.log = log;
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: query strings can carry what a visitor typed.
      const line = { method: req.method, path: (req.originalUrl.split("?")[0] ?? "").slice(0, 200), status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) log.error(line, "request failed");
      else log.info(line, "request");
    });
    next();
  };
}
