/** A numbered process (as DCCM's and Paracelsus's). */
import { HeadedSection } from "~/components/blocks/headed-section";
import { Steps } from "~/components/blocks/steps";
import { defineBlock } from "./block";

export const stepsSection = defineBlock({
  type: "stepsSection",
  headed: true,
  className: "step",
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <Steps items={section.steps ?? []} />
    </HeadedSection>
  ),
});
