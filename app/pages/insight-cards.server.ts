/** Articles as their cards draw them (app/components/blocks/insight-cards.tsx): only what a card shows, the excerpt cut here. */
import type { AppLoadContext } from "react-router";
import { excerpt } from "~/content/excerpt";
import type { InsightSummary } from "~/content/queries";
import { shownImage } from "~/images/shown-image.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { CARD_IMAGE_WIDTH } from "./image-widths";
import { articlePath } from "./tree";

const CARD_IMAGE_SIZES = `(min-width: 1024px) ${CARD_IMAGE_WIDTH}px, (min-width: 640px) 50vw, 100vw`;

export function insightCards(context: Pick<AppLoadContext, "env" | "preview">, insights: readonly InsightSummary[]) {
  return insights.map((insight) => ({
    id: insight._id,
    title: insight.Title,
    path: articlePath(insight.slug.current),
    author: insight.Author,
    date: insight.Date,
    image: shownImage(context, insight.Image, CARD_IMAGE_WIDTH, CARD_IMAGE_SIZES),
    excerpt: excerpt(insight.firstBlock ? [insight.firstBlock] : []),
    edit: editAttributes(context, { id: insight._id, type: "insight" }, ["Title"] as const)?.Title,
  }));
}

export type InsightCard = ReturnType<typeof insightCards>[number];
