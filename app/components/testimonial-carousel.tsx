import { useCallback, useEffect, useId, useState } from "react";
import type { ShownTestimonial } from "~/pages/testimonials.server";
import { ImageTag } from "./image-tag";
import { RichText } from "./rich-text";

export const CAROUSEL_INTERVAL_MS = 25_000;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

type Props = {
  testimonials: ShownTestimonial[];
  heading?: string;
  /** Indicators under the quote (the about page's variant). */
  indicators?: boolean;
};

/**
 * Testimonials, oldest first, one at a time. Advances every 25 seconds unless
 * paused (by the pause control, hover or keyboard focus) or the visitor asks
 * for reduced motion (WCAG 2.2.2).
 */
export function TestimonialCarousel({ testimonials, heading = "What our clients say", indicators = false }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const headingId = useId();
  const count = testimonials.length;

  // The fade plays only when the slide changes, never on page load (half-faded text would fail contrast).
  const [moved, setMoved] = useState(false);
  const go = useCallback(
    (next: number) => {
      setMoved(true);
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  useEffect(() => {
    if (count < 2 || paused || hovered || focused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      setMoved(true);
      setIndex((current) => (current + 1) % count);
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, hovered, focused]);

  if (count === 0) return null;
  const current = testimonials[Math.min(index, count - 1)]!;

  return (
    <section
      className="testimonials"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      <div className="testimonial-stage mt-6" aria-live={paused || focused ? "polite" : "off"}>
        <figure
          key={current._id}
          className={`testimonial-slide${indicators && moved ? " testimonial-slide--fade" : ""}`}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
        >
          <blockquote className="testimonial-quote">
            <RichText value={current.content} />
          </blockquote>
          <figcaption className="mt-5 flex items-center gap-4">
            {current.photo ? <ImageTag image={current.photo} alt={`Photo of ${current.name}`} className="h-16 w-16 rounded-full object-cover" /> : null}
            <span>
              <span className="block font-semibold">{current.name}</span>
              {current.position ? <span className="block text-sm text-[var(--color-muted)]">{current.position}</span> : null}
            </span>
          </figcaption>
        </figure>
      </div>
      {count > 1 ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button type="button" className="carousel-button" onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span> Previous<span className="sr-only"> testimonial</span>
          </button>
          <button type="button" className="carousel-button" onClick={() => setPaused((value) => !value)}>
            {paused ? "Play" : "Pause"}
            <span className="sr-only"> testimonials</span>
          </button>
          <button type="button" className="carousel-button" onClick={() => go(index + 1)}>
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
                    <button type="button" className="carousel-dot" aria-current={i === index ? "true" : undefined} onClick={() => go(i)}>
                      <span className="sr-only">Testimonial from {testimonial.name}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
