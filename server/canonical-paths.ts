/**
 * One URL per page: a path that is not in its normal form is answered with a
 * 301 to the normal form (query kept, never stored by a shared cache), or 404 when it has none, and so never
 * reaches a page or the render cache as a 200 copy. The normal form:
 *
 * - percent-encoded unreserved characters decoded ("/%61bout" is "/about"),
 *   other escapes in upper case;
 * - no dot segments, no empty segments ("//"), no trailing slash;
 * - a page of the index in its own letter case ("/About" is "/about"); a
 *   wrong-case path that is no page falls through to the routes, which match
 *   case-sensitively and answer 404.
 *
 * No path of this site has a ";", a backslash or an encoded "/" or "\", so
 * those are not found rather than guessed at.
 */
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { MAX_URL_LENGTH } from "./request-limits";
import { CACHE_NOT_FOUND } from "~/lib/http";
import { canonicalPagePath } from "~/pages/tree";
import { forbidSharing } from "./shared-answers";

const UNRESERVED = /^[A-Za-z0-9._~-]$/;
/** What no path of the site holds, raw or encoded. */
const NOT_A_PATH = /[;\\]|%2f|%5c|%00/i;

/** The normal form of a raw request path, or undefined when no page can have it. */
export function normalPath(raw: string): string | undefined {
  if (NOT_A_PATH.test(raw)) return undefined;
  const escapes = raw.replace(/%([0-9a-fA-F]{2})/g, (encoded: string, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded.toUpperCase();
  });
  const segments: string[] = [];
  for (const segment of escapes.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const path = `/${segments.join("/")}`;
  return path === path.toLowerCase() ? path : (canonicalPagePath(path) ?? path);
}

/** True for a raw request path already in its normal form: only those may be kept as pages. */
export function isNormalPath(raw: string): boolean {
  return normalPath(raw) === raw;
}

/**
 * Where a redirect sends the visitor: the normal path with their query, percent-encoded as it is sent. A query
 * whose encoded form would make the address longer than the site takes (MAX_URL_LENGTH: each `"` or space is
 * three characters encoded) is left behind, so no Location is larger than the request that asked for it and a
 * proxy's header buffer (nginx's 4 KB) never overflows into a 502.
 */
export function redirectTarget(normal: string, query: string): string {
  const url = new URL(normal + query, "http://site.invalid");
  const location = url.pathname + (query === "?" ? "?" : url.search);
  return location.length > MAX_URL_LENGTH ? normal : location;
}

export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const queryStart = req.originalUrl.indexOf("?");
    const raw = queryStart === -1 ? req.originalUrl : req.originalUrl.slice(0, queryStart);
    const normal = normalPath(raw);
    if (normal === raw) return next();
    if (normal === undefined) {
      res.status(404).set("Cache-Control", CACHE_NOT_FOUND).type("text/plain").send("Not found");
      return;
    }
    // The visitor's own query goes along (a campaign link keeps its parameters), so the redirect is theirs alone:
    // a cache keyed on the path would hand it to the next visitor (server/shared-answers.ts).
    forbidSharing(res);
    res.redirect(301, redirectTarget(normal, queryStart === -1 ? "" : req.originalUrl.slice(queryStart)));
  };
}

/**
 * A request line in absolute form ("GET http://host/path"), which proxies
 * send: it names this site when its host is the Host header's or SITE_URL's,
 * and is then answered as its path. Returns false for a target that is no
 * path of this site (another host, or not a URL at all); "*" is left to
 * OPTIONS.
 */
export function toOriginForm(req: IncomingMessage, siteHost: string): boolean {
  const target = req.url ?? "";
  if (target.startsWith("/")) return true;
  if (target === "*") return req.method === "OPTIONS";
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.host !== req.headers.host && url.host !== siteHost) return false;
  req.url = url.pathname + url.search;
  return true;
}
