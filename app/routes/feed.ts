import { excerpt } from "~/content/excerpt";
import { toDate } from "~/lib/dates";
import { FEED_ITEMS, feedResponse, feedTitle } from "~/lib/rss";
import { FEEDS, INSIGHTS_FEED_LABEL, articlePath } from "~/pages/tree";
import type { Route } from "./+types/feed";

/** RSS 2.0 feed of the newest insight articles, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.env.SITE_URL;
  const [{ items: insights }, { settings }] = await Promise.all([context.publishedContent.insightPage(0, FEED_ITEMS), context.publishedContent.site()]);
  return feedResponse({
    title: feedTitle(settings?.name, INSIGHTS_FEED_LABEL),
    link: new URL("/resources", siteUrl).href,
    self: new URL(FEEDS.insights, siteUrl).href,
    description: settings?.description ?? "",
    items: insights.map((insight) => ({
      title: insight.Title,
      link: new URL(articlePath(insight.slug.current), siteUrl).href,
      published: insight.Date ? toDate(insight.Date) : undefined,
      author: insight.Author,
      description: excerpt(insight.firstBlock ? [insight.firstBlock] : [], 60),
    })),
  });
}
