import type { ContentService } from "~/content/content-service.server";
import { insightTopicsQuery } from "~/content/queries";
import { CACHE_PAGE } from "~/lib/http";
import { articlePath, pagesOf } from "~/pages/tree";
import { siteIndex } from "~/pages/navigation";
import type { SitemapEntry } from "~/pages/sitemap";
import { topicPath } from "~/pages/resources-pages";
import { topicsOf } from "~/pages/topics";

/** Every page of the page tree (with the published industries and LIS solutions), every topic of Resources and every published article. */
export async function sitemapEntries(content: ContentService): Promise<SitemapEntry[]> {
  const [site, insights, tagged] = await Promise.all([content.site(), content.insightSitemap(), content.run(insightTopicsQuery)]);
  const index = siteIndex(site);
  return [
    // A fixed page whose document is not published has no name, and answers 404: not listed.
    ...pagesOf(index).flatMap(({ path, name }) => (name ? [{ path }] : [])),
    // A topic's page is Resources' too: none without Resources.
    ...(index.names.resourcesPage ? topicsOf(tagged ?? []).map((topic) => ({ path: topicPath(topic.slug) })) : []),
    ...insights.map((insight) => ({
      path: articlePath(insight.slug),
      lastmod: (insight._updatedAt ?? insight.Date ?? undefined)?.slice(0, 10),
    })),
  ];
}

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_PAGE };
