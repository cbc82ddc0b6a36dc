import { defineType } from "sanity";
import { line, paragraph } from "../fields";
import { iconField } from "../icon";
import { LENGTHS } from "../lengths";

/** An icon, a heading and a short text. */
export const card = defineType({
  name: "card",
  type: "object",
  title: "Card",
  fields: [iconField(), line("title", { title: "Heading", max: LENGTHS.cardTitle }), paragraph("text", { title: "Text", max: LENGTHS.cardText })],
  preview: { select: { title: "title", subtitle: "text" } },
});
