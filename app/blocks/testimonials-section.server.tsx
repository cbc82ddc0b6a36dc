/** The testimonials carousel (app/enhancements/carousel.ts); the loader gives it the testimonials as the carousel takes them. */
import { TestimonialCarousel } from "~/components/testimonial-carousel";
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
  draw: (section, { edit }) => (
    <div className="testimonial-band" data-sanity={edit}>
      <div className="container-page">
        <TestimonialCarousel testimonials={section.testimonials} indicators />
      </div>
    </div>
  ),
});
