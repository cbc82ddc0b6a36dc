import { defineType } from "sanity";
import { heading, list } from "../singletons/page-fields";

export const insertMenuOrder = 60;

/** A numbered process (as DCCM's and Paracelsus's). */
export const stepsSection = defineType({
  name: "stepsSection",
  type: "object",
  title: "Steps",
  fields: [heading, list("steps", "Steps", "step", { min: 2, max: 6, what: "steps" })],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Steps" }) },
});
