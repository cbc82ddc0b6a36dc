/**
 * Related articles (decision 034): the newest articles tagged with one of a
 * set of pages, as cards under the heading the Resources page gives them.
 * An article's are those sharing a tag's page with it; a product's or an
 * industry's, those tagged with its page.
 */
import type { AppLoadContext } from "react-router";
import { relatedInsightsQuery, resourcesPageQuery } from "~/content/queries";
import { editAttributes } from "~/preview/edit-attributes.server";
import { insightCards, type InsightCard } from "./insight-cards.server";

/** One row of the card grid at its widest. */
export const RELATED_INSIGHTS = 3;

export type RelatedInsights = { title: string; cards: InsightCard[]; edit?: string | undefined };

/**
 * The related articles of the pages with these document ids, leaving out the
 * article at `exclude` (its slug); undefined when there are none, or no heading
 * to put above them, so the page shows no empty section.
 */
export async function relatedInsights(
  context: Pick<AppLoadContext, "content" | "env" | "preview">,
  pages: ReadonlyArray<string | null | undefined>,
  exclude = "",
): Promise<RelatedInsights | undefined> {
  // Sorted and without repeats: one answer, one cache entry, whichever order the tags are in.
  const ids = [...new Set(pages.filter((id): id is string => Boolean(id)))].sort();
  if (ids.length === 0) return undefined;
  const [found, resources] = await Promise.all([
    context.content.run(relatedInsightsQuery, { pages: ids, exclude, count: RELATED_INSIGHTS }),
    context.content.run(resourcesPageQuery),
  ]);
  const title = resources?.relatedTitle?.trim();
  if (!found?.length || !title || !resources) return undefined;
  return {
    title,
    cards: insightCards(context, found),
    edit: editAttributes(context, { id: resources._id, type: resources._type }, ["relatedTitle"] as const)?.relatedTitle,
  };
}
