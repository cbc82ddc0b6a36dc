import { DocumentTextIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { altTextField, captionField } from "../image-fields";
import { requiredText } from "../required-text";
import { slugOptions, slugRule, uniqueSlugRule } from "../unique-slug";
import { formerSlugsField } from "./family-fields";

/**
 * An article on /resources and /insights/<slug>. The stored names (Title,
 * Author, Date, Image, portableText) are the ones the site's queries read.
 */
export const insight = defineType({
  name: "insight",
  type: "document",
  title: "Insight",
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: "Title",
      type: "string",
      title: "Title",
      validation: (rule) => requiredText(rule, "Give the article a title."),
    }),
    defineField({
      name: "slug",
      type: "slug",
      title: "Web address",
      description:
        "The end of the article's address: /insights/<this>. Press Generate to make it from the title. Changing it later keeps the old address working (it forwards here).",
      // Uniqueness is checked by the rule below, as an error rather than Sanity's default warning.
      options: slugOptions("Title"),
      validation: (rule) => [
        rule.required().error("Generate the web address from the title."),
        rule.custom(slugRule).error(),
        rule.custom(uniqueSlugRule).error(),
      ],
    }),
    formerSlugsField,
    defineField({
      name: "Author",
      type: "string",
      title: "Author",
      validation: (rule) => requiredText(rule, "Name the author."),
    }),
    defineField({
      name: "Date",
      type: "date",
      title: "Publication date",
      description: "Articles are listed newest first by this date.",
      validation: (rule) => rule.required().error("Choose the publication date."),
    }),
    defineField({
      name: "Image",
      type: "image",
      title: "Main image",
      description: "Shown on the article and its card on Resources.",
      options: { hotspot: true },
      fields: [altTextField, captionField],
      validation: (rule) =>
        rule
          .required()
          .assetRequired()
          .custom((image) => (image?.asset ? true : "Add the article's main image."))
          .error("Add the article's main image."),
    }),
    defineField({
      name: "portableText",
      type: "richText",
      title: "Article text",
      description: "The first paragraph becomes the excerpt on Resources.",
      validation: (rule) => rule.required().min(1).error("Write the article text."),
    }),
    defineField({
      name: "tags",
      type: "array",
      title: "Tags",
      description: "Shown under the article, each linking to a related page.",
      of: [defineArrayMember({ type: "tag" })],
    }),
  ],
  orderings: [{ title: "Publication date, newest first", name: "dateDesc", by: [{ field: "Date", direction: "desc" }] }],
  preview: {
    select: { title: "Title", date: "Date", author: "Author", media: "Image" },
    prepare: ({ title, date, author, media }) => ({
      title,
      subtitle: [date, author].filter(Boolean).join(" · "),
      media,
    }),
  },
});
