import { defineType } from "sanity";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";

/** A heading and a short text, without an icon. */
export const callout = defineType({
  name: "callout",
  type: "object",
  title: "Callout",
  fields: [line("title", { title: "Heading", max: LENGTHS.cardTitle }), paragraph("text", { title: "Text", max: LENGTHS.cardText * 2 })],
  preview: { select: { title: "title", subtitle: "text" } },
});
