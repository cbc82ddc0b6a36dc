/** The closing band: a heading, a sentence and the Request a Demo button. */
import { CtaBand } from "~/components/blocks/cta-band";
import { defineBlock } from "./block";

export const callToAction = defineBlock({
  type: "callToAction",
  headed: false,
  className: "cta-band",
  draw: (section, { id, edit }) => (
    <CtaBand id={id} title={section.title} edit={edit}>
      <p>{section.text}</p>
    </CtaBand>
  ),
});
