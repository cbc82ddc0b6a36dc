/**
 * Resources in pages: the newest articles on /resources, older ones on
 * /resources/page/2, /resources/page/3 and so on, each page its own URL; a
 * topic's articles the same way under /resources/topic/<topic> (./topics.ts).
 */

/** Articles on each page: fills the grid's 1, 2 and 3 columns evenly. */
export const RESOURCES_PAGE_SIZE = 24;
export const RESOURCES_PATH = "/resources";

/** Where a topic's articles are listed: /resources/topic/<its key>. */
export function topicPath(topic: string): string {
  return `${RESOURCES_PATH}/topic/${encodeURIComponent(topic)}`;
}

/** The address of a page of Resources, or of a topic's list when `topic` is given. */
export function resourcesPagePath(page: number, topic?: string): string {
  const first = topic === undefined ? RESOURCES_PATH : topicPath(topic);
  return page === 1 ? first : `${first}/page/${page}`;
}

/** How many pages `total` articles take (one, even when there are none). */
export function resourcesPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / RESOURCES_PAGE_SIZE));
}

/** The articles a page shows, as a slice of the newest-first list: start inclusive, end exclusive. */
export function resourcesPageSlice(page: number): { start: number; end: number } {
  return { start: (page - 1) * RESOURCES_PAGE_SIZE, end: page * RESOURCES_PAGE_SIZE };
}

/**
 * The page a path segment names, spelled as the site spells it: "2" and up.
 * "1" is /resources itself (a redirect); "02", "0", "x" name no page.
 */
export function parseResourcesPage(segment: string): number | "first" | undefined {
  if (segment === "1") return "first";
  return /^[2-9]\d{0,5}$|^1\d{1,5}$/.test(segment) ? Number(segment) : undefined;
}
