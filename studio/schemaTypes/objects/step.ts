import { defineType } from "sanity";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";

/** One step of a numbered process. */
export const step = defineType({
  name: "step",
  type: "object",
  title: "Step",
  fields: [line("title", { title: "Heading", max: LENGTHS.cardTitle }), paragraph("text", { title: "Text", max: LENGTHS.cardText })],
  preview: { select: { title: "title", subtitle: "text" } },
});
