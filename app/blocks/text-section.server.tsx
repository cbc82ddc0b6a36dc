/** Text under a heading: rich text with its links made into addresses. */
import { HeadedSection } from "~/components/blocks/headed-section";
import { RichText } from "~/components/rich-text";
import { shownRichText } from "~/pages/rich-text.server";
import { defineBlock } from "./block";

export const textSection = defineBlock({
  type: "textSection",
  headed: true,
  className: "prose-content",
  shown: (context, section) => ({ ...section, body: shownRichText(context, section.body) }),
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <div className="prose-content mt-8">
        <RichText value={section.body} />
      </div>
    </HeadedSection>
  ),
});
