/**
 * Limits that keep slow or oversized requests from holding the server:
 * applied to the HTTP server itself and to each request's URL.
 */
import type { Server } from "node:http";
import type { RequestHandler } from "express";

/** Longer URLs get 414: no page or image of this site needs one. */
export const MAX_URL_LENGTH = 2048;
/** Request headers larger than this get 431 from Node itself. */
export const MAX_HEADER_BYTES = 16 * 1024;
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export function limitUrlLength(): RequestHandler {
  return (req, res, next) => {
    if (req.originalUrl.length > MAX_URL_LENGTH) {
      res.status(414).type("text/plain").send("URI too long");
      return;
    }
    next();
  };
}

export function applyServerTimeouts(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
