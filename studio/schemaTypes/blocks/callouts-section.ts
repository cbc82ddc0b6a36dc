import { defineType } from "sanity";
import { heading, list } from "../singletons/page-fields";

export const insertMenuOrder = 50;

/** Short texts under headings, side by side in rows of three (as under an industry's introduction). */
export const calloutsSection = defineType({
  name: "calloutsSection",
  type: "object",
  title: "Callouts",
  fields: [heading, list("items", "Callouts", "callout", { min: 1, max: 12, what: "callouts" })],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Callouts" }) },
});
