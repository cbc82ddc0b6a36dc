/**
 * Cache-Control values, named once. Pages may be kept by shared caches for a
 * minute and served stale while they refresh; browsers always revalidate.
 */
export const CACHE_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** How long a shared cache or CDN may keep a not-found answer: briefly, so a newly published page appears soon. */
export const NOT_FOUND_SHARED_SECONDS = 10;
/** Not-found answers are cached briefly, so a newly published article appears soon. */
export const CACHE_NOT_FOUND = `public, max-age=0, s-maxage=${NOT_FOUND_SHARED_SECONDS}`;
export const CACHE_NONE = "no-store";

/** A resource route's (a feed's, a sitemap part's) answer for an address it has nothing at: plain text, kept as briefly as a page not found. */
export const notFoundText = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_NOT_FOUND } });
/**
 * A content image asked for in a way the site's pages never ask (another
 * width, format or parameter): its redirect or 400 is kept a minute, so a
 * flood of such URLs reaches the site once a minute per URL past a shared cache.
 */
export const CACHE_REFUSED_IMAGE = "public, max-age=60";
/** A page rendered for one visitor (the contact form carries a token stamped with its render time): never shared, never stored. */
export const CACHE_PRIVATE = "private, no-store";
/** Content-addressed files (hashed build assets, content images by asset hash). */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

type HeadersArgs = { loaderHeaders: Headers; errorHeaders?: Headers };

/**
 * The Cache-Control a loader chose, else the page default. When a loader
 * failed (content unavailable), its Retry-After and no-store win.
 */
export function pageHeaders({ loaderHeaders, errorHeaders }: HeadersArgs): HeadersInit {
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) return { "Cache-Control": errorHeaders?.get("Cache-Control") ?? CACHE_NONE, "Retry-After": retryAfter };
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_PAGE };
}

/**
 * The query parameters a page reads: none. Every other parameter (a campaign
 * link's utm_*, a click id, a cache-buster) leaves a page's bytes unchanged,
 * so the render cache and the proxy recipes key a page on its path plus only
 * these. A route that reads a parameter names it here; tests/e2e/query-strings.spec.ts
 * draws every page with and without a query and holds each kept page to the same bytes.
 */
export const PAGE_QUERY_PARAMETERS = [] as const;

/**
 * The query parameters Contact reads: the product a Request a Demo link ticks
 * (/contact?product=dccm) and a campaign link's utm_* (decision 032), which a
 * built page holding the form reads too. Both are drawn for one visitor
 * (CACHE_PRIVATE: the form token), so no cache keeps them and none need key on these; no page that is kept reads them
 * (PAGE_QUERY_PARAMETERS), so `/about?product=x` is `/about`.
 */
export const CONTACT_QUERY_PARAMETERS = ["product", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * The query parameters a data request varies on: `_routes`, the loaders a
 * client navigation asks React Router for (`/contact.data?_routes=root`
 * answers the root's data alone). A data request is its page's path with
 * `.data` (`/_root.data` for `/`), asked by the browser when a visitor follows
 * a link; it reads its page's parameters (PAGE_QUERY_PARAMETERS) too. The site
 * lets a shared cache keep a data answer only when its query is exactly what
 * its own client sends (server/shared-answers.ts), so the recipes and a CDN key
 * a data request on its whole query string.
 */
export const DATA_QUERY_PARAMETERS = ["_routes"] as const;

/** True for the path of a data request (React Router's loader data for a client navigation). */
export function isDataPath(path: string): boolean {
  return path.endsWith(".data");
}

/**
 * True for a path whose query a shared cache must keep in its key: content
 * images (the parameters name the variant) and data requests
 * (DATA_QUERY_PARAMETERS). Every other answer is the same for any query
 * string, so caches key it on the path alone.
 */
export function queryInCacheKey(path: string): boolean {
  return path.startsWith("/images/") || isDataPath(path);
}

/** The cookie that marks a visitor in draft preview (signed: app/preview/signing.server.ts); the render cache skips a request carrying it only when its signature holds. */
export const PREVIEW_COOKIE = "__act_preview";

/** True when a Cookie header carries the preview cookie. */
export function hasPreviewCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => pair.trim().startsWith(`${PREVIEW_COOKIE}=`));
}

/** A response every visitor may share (and so the render cache may keep): its Cache-Control says public. */
export function isSharedCacheControl(cacheControl: string | null | undefined): boolean {
  return (cacheControl ?? "").trimStart().toLowerCase().startsWith("public");
}
