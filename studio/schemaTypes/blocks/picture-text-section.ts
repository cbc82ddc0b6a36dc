import { defineField, defineType } from "sanity";
import { PICTURE_SIDES } from "../../../app/pages/shapes";
import { picture } from "../fields";
import { heading } from "../singletons/page-fields";

export const insertMenuOrder = 30;

/** Text under a heading with a picture beside it, on the side the editor chooses (the About page's map beside its figures). */
export const pictureTextSection = defineType({
  name: "pictureTextSection",
  type: "object",
  title: "Picture beside text",
  fields: [
    heading,
    defineField({
      name: "body",
      type: "richText",
      title: "Text",
      description: "Beside the picture on wide screens, under it on phones.",
      validation: (rule) => rule.required().error("Write the text."),
    }),
    picture("image", { title: "Picture", description: "Two thirds of the width beside the text on wide screens; above the text on phones." }),
    defineField({
      name: "side",
      type: "string",
      title: "Picture on the",
      description: "The side of the text the picture stands on, on wide screens.",
      options: { list: [...PICTURE_SIDES], layout: "radio", direction: "horizontal" },
      initialValue: "left",
      validation: (rule) => rule.required().error("Choose the side the picture stands on: left or right."),
    }),
  ],
  preview: {
    select: { title: "heading.title", side: "side", media: "image" },
    prepare: ({ title, side, media }) => ({
      title,
      subtitle: `Picture beside text${side === "right" ? ", picture on the right" : ", picture on the left"}`,
      media,
    }),
  },
});
