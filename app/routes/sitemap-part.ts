import { notFoundText } from "~/lib/http";
import { sitemapPart, urlsetXml } from "~/pages/sitemap";
import { SITEMAP_HEADERS, sitemapEntries } from "~/pages/sitemap.server";
import type { Route } from "./+types/sitemap-part";

/** One file of a sitemap split past 50,000 URLs (/sitemaps/<n>.xml, listed by /sitemap.xml). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const part = /^([1-9]\d{0,4})\.xml$/.exec(params.part)?.[1];
  const entries = part ? sitemapPart(await sitemapEntries(context.publishedContent), Number(part)) : undefined;
  if (!entries) return notFoundText();
  return new Response(urlsetXml(entries, context.env.SITE_URL), { headers: SITEMAP_HEADERS });
}
