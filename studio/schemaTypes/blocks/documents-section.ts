import { defineArrayMember, defineField, defineType } from "sanity";
import { heading } from "../singletons/page-fields";

export const insertMenuOrder = 150;

/** Documents to take away, under a heading: each with its summary, its size, and Download (free) or Request (for a short form). */
export const documentsSection = defineType({
  name: "documentsSection",
  type: "object",
  title: "Documents list",
  fields: [
    heading,
    defineField({
      name: "documents",
      type: "array",
      title: "Documents",
      description: "In the order the list shows them.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "download" }] })],
      validation: (rule) => rule.required().min(1).unique().error("Choose at least one document, each once."),
    }),
  ],
  preview: {
    select: { title: "heading.title", count: "documents.length" },
    prepare: ({ title, count }) => ({ title, subtitle: `Documents list: ${count ?? 0} document${count === 1 ? "" : "s"}` }),
  },
});
