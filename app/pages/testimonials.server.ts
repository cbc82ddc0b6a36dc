/** The testimonials as the carousel draws them: the quote's links and the photo's URLs made here (app/pages/rich-text.server.ts). */
import type { AppLoadContext } from "react-router";
import type { Testimonial } from "~/content/queries";
import { shownImage } from "~/images/shown-image.server";
import { PHOTO_WIDTH } from "./image-widths";
import { shownRichText } from "./rich-text.server";

export function shownTestimonials(context: Pick<AppLoadContext, "env">, testimonials: readonly Testimonial[]) {
  return testimonials.map(({ content, image, ...testimonial }) => ({
    ...testimonial,
    content: shownRichText(context, content),
    photo: shownImage(context, image, PHOTO_WIDTH, `${PHOTO_WIDTH}px`),
  }));
}

export type ShownTestimonial = ReturnType<typeof shownTestimonials>[number];
