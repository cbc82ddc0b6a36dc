import { defineType } from "sanity";
import { line, paragraphsField } from "../fields";
import { iconField } from "../icon";
import { LENGTHS } from "../lengths";

/** A moment of the company's story. */
export const milestone = defineType({
  name: "milestone",
  type: "object",
  title: "Milestone",
  fields: [
    line("year", { title: "Year", description: "Optional.", max: 9, optional: true }),
    line("title", { title: "Heading", max: LENGTHS.cardTitle }),
    iconField(),
    paragraphsField,
  ],
  preview: { select: { title: "title", subtitle: "year" } },
});
