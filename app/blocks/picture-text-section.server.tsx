/** A picture beside text, on the side the editor chose. */
import { HeadedSection } from "~/components/blocks/headed-section";
import { PictureBeside } from "~/components/blocks/picture-beside";
import { RichText } from "~/components/rich-text";
import { shownImage } from "~/images/shown-image.server";
import { PICTURE_BESIDE_WIDTH } from "~/pages/image-widths";
import { shownRichText } from "~/pages/rich-text.server";
import type { PictureSide } from "~/pages/shapes";
import { defineBlock } from "./block";

export const pictureTextSection = defineBlock({
  type: "pictureTextSection",
  headed: true,
  className: "picture-beside",
  shown: (context, section) => {
    const { image, ...rest } = section;
    const side: PictureSide = section.side === "right" ? "right" : "left";
    return { ...rest, side, body: shownRichText(context, section.body), picture: shownImage(context, image, PICTURE_BESIDE_WIDTH) };
  },
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <PictureBeside picture={section.picture} side={section.side}>
        <div className="prose-content">
          <RichText value={section.body} />
        </div>
      </PictureBeside>
    </HeadedSection>
  ),
});
