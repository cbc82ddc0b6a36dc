/** Partners' logos under a heading, each a picture at the logo width. */
import { HeadedSection } from "~/components/blocks/headed-section";
import { LogoWall } from "~/components/blocks/logo-wall";
import { shownImage } from "~/images/shown-image.server";
import { LOGO_WIDTH } from "~/pages/image-widths";
import { defineBlock } from "./block";

export const logoWallSection = defineBlock({
  type: "logoWallSection",
  headed: true,
  className: "logo-wall",
  shown: (context, section) => ({ ...section, logos: (section.logos ?? []).flatMap((logo) => shownImage(context, logo, LOGO_WIDTH) ?? []) }),
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <div className="mt-10">
        <LogoWall logos={section.logos} label={section.heading?.title ?? ""} />
      </div>
    </HeadedSection>
  ),
});
