import type { ContentService } from "~/content/content-service.server";
import { CACHE_PAGE } from "~/lib/http";
import { articlePath, pagesOf } from "~/pages/tree";
import { siteIndex } from "~/pages/navigation";
import type { SitemapEntry } from "~/pages/sitemap";

/** Every page of the page tree (with the published industries and LIS solutions) and every published article. */
export async function sitemapEntries(content: ContentService): Promise<SitemapEntry[]> {
  const [site, insights] = await Promise.all([content.site(), content.insightSitemap()]);
  return [
    // A fixed page whose document is not published has no name, and answers 404: not listed.
    ...pagesOf(siteIndex(site)).flatMap(({ path, name }) => (name ? [{ path }] : [])),
    ...insights.map((insight) => ({
      path: articlePath(insight.slug),
      lastmod: (insight._updatedAt ?? insight.Date ?? undefined)?.slice(0, 10),
    })),
  ];
}

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_PAGE };
