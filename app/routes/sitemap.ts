import { getContent } from "~/lib/content/content.server";
import { getEnv } from "~/lib/env.server";
import { CACHE_PAGE } from "~/lib/http";
import { PAGES } from "~/lib/pages";
import { xmlEscape } from "~/lib/xml";

export async function loader() {
  const siteUrl = getEnv().SITE_URL;
  const insights = await getContent().insightSitemap();
  const entries = [
    ...PAGES.map(({ path }) => ({ path, lastmod: undefined as string | undefined })),
    ...insights.map((insight) => ({
      path: `/insights/${encodeURIComponent(insight.slug)}`,
      lastmod: (insight._updatedAt ?? insight.Date ?? undefined)?.slice(0, 10),
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ path, lastmod }) =>
        `  <url><loc>${xmlEscape(new URL(path, siteUrl).href)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_PAGE },
  });
}
