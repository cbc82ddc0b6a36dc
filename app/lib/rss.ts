/**
 * An RSS 2.0 feed (Resources' articles, the case studies): the channel and its items, escaped, with the
 * feed's own address (atom:link rel="self") as validators ask, served as public pages are.
 */
import { CACHE_PAGE } from "./http";
import { xmlEscape } from "./xml";

export type FeedItem = {
  title: string;
  /** The item's page, absolute: also its permanent guid. */
  link: string;
  description: string;
  published?: Date | undefined;
  author?: string | null | undefined;
  categories?: readonly string[] | undefined;
};

export type Feed = { title: string; link: string; self: string; description: string; items: readonly FeedItem[] };

/** A feed's name, as readers and the pages' alternate links show it: the company's name, then what it lists ("ACT Insights"). */
export const feedTitle = (siteName: string | null | undefined, label: string | null | undefined) => [siteName, label].filter(Boolean).join(" ");

/** Items in a feed: a reader polling it fetches this many, however many there are. */
export const FEED_ITEMS = 50;

function itemXml({ title, link, description, published, author, categories = [] }: FeedItem): string {
  return [
    "    <item>",
    `      <title>${xmlEscape(title)}</title>`,
    `      <link>${xmlEscape(link)}</link>`,
    `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
    published ? `      <pubDate>${published.toUTCString()}</pubDate>` : "",
    author ? `      <dc:creator>${xmlEscape(author)}</dc:creator>` : "",
    ...categories.map((category) => `      <category>${xmlEscape(category)}</category>`),
    `      <description>${xmlEscape(description)}</description>`,
    "    </item>",
  ]
    .filter(Boolean)
    .join("\n");
}

export function feedXml({ title, link, self, description, items }: Feed): string {
  const newest = items.flatMap(({ published }) => published ?? []).sort((a, b) => b.getTime() - a.getTime())[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlEscape(title)}</title>`,
    `    <link>${xmlEscape(link)}</link>`,
    `    <description>${xmlEscape(description)}</description>`,
    "    <language>en-us</language>",
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    `    <atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export const feedResponse = (feed: Feed) =>
  new Response(feedXml(feed), { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CACHE_PAGE } });
