import { defineArrayMember, defineField, defineType } from "sanity";
import { line, paragraphsField } from "../fields";
import { LENGTHS } from "../lengths";

/** A topic that opens and closes: paragraphs, then an optional list. */
export const topic = defineType({
  name: "topic",
  type: "object",
  title: "Topic",
  fields: [
    line("title", { title: "Heading", max: LENGTHS.cardTitle }),
    paragraphsField,
    defineField({ name: "points", type: "array", title: "List under the paragraphs", description: "Optional.", of: [defineArrayMember({ type: "string" })] }),
  ],
  preview: { select: { title: "title" } },
});
