/** One log line per request, with a request id that every other line of the request can carry. */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger, Logs } from "~/lib/logger.server";

const INCOMING_ID = /^[\w.-]{8,64}$/;

/** The request's id: the caller's X-Request-Id when well formed (a proxy's), else a new one. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** Told of each answered request (the metrics): its path without the query string, status and duration. */
export type RequestObserver = (path: string, status: number, seconds: number) => void;

/**
 * Writes the request's line when its response finishes. Used by Express and
 * by the render cache's answers alike, so both log the same line.
 */
export function logWhenFinished(req: IncomingMessage, res: ServerResponse, id: string, requestLogger: Logger, observe?: RequestObserver): void {
  const started = process.hrtime.bigint();
  // The path only: query strings can carry what a visitor typed. Read now, before a router rewrites req.url.
  const path = ((req.url ?? "").split("?")[0] ?? "").slice(0, 200);
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // The same fields, in the same order, as a line of the request's child logger.
    const line = { requestId: id, method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
    if (res.statusCode >= 500) requestLogger.error(line, "request failed");
    else requestLogger.info(line, "request");
    observe?.(path, res.statusCode, ms / 1000);
  });
}

export function requestLog({ log, requestLog: requestLogger }: Logs, observe?: RequestObserver): RequestHandler {
  return (req, res, next) => {
    const id = requestId(req);
    res.setHeader("X-Request-Id", id);
    res.locals.requestId = id;
    res.locals.log = log.child({ requestId: id });
    logWhenFinished(req, res, id, requestLogger, observe);
    next();
  };
}
