import type { ContentService } from "~/content/content-service.server";
import { CACHE_PAGE } from "~/lib/http";
import { PAGES } from "~/pages/tree";
import type { SitemapEntry } from "~/pages/sitemap";

/** Every page of the index and every published article. */
export async function sitemapEntries(content: ContentService): Promise<SitemapEntry[]> {
  const insights = await content.insightSitemap();
  return [
    ...PAGES.map(({ path }) => ({ path })),
    ...insights.map((insight) => ({
      path: `/insights/${encodeURIComponent(insight.slug)}`,
      lastmod: (insight._updatedAt ?? insight.Date ?? undefined)?.slice(0, 10),
    })),
  ];
}

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_PAGE };
