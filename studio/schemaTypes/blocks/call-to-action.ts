import { defineType } from "sanity";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";

export const insertMenuOrder = 160;

/** The closing band: a heading, one sentence, and the Request a Demo button. */
export const callToAction = defineType({
  name: "callToAction",
  type: "object",
  title: "Closing band",
  fields: [line("title", { title: "Heading", max: LENGTHS.sectionTitle }), paragraph("text", { title: "Sentence", max: LENGTHS.cardText })],
});
