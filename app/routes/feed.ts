import { toDate } from "~/lib/dates";
import { excerpt } from "~/content/excerpt";
import { CACHE_PAGE } from "~/lib/http";
import { xmlEscape } from "~/lib/xml";
import { articlePath } from "~/pages/tree";
import type { Route } from "./+types/feed";

/** Items in the feed: a reader polling it fetches this many, however many articles there are. */
export const FEED_ITEMS = 50;

/** RSS 2.0 feed of the newest insight articles, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.env.SITE_URL;
  const [{ items: insights }, { settings }] = await Promise.all([context.publishedContent.insightPage(0, FEED_ITEMS), context.publishedContent.site()]);
  const feedUrl = new URL("/resources/feed.xml", siteUrl).href;
  const newest = insights[0]?.Date ? toDate(insights[0].Date) : undefined;
  const items = insights.map((insight) => {
    const link = new URL(articlePath(insight.slug.current), siteUrl).href;
    const published = insight.Date ? toDate(insight.Date) : undefined;
    return [
      "    <item>",
      `      <title>${xmlEscape(insight.Title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      published ? `      <pubDate>${published.toUTCString()}</pubDate>` : "",
      insight.Author ? `      <dc:creator>${xmlEscape(insight.Author)}</dc:creator>` : "",
      `      <description>${xmlEscape(excerpt(insight.firstBlock ? [insight.firstBlock] : [], 60))}</description>`,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlEscape(`${settings?.name ?? ""} Insights`)}</title>`,
    `    <link>${xmlEscape(new URL("/resources", siteUrl).href)}</link>`,
    `    <description>${xmlEscape(settings?.description ?? "")}</description>`,
    "    <language>en-us</language>",
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    `    <atom:link href="${xmlEscape(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CACHE_PAGE },
  });
}
