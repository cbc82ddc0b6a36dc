import { defineField, defineType } from "sanity";
import { line } from "../fields";
import { LENGTHS } from "../lengths";

/**
 * A measured figure a buyer can check: the figure, what it measures, where it
 * comes from and when it was measured ("60%" "less time to a lab result",
 * "Court's case-management reports", 2025-06-30). A case study's results and
 * the facts-with-sources block are lists of these; the site shows the source
 * and the date beside the figure, never only on hover.
 */
export const sourcedFact = defineType({
  name: "sourcedFact",
  type: "object",
  title: "Figure with its source",
  fields: [
    line("figure", { title: "Figure", description: 'The number, as it should read: "60%", "1,200", "3 days".', max: 8 }),
    line("label", { title: "What it measures", max: LENGTHS.cardTitle }),
    line("source", { title: "Source", description: "Who measured it, or the report it comes from.", max: LENGTHS.cardTitle }),
    defineField({
      name: "date",
      type: "date",
      title: "Date measured",
      description: "When the figure was measured or published.",
      validation: (rule) => rule.required().error("Give the date the figure was measured."),
    }),
  ],
  preview: { select: { title: "figure", subtitle: "label" } },
});
