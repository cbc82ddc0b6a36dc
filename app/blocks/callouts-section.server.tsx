/** Short statements side by side, each with a heading. */
import { Callouts } from "~/components/blocks/callouts";
import { HeadedSection } from "~/components/blocks/headed-section";
import { defineBlock } from "./block";

export const calloutsSection = defineBlock({
  type: "calloutsSection",
  headed: true,
  className: "callout",
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <Callouts items={section.items ?? []} />
    </HeadedSection>
  ),
});
