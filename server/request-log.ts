/** One log line per request, with a request id that every other line of the request can carry. */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { logger } from "~/lib/logger.server";

const INCOMING_ID = /^[\w.-]{8,64}$/;

/**
 * Starts a request's log: its id (taken from X-Request-Id when well formed),
 * sent back as X-Request-Id, and one line when the response finishes. Used by
 * Express and by the render cache's answers alike.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse): { id: string; log: Logger } {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  const log = logger.child({ requestId: id });
  res.setHeader("X-Request-Id", id);
  const started = process.hrtime.bigint();
  // The path only: query strings can carry what a visitor typed. Read now, before a router rewrites req.url.
  const path = ((req.url ?? "").split("?")[0] ?? "").slice(0, 200);
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
    if (res.statusCode >= 500) log.error(line, "request failed");
    else log.info(line, "request");
  });
  return { id, log };
}

export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const { id, log } = logRequest(req, res);
    res.locals.requestId = id;
    res.locals.log = log;
    next();
  };
}
