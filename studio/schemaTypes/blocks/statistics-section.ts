import { defineType } from "sanity";
import { line } from "../fields";
import { LENGTHS } from "../lengths";
import { list } from "../singletons/page-fields";

export const insertMenuOrder = 90;

/** Figures that count up as they scroll into view, in a dark band (as Paracelsus's "By the numbers"). */
export const statisticsSection = defineType({
  name: "statisticsSection",
  type: "object",
  title: "Counting figures",
  fields: [
    line("title", { title: "Heading", max: LENGTHS.sectionTitle }),
    list("statistics", "Counting figures", "statistic", { min: 1, max: 4, what: "figures" }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title, subtitle: "Counting figures" }) },
});
