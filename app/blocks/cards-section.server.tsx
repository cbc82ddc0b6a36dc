/** Cards with an icon, a heading and a sentence (the fixed pages' FeatureCards). */
import { FeatureCards } from "~/components/blocks/feature-card";
import { HeadedSection } from "~/components/blocks/headed-section";
import { defineBlock } from "./block";

export const cardsSection = defineBlock({
  type: "cardsSection",
  headed: true,
  className: "feature-card",
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <FeatureCards cards={section.cards} />
    </HeadedSection>
  ),
});
