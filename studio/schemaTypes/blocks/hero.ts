import { defineType } from "sanity";
import { line, paragraph, picture } from "../fields";
import { iconField } from "../icon";
import { LENGTHS } from "../lengths";

export const insertMenuOrder = 10;

/** The first band of a page: its one headline, the paragraph under it, and a picture or an icon beside them. */
export const hero = defineType({
  name: "hero",
  type: "object",
  title: "Headline band",
  fields: [
    line("eyebrow", { title: "Small line above the headline", max: LENGTHS.eyebrow, optional: true }),
    line("title", { title: "Headline", description: "The page's one main heading.", max: LENGTHS.heroTitle }),
    paragraph("lead", { title: "Paragraph under the headline", max: LENGTHS.heroLead }),
    picture("image", {
      title: "Picture",
      description: "Beside the text on wide screens, under it on phones. Without one, wide screens show the icon below.",
      optional: true,
    }),
    iconField("emblem", "Icon, when there is no picture", {
      optional: true,
      description: "Optional. Beside the text on wide screens when the band has no picture; phones show neither.",
    }),
  ],
});
