import { defineField, defineType } from "sanity";
import { heading } from "../singletons/page-fields";

export const insertMenuOrder = 20;

/** A page's section of running text under a heading (the rich text articles and the privacy policy are written in). */
export const textSection = defineType({
  name: "textSection",
  type: "object",
  title: "Heading with text",
  fields: [heading, defineField({ name: "body", type: "richText", title: "Text", validation: (rule) => rule.required().error("Write the text.") })],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Heading with text" }) },
});
