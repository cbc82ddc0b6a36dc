import { defineField, defineType } from "sanity";
import { list } from "../singletons/page-fields";

export const insertMenuOrder = 110;

/**
 * The standards a buyer checks before a shortlist, as a table: each with its status, the products it
 * covers, its evidence and its date.
 */
export const complianceTableSection = defineType({
  name: "complianceTableSection",
  type: "object",
  title: "Compliance table",
  fields: [
    defineField({
      name: "heading",
      type: "sectionHeading",
      title: "Heading",
      description: "Optional: the heading names the table for screen readers too. Without one, the table follows the section above it.",
    }),
    list("rows", "Standards", "complianceRow", { min: 1, max: 16, what: "standards" }, "One row each, in the order the table shows them."),
  ],
  preview: {
    select: { title: "heading.title", rows: "rows" },
    prepare: ({ title, rows }) => ({
      title: title ?? "Compliance table",
      subtitle: `Compliance table: ${(rows as unknown[] | undefined)?.length ?? 0} standards`,
    }),
  },
});
