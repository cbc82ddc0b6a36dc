/**
 * What a public answer tells the caches in front of the site (decision 023):
 * the content it was built from, as short surrogate keys in one
 * header (Surrogate-Key for Fastly and Varnish, space-separated; Cache-Tag for
 * Cloudflare, comma-separated), and, when an edge TTL is set, how long a CDN
 * may keep it (CDN-Cache-Control and Surrogate-Control: browsers still
 * revalidate by Cache-Control). A content change then purges exactly the
 * pages built from it (edge-purge.server.ts) instead of waiting for a TTL.
 */
import { createHash } from "node:crypto";
import { NOT_FOUND_SHARED_SECONDS } from "~/lib/http";

/** Carried by every public answer, so one purge of it empties the edge of the whole site. */
export const ALL_PAGES_KEY = "act-all";

export type EdgeSettings = {
  /** SURROGATE_KEY_HEADER. */
  header: "Surrogate-Key" | "Cache-Tag";
  /** EDGE_TTL_SECONDS; 0 sends no CDN lifetime. */
  ttlSeconds: number;
};

/**
 * The surrogate key of a content key: the query's name, and for a query with
 * parameters (one article, one page of the list) 8 hex digits of the key's
 * SHA-1, so keys stay short (Cloudflare allows 1,024 characters per tag list)
 * and header-safe whatever a slug holds: `act-site`, `act-insight-1f3a9c2e`.
 */
export function surrogateKey(contentKey: string): string {
  const separator = contentKey.indexOf(":");
  if (separator === -1) return `act-${contentKey}`;
  return `act-${contentKey.slice(0, separator)}-${createHash("sha1").update(contentKey).digest("hex").slice(0, 8)}`;
}

/** The surrogate keys of an answer built from these content keys, the all-pages key first. */
export function surrogateKeys(contentKeys: Iterable<string>): string[] {
  return [ALL_PAGES_KEY, ...[...new Set([...contentKeys].map(surrogateKey))].sort()];
}

/**
 * The headers naming an answer's surrogate keys (`surrogateKeys`) and, with an edge TTL, its lifetime at a CDN.
 * A client error (an unknown address's 404) is kept no longer than its Cache-Control lets a shared cache keep it
 * (NOT_FOUND_SHARED_SECONDS): a flood of made-up addresses must not fill the edge for a day, and a page published
 * at a former 404's address shows as soon as without an edge.
 */
export function edgeHeaders(keys: readonly string[], settings: EdgeSettings, status = 200): Array<[string, string]> {
  const separator = settings.header === "Cache-Tag" ? "," : " ";
  const headers: Array<[string, string]> = [[settings.header, keys.join(separator)]];
  const ttl = status >= 400 ? Math.min(settings.ttlSeconds, NOT_FOUND_SHARED_SECONDS) : settings.ttlSeconds;
  if (ttl > 0) headers.push(["CDN-Cache-Control", `max-age=${ttl}`], ["Surrogate-Control", `max-age=${ttl}`]);
  return headers;
}
