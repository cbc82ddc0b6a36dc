import { defineType } from "sanity";
import { line } from "../fields";
import { LENGTHS } from "../lengths";
import { heading, list } from "../singletons/page-fields";

export const insertMenuOrder = 70;

/** Figures a buyer can check: each with what it measures, its source and its date, written out beside it. */
export const factsSection = defineType({
  name: "factsSection",
  type: "object",
  title: "Facts with sources",
  fields: [
    heading,
    list("facts", "Figures", "sourcedFact", { min: 1, max: 6, what: "figures" }),
    line("sourceLabel", { title: "Before each source", description: 'e.g. "Source:".', max: LENGTHS.eyebrow }),
  ],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Facts with sources" }) },
});
