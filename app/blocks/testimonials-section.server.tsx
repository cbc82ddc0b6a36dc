/** The testimonials carousel: interactive, drawn in the browser (./built-page.tsx); the loader gives it the testimonials as the carousel takes them. */
import { shownTestimonials } from "~/pages/testimonials.server";
import { defineBlock } from "./block";

export const testimonialsSection = defineBlock({
  type: "testimonialsSection",
  headed: false,
  className: "testimonial-band",
  shown: (context, section) => ({
    ...section,
    testimonials: shownTestimonials(
      context,
      (section.testimonials ?? []).filter((testimonial) => testimonial !== null),
    ),
  }),
  island: true,
});
