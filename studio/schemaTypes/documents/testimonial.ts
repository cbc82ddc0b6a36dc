import { CommentIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { requiredText } from "../required-text";

/** A quote in the carousels on the home and about pages, oldest first. */
export const testimonial = defineType({
  name: "testimonial",
  type: "document",
  title: "Testimonial",
  icon: CommentIcon,
  fields: [
    defineField({
      name: "name",
      type: "string",
      title: "Name",
      description: "The person quoted.",
      validation: (rule) => requiredText(rule, "Name the person quoted."),
    }),
    defineField({
      name: "position",
      type: "string",
      title: "Role and organisation",
      description: "e.g. Program Coordinator, Example County Adult Drug Court.",
      validation: (rule) => requiredText(rule, "Give the person's role and organisation."),
    }),
    defineField({
      name: "image",
      type: "image",
      title: "Photo",
      description: 'Optional. The site describes it as "Photo of <name>".',
      options: { hotspot: true },
      fields: [
        // Older content may carry its own description; the site always says "Photo of <name>".
        defineField({ name: "alt", type: "string", title: "Alternative text (not used)", hidden: true }),
      ],
      validation: (rule) => rule.custom((image) => (image && !image.asset ? "Upload the photo, or remove it." : true)),
    }),
    defineField({
      name: "content",
      type: "richText",
      title: "Quote",
      validation: (rule) => rule.required().min(1).error("Write the quote."),
    }),
  ],
  preview: { select: { title: "name", subtitle: "position", media: "image" } },
});
