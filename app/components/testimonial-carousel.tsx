import { useId } from "react";
import { carousel } from "~/enhancements/carousel";
import type { ShownTestimonial } from "~/pages/testimonials.server";
import { Enhancement } from "./enhancement";
import { ImageTag } from "./image-tag";
import { RichText } from "./rich-text";

export const CAROUSEL_INTERVAL_MS = 25_000;

type Props = {
  testimonials: ShownTestimonial[];
  heading?: string;
  /** Indicators under the quote (the about page's variant). */
  indicators?: boolean;
};

/**
 * Testimonials, oldest first, one at a time: every slide is in the page, the
 * first shown. Advances every 25 seconds unless paused (by the pause control,
 * hover or keyboard focus) or the visitor asks for reduced motion (WCAG 2.2.2);
 * what it does in the browser is app/enhancements/carousel.ts.
 */
export function TestimonialCarousel({ testimonials, heading = "What our clients say", indicators = false }: Props) {
  const headingId = useId();
  const count = testimonials.length;
  if (count === 0) return null;

  return (
    <section className="testimonials" aria-roledescription="carousel" aria-labelledby={headingId} data-carousel data-fade={indicators || undefined}>
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      <div className="testimonial-stage mt-6" aria-live="off" data-stage>
        {testimonials.map((testimonial, index) => (
          <figure
            key={testimonial._id}
            className="testimonial-slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            hidden={index > 0}
            data-slide
          >
            <blockquote className="testimonial-quote">
              <RichText value={testimonial.content} />
            </blockquote>
            <figcaption className="mt-5 flex items-center gap-4">
              {testimonial.photo ? (
                <ImageTag image={testimonial.photo} alt={`Photo of ${testimonial.name}`} className="h-16 w-16 rounded-full object-cover" />
              ) : null}
              <span>
                <span className="block font-semibold">{testimonial.name}</span>
                {testimonial.position ? <span className="block text-sm text-[var(--color-muted)]">{testimonial.position}</span> : null}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button type="button" className="carousel-button" data-carousel-previous>
            <span aria-hidden="true">‹</span> Previous<span className="sr-only"> testimonial</span>
          </button>
          <button type="button" className="carousel-button" data-carousel-pause>
            <span data-word>Pause</span>
            <span className="sr-only"> testimonials</span>
          </button>
          <button type="button" className="carousel-button" data-carousel-next>
            {/* The arrow's margin, not a space after the hidden text, sets it apart: WebKit gives that space no width. */}
            Next<span className="sr-only"> testimonial</span>
            <span aria-hidden="true" className="carousel-arrow-after">
              ›
            </span>
          </button>
          {indicators ? (
            // biome-ignore lint/a11y/useSemanticElements: a named group around a list, outside any form; <fieldset> is for form controls.
            <div role="group" aria-label="Choose a testimonial">
              <ol className="flex gap-2">
                {testimonials.map((testimonial, i) => (
                  <li key={testimonial._id}>
                    <button type="button" className="carousel-dot" aria-current={i === 0 ? "true" : undefined} data-carousel-dot>
                      <span className="sr-only">Testimonial from {testimonial.name}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </div>
      ) : null}
      <Enhancement run={carousel} settings={[CAROUSEL_INTERVAL_MS]} />
    </section>
  );
}
