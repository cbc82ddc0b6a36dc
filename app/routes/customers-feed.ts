import { notFoundText } from "~/lib/http";
import { FEED_ITEMS, feedResponse, feedTitle } from "~/lib/rss";
import { caseStudyFeedQuery } from "~/content/queries";
import { toDate } from "~/lib/dates";
import { FEEDS, memberPath } from "~/pages/tree";
import { FAMILIES } from "~/lib/page-tree";
import type { Route } from "./+types/customers-feed";

/**
 * RSS 2.0 feed of the published case studies, the newest first (by when each was made: a case study has no
 * publication date of its own). Not found while the dataset has no Customers page, as /customers is.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.env.SITE_URL;
  const [{ page, items }, { settings }] = await Promise.all([
    context.publishedContent.run(caseStudyFeedQuery, { count: FEED_ITEMS }),
    context.publishedContent.site(),
  ]);
  if (!page) return notFoundText();
  return feedResponse({
    title: feedTitle(settings?.name, page.feedLabel),
    link: new URL(FAMILIES.caseStudy.parent, siteUrl).href,
    self: new URL(FEEDS.caseStudies, siteUrl).href,
    description: page.description ?? "",
    items: items.flatMap(({ title, slug, client, agencyType, products, challenge, _createdAt }) =>
      slug && client
        ? [
            {
              title: title ? `${client}: ${title}` : client,
              link: new URL(memberPath("caseStudy", slug), siteUrl).href,
              published: toDate(_createdAt),
              description: challenge ?? "",
              categories: [agencyType, ...(products ?? [])].filter((category): category is string => Boolean(category)),
            },
          ]
        : [],
    ),
  });
}
