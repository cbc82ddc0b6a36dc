import { sitemapFileCount, sitemapIndexXml, urlsetXml } from "~/pages/sitemap";
import { SITEMAP_HEADERS, sitemapEntries } from "~/pages/sitemap.server";
import type { Route } from "./+types/sitemap";

/** The sitemap, or past 50,000 URLs the index of its files (app/routes/sitemap-part.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.env.SITE_URL;
  const entries = await sitemapEntries(context.publishedContent);
  const files = sitemapFileCount(entries.length);
  const body = files === 1 ? urlsetXml(entries, siteUrl) : sitemapIndexXml(files, siteUrl);
  return new Response(body, { headers: SITEMAP_HEADERS });
}
