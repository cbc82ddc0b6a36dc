/** Figures with their sources and dates (as a case study's results). */
import { HeadedSection } from "~/components/blocks/headed-section";
import { SourcedFacts } from "~/components/blocks/sourced-facts";
import { sourcedFacts } from "~/pages/case-studies.server";
import { defineBlock } from "./block";

export const factsSection = defineBlock({
  type: "factsSection",
  headed: true,
  className: "sourced-facts",
  // A figure without its source or date is not shown: the block is there to be checked.
  shown: (_context, section) => ({ ...section, shown: sourcedFacts(section.facts) }),
  shows: (section) => section.shown.length > 0,
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <SourcedFacts facts={section.shown} sourceLabel={section.sourceLabel ?? ""} />
    </HeadedSection>
  ),
});
