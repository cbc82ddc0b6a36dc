import { defineType } from "sanity";
import { heading, list } from "../singletons/page-fields";

export const insertMenuOrder = 100;

/** Questions and answers that open and close (the accordion of the DCCM page). */
export const questionsSection = defineType({
  name: "questionsSection",
  type: "object",
  title: "Questions and answers",
  fields: [heading, list("topics", "Questions", "topic", { min: 1, max: 12, what: "questions" })],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Questions and answers" }) },
});
