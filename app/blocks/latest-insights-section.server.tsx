/**
 * The newest articles as Resources' cards, all or those of one tag. Read through the content service
 * like any answer, so the page is kept until an article's publish changes this list.
 */
import { HeadedSection } from "~/components/blocks/headed-section";
import { InsightCards } from "~/components/blocks/insight-cards";
import { latestInsightsQuery } from "~/content/queries";
import { insightCards } from "~/pages/insight-cards.server";
import { LATEST_INSIGHTS_COUNT } from "~/pages/shapes";
import { defineBlock } from "./block";

/** What a latest-insights section asks for: its tag (none: every article), and its count kept within the Studio's limits. */
export function latestInsightsParams(section: { count?: number | null; tag?: string | null }) {
  const { min, max, initial } = LATEST_INSIGHTS_COUNT;
  const count = Number.isInteger(section.count) ? Math.min(max, Math.max(min, section.count!)) : initial;
  return { withTag: section.tag?.trim() || null, count };
}

export const latestInsightsSection = defineBlock({
  type: "latestInsightsSection",
  headed: true,
  className: "insight-card",
  shown: async (context, section) => ({
    ...section,
    cards: insightCards(context, await context.content.run(latestInsightsQuery, latestInsightsParams(section))),
  }),
  // With no published article (of its tag) it leaves no section, rather than a heading over nothing.
  shows: (section) => section.cards.length > 0,
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <InsightCards cards={section.cards} level={3} />
    </HeadedSection>
  ),
});
