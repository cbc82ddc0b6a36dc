/**
 * Limits that keep slow or oversized requests from holding the server:
 * applied to the HTTP server itself and to each request's URL.
 */
import { createServer, type RequestListener, type Server } from "node:http";
import type { RequestHandler } from "express";
import { POST_PATHS as PAGE_POST_PATHS } from "~/pages/tree";
import { CONTACT_API_PATH } from "~/enquiries/contact-api.server";
import { PUBLISH_WEBHOOK_PATH } from "~/content/publish-webhook.server";

/** Longer URLs get 414: no page or image of this site needs one. */
export const MAX_URL_LENGTH = 2048;

/** A request target longer than the limit: answered 414, never from a kept page. */
export function urlTooLong(url: string | undefined): boolean {
  return (url?.length ?? 0) > MAX_URL_LENGTH;
}
/** Request headers larger than this get 431 from Node itself. */
export const MAX_HEADER_BYTES = 16 * 1024;
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How long an idle connection is kept for its next request: longer than whoever reuses it keeps it. Varnish
 * keeps an idle backend connection 60 s (backend_idle_timeout), and some clients never time one out (Node's
 * agent without a timeout, hence Playwright's request context). Were the site to close first, a request sent
 * as it closes would meet a reset (ECONNRESET) and be lost, or be answered 503 by the proxy.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * How often Node looks for connections past those timeouts. It checks every
 * 30 s unless told otherwise, so the 10 s header limit would hold a client up
 * to 40 s; every second, it holds one 10 to 11 s. Only a server
 * created with it has it: it cannot be set on an existing one.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * A request target that is no path of this site (an absolute URL naming
 * another host, which `toOriginForm` left as it was): a client error, 400.
 */
export function refuseForeignTargets(): RequestHandler {
  return (req, res, next) => {
    if (req.url.startsWith("/") || (req.url === "*" && req.method === "OPTIONS")) return next();
    res.status(400).type("text/plain").send("Bad request: the request target must be a path on this site.");
  };
}

/**
 * A Host header that names no host (a port past 65535, stray characters): a client error, 400, as HTTP asks
 * (RFC 9112, 3.2). The router builds each request's URL from it and would otherwise fail with a 500.
 */
export function refuseBadHosts(): RequestHandler {
  return (req, res, next) => {
    const host = req.headers.host;
    if (host === undefined || URL.canParse(`http://${host}/`)) return next();
    res.status(400).type("text/plain").send("Bad request: the Host header does not name a host.");
  };
}

export function limitUrlLength(): RequestHandler {
  return (req, res, next) => {
    if (urlTooLong(req.originalUrl)) {
      res.status(414).type("text/plain").send("URI too long");
      return;
    }
    next();
  };
}

/** The pages with a form, which take its POST without JavaScript (from the index of pages). */
export const POST_PATHS = PAGE_POST_PATHS;

/** Endpoints that take POST and answer every other method themselves (405 with Allow: POST). */
const POST_ENDPOINTS = new Set([CONTACT_API_PATH, PUBLISH_WEBHOOK_PATH]);

/**
 * GET and HEAD everywhere, POST where something is submitted; anything else
 * is answered 405 (or 204 to OPTIONS) before it reaches a handler.
 * `takesFormPost` names the pages editors built with the enquiry form (Request
 * a Demo) and the pages of documents behind the short form, which take their form's
 * POST too; asked only for a POST no fixed path takes.
 */
export function allowMethods(takesFormPost: (path: string) => Promise<boolean> = async () => false): RequestHandler {
  return (req, res, next) => {
    if (POST_ENDPOINTS.has(req.path)) return next();
    const allowed = POST_PATHS.has(req.path) ? "GET, HEAD, POST" : "GET, HEAD";
    if (req.method === "GET" || req.method === "HEAD" || (req.method === "POST" && POST_PATHS.has(req.path))) return next();
    const refuse = () => {
      res.setHeader("Allow", allowed);
      if (req.method === "OPTIONS") {
        res.status(204).end();
        return;
      }
      res.status(405).type("text/plain").send("Method not allowed");
    };
    if (req.method !== "POST") return refuse();
    // When the content cannot say (the source is down), refused like any other path.
    takesFormPost(req.path).then(
      (takes) => (takes ? next() : refuse()),
      () => refuse(),
    );
  };
}

/** The site's HTTP server, with the header size and time limits above. */
export function createLimitedServer(listener: RequestListener): Server {
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    listener,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
