import { defineField, defineType } from "sanity";
import { PAGE_TYPES } from "../../../app/lib/page-tree";
import { line } from "../fields";
import { LENGTHS } from "../lengths";

/**
 * A link to one of the site's pages, chosen from the pages, so it cannot break. A weak reference:
 * the page it opens can still be unpublished, and the site then leaves the link out
 * (app/pages/navigation.ts `linkTo`), as the editors' guide says.
 */
export const pageLink = defineType({
  name: "pageLink",
  type: "object",
  title: "Link to a page",
  fields: [
    line("label", { title: "Label", max: LENGTHS.buttonLabel }),
    defineField({
      name: "page",
      type: "reference",
      title: "Page",
      weak: true,
      to: PAGE_TYPES.map((type) => ({ type })),
      validation: (rule) => rule.required().error("Choose the page the link opens."),
    }),
  ],
  preview: { select: { title: "label", subtitle: "page.name" } },
});
