import { defineField, defineType } from "sanity";

export const insertMenuOrder = 80;

/**
 * One case study in a few lines, under a heading: its client, kind of agency and products, its
 * challenge, its measured results (each with its source and date), its quote and a link to its page.
 */
export const caseStudySection = defineType({
  name: "caseStudySection",
  type: "object",
  title: "Case-study summary",
  fields: [
    defineField({
      name: "heading",
      type: "sectionHeading",
      title: "Heading",
      description: "Optional: without one, the case study's headline heads the band.",
    }),
    defineField({
      name: "caseStudy",
      type: "reference",
      title: "Case study",
      description: "The case study to sum up. Unpublished, it leaves no section on the page until it is published again.",
      to: [{ type: "caseStudy" }],
      // Weak: a case study summed up on a page can still be unpublished (the page then leaves the section out).
      weak: true,
      validation: (rule) => rule.required().error("Choose the case study to sum up."),
    }),
  ],
  preview: {
    select: { title: "heading.title", client: "caseStudy.client", headline: "caseStudy.title" },
    prepare: ({ title, client, headline }) => ({
      title: title || headline || "Case-study summary",
      subtitle: `Case-study summary: ${client ?? "no case study chosen"}`,
    }),
  },
});
