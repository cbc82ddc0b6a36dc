import { defineType } from "sanity";
import { line } from "../fields";
import { LENGTHS } from "../lengths";

/** A figure and what it counts ("500+" "courts served"). */
export const fact = defineType({
  name: "fact",
  type: "object",
  title: "Figure",
  fields: [line("value", { title: "Figure", max: 8 }), line("label", { title: "What it counts", max: LENGTHS.cardTitle })],
  preview: { select: { title: "value", subtitle: "label" } },
});
