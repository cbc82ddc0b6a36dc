import { defineArrayMember, defineField, defineType } from "sanity";

export const insertMenuOrder = 130;

/** Testimonials chosen from the testimonials, in a carousel (as on Home and About). */
export const testimonialsSection = defineType({
  name: "testimonialsSection",
  type: "object",
  title: "Testimonials",
  fields: [
    defineField({
      name: "testimonials",
      type: "array",
      title: "Testimonials",
      description: "In the order the carousel shows them.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "testimonial" }] })],
      validation: (rule) => rule.required().min(1).unique().error("Choose at least one testimonial, each once."),
    }),
  ],
  preview: { select: { count: "testimonials.length" }, prepare: () => ({ title: "Testimonials" }) },
});
