/**
 * One URL per page: a trailing slash, or a page path in the wrong letter
 * case, is answered with a 301 to the canonical path (query kept). A
 * wrong-case path that is no page of the index falls through to the routes,
 * which match case-sensitively and so answer 404, never a 200 duplicate.
 */
import type { RequestHandler } from "express";
import { canonicalPagePath } from "~/lib/pages";

export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { path } = req;
    let canonical = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
    if (canonical !== canonical.toLowerCase()) canonical = canonicalPagePath(canonical) ?? canonical;
    if (canonical === path) return next();
    // "//host/" must not become the protocol-relative "//host" (nor "/\\host"): the redirect stays on this site.
    canonical = canonical.replace(/^[/\\]+/, "/");
    const queryStart = req.originalUrl.indexOf("?");
    res.redirect(301, canonical + (queryStart === -1 ? "" : req.originalUrl.slice(queryStart)));
  };
}
