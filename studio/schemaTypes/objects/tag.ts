import { defineField, defineType } from "sanity";
import { LINKABLE_TYPES } from "../../../app/lib/page-tree";
import { requiredText } from "../required-text";

/** A tag under an article: its words, and the page of this site it leads to. */
export const tag = defineType({
  name: "tag",
  type: "object",
  title: "Tag",
  fields: [
    defineField({
      name: "label",
      type: "string",
      title: "Label",
      description: "The words shown, e.g. Treatment Courts.",
      validation: (rule) => requiredText(rule, "Give the tag a label."),
    }),
    defineField({
      name: "value",
      type: "string",
      title: "Key",
      description: "Lower-case words joined by hyphens, e.g. treatment-courts.",
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: "lower-case words joined by hyphens" })
          .error("Use lower-case words joined by hyphens, e.g. treatment-courts."),
    }),
    defineField({
      name: "page",
      type: "reference",
      title: "Links to",
      description: "The page of this site the tag leads to, chosen from the pages.",
      to: LINKABLE_TYPES.map((type) => ({ type })),
      validation: (rule) => rule.required().error("Choose the page of this site the tag leads to."),
    }),
  ],
  preview: { select: { title: "label", subtitle: "value" } },
});
