import { LockIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { pageName } from "../page-name";
import { requiredText } from "../required-text";

/** The one privacy policy on /privacypolicy (a singleton: see ../../structure.ts). */
export const privacyPolicy = defineType({
  name: "privacyPolicy",
  type: "document",
  title: "Privacy policy",
  icon: LockIcon,
  fields: [
    pageName("privacyPolicy"),
    defineField({
      name: "title",
      type: "string",
      title: "Title",
      validation: (rule) => requiredText(rule, "Give the page a title."),
    }),
    defineField({
      name: "body",
      type: "richText",
      title: "Policy text",
      validation: (rule) => rule.required().min(1).error("Write the policy text."),
    }),
  ],
  preview: { select: { title: "title" } },
});
