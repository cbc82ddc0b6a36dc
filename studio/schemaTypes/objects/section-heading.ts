import { defineType } from "sanity";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";

/** A section's heading: the small line above it, the heading, and a paragraph under it. */
export const sectionHeading = defineType({
  name: "sectionHeading",
  type: "object",
  title: "Section heading",
  fields: [
    line("eyebrow", { title: "Small line above the heading", max: LENGTHS.eyebrow, optional: true }),
    line("title", { title: "Heading", max: LENGTHS.sectionTitle }),
    paragraph("intro", { title: "Paragraph under the heading", optional: true, max: LENGTHS.heroLead }),
  ],
});
