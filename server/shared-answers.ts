/**
 * Which public answers a shared cache may keep, beyond what Cache-Control a
 * route chose. The caches in front (the recipes, a CDN) key a page on its path
 * alone, and a data request or a content image on its path and whole query
 * (`queryInCacheKey`). So no client can change what another visitor gets:
 *
 * - a data request is shared only when its query is exactly what the site's
 *   own client sends: none, or `_routes=` naming routes this URL matches, in
 *   match order, each once, encoded as the browser's URLSearchParams encodes
 *   it. Any other query (a campaign parameter kept on a client navigation,
 *   `_ROUTES`, `%5Froutes`, a repeated or unknown id) is answered as React
 *   Router reads it, but `no-store`: a cache never holds it, and the few
 *   shared variants per page bound what a cache can be made to hold;
 * - a redirect of a page is never shared: it carries the visitor's own query
 *   (a campaign link keeps its parameters), which a cache keyed on the path
 *   would hand to the next visitor.
 */
import type { Response } from "express";
import onHeaders from "on-headers";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { CACHE_NONE, DATA_QUERY_PARAMETERS, isDataPath, queryInCacheKey } from "~/lib/http";

const [ROUTES_PARAMETER] = DATA_QUERY_PARAMETERS;

/** The page path a data request's path is for: `/contact.data` is `/contact`, `/_root.data` is `/`. */
export function dataPagePath(path: string): string {
  const page = path.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * True when a data request's query (without its "?") is one the site's client
 * sends for a page whose matched routes are `matched` (root first).
 */
export function shareableDataQuery(query: string, matched: readonly string[]): boolean {
  if (query === "") return true;
  const routes = new URLSearchParams(query).get(ROUTES_PARAMETER);
  if (routes === null) return false;
  let last = -1;
  for (const id of routes.split(",")) {
    const at = matched.indexOf(id);
    if (at <= last) return false;
    last = at;
  }
  return query === new URLSearchParams({ [ROUTES_PARAMETER]: routes }).toString();
}

type Manifest = ServerBuild["routes"];

function routeTree(manifest: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map(
      (route) =>
        ({
          id: route!.id,
          path: route!.path,
          index: route!.index,
          caseSensitive: route!.caseSensitive,
          children: routeTree(manifest, route!.id),
        }) as RouteObject,
    );
}

/** The ids of the routes a page path matches, root first, as React Router matches them. */
export function routeMatcher(manifest: Manifest): (pagePath: string) => string[] {
  const tree = routeTree(manifest, undefined);
  return (pagePath) => (matchRoutes(tree, pagePath) ?? []).map((match) => match.route.id!);
}

/** True for a redirect status (304 is no redirect). */
function redirecting(status: number): boolean {
  return status >= 300 && status < 400 && status !== 304;
}

/** Makes an answer `no-store` and takes back what would tell a CDN to keep it (edge.server.ts). */
export function forbidSharing(res: Pick<Response, "setHeader" | "removeHeader">): void {
  res.setHeader("Cache-Control", CACHE_NONE);
  res.removeHeader("CDN-Cache-Control");
  res.removeHeader("Surrogate-Control");
}

/**
 * Registered before the answer's own headers are chosen; runs as they go out.
 * `matched` gives the routes of a page path (from the build).
 */
export function keepSharedAnswersKeyed(method: string, originalUrl: string, res: Response, matched: (pagePath: string) => string[]): void {
  if (method !== "GET" && method !== "HEAD") return;
  const queryStart = originalUrl.indexOf("?");
  const path = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? "" : originalUrl.slice(queryStart + 1);
  const unshareableData = isDataPath(path) && !shareableDataQuery(query, matched(dataPagePath(path)));
  onHeaders(res, function unshare(this: Response) {
    if (unshareableData || (redirecting(this.statusCode) && !queryInCacheKey(path))) forbidSharing(this);
  });
}
