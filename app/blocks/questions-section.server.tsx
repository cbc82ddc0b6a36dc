/** Questions and answers under a heading: an accordion, its panels opened by their buttons (app/enhancements/accordion.ts). */
import { Accordion } from "~/components/blocks/accordion";
import { HeadedSection } from "~/components/blocks/headed-section";
import { defineBlock } from "./block";

export const questionsSection = defineBlock({
  type: "questionsSection",
  headed: true,
  className: "accordion",
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <div className="mt-10">
        <Accordion items={section.topics ?? []} />
      </div>
    </HeadedSection>
  ),
});
