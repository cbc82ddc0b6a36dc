import { defineField, defineType } from "sanity";
import { line } from "../fields";
import { LENGTHS } from "../lengths";

/** A number that counts up when it scrolls into view. */
export const statistic = defineType({
  name: "statistic",
  type: "object",
  title: "Counting figure",
  fields: [
    defineField({
      name: "value",
      type: "number",
      title: "Number",
      description: "Counts up from 0 to this number.",
      validation: (rule) => rule.required().integer().min(0).max(9_999_999).error("Give a whole number, 0 or more."),
    }),
    line("suffix", { title: "After the number", description: 'Optional, e.g. "k+" or "+".', max: 4, optional: true }),
    line("label", { title: "What it counts", max: LENGTHS.cardTitle }),
  ],
  preview: {
    select: { value: "value", suffix: "suffix", label: "label" },
    prepare: ({ value, suffix, label }) => ({ title: `${value ?? ""}${suffix ?? ""}`, subtitle: label }),
  },
});
