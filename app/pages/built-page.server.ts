/**
 * A built page's sections as the page draws them, made in the
 * loader like every fixed page's parts: pictures as URLs, rich text's links as
 * addresses, testimonials as the carousel takes them, the latest insights as
 * Resources' cards (their own query, run here). Each section keeps its
 * `_type` and `_key`; the component for each type is the one the fixed pages
 * use (app/components/built-page.tsx).
 */
import type { AppLoadContext } from "react-router";
import lazyChunks from "virtual:lazy-chunks";
import { latestInsightsQuery, type BuiltSection } from "~/content/queries";
import { shownImage } from "~/images/shown-image.server";
import { insightCards } from "./insight-cards.server";
import { LAZY_BLOCKS } from "./lazy-blocks";
import { shownRichText } from "./rich-text.server";
import { LOGO_WIDTH, PICTURE_BESIDE_WIDTH } from "./image-widths";
import { LATEST_INSIGHTS_COUNT, type PictureSide } from "./shapes";
import { shownTestimonials } from "./testimonials.server";
import { shownHeroArt } from "./hero-art.server";

type Context = Pick<AppLoadContext, "env" | "preview" | "content">;

/** What a latest-insights section asks for: its tag (none: every article), and its count kept within the Studio's limits. */
export function latestInsightsParams(section: { count?: number | null; tag?: string | null }) {
  const { min, max, initial } = LATEST_INSIGHTS_COUNT;
  const count = Number.isInteger(section.count) ? Math.min(max, Math.max(min, section.count!)) : initial;
  return { withTag: section.tag?.trim() || null, count };
}

async function shownSection(context: Context, section: BuiltSection) {
  switch (section._type) {
    case "hero":
      return { ...section, art: shownHeroArt(context, section.image) };
    case "textSection":
      return { ...section, body: shownRichText(context, section.body) };
    case "pictureTextSection": {
      const { image, ...rest } = section;
      const side: PictureSide = section.side === "right" ? "right" : "left";
      return { ...rest, side, body: shownRichText(context, section.body), picture: shownImage(context, image, PICTURE_BESIDE_WIDTH) };
    }
    case "latestInsightsSection":
      // Read through the content service like any answer: the page is kept until an article's publish changes this list.
      return { ...section, cards: insightCards(context, await context.content.run(latestInsightsQuery, latestInsightsParams(section))) };
    case "logoWallSection":
      return { ...section, logos: (section.logos ?? []).flatMap((logo) => shownImage(context, logo, LOGO_WIDTH) ?? []) };
    case "testimonialsSection":
      return {
        ...section,
        testimonials: shownTestimonials(
          context,
          (section.testimonials ?? []).filter((testimonial) => testimonial !== null),
        ),
      };
    default:
      return section;
  }
}

export function shownSections(context: Context, sections: readonly BuiltSection[] | null | undefined) {
  return Promise.all((sections ?? []).map((section) => shownSection(context, section)));
}

export type ShownSection = Awaited<ReturnType<typeof shownSections>>[number];

export { hasEnquiryForm } from "./page-content.server";

/** The scripts a page with these sections needs beyond its route's (its interactive blocks'), to preload with the page so hydration does not wait on them. */
export function sectionScripts(sections: readonly { _type: string }[], chunks: Record<string, string[]> = lazyChunks): string[] {
  const modules = sections.flatMap((section) => (section._type in LAZY_BLOCKS ? [LAZY_BLOCKS[section._type as keyof typeof LAZY_BLOCKS]] : []));
  return [...new Set(modules.flatMap((module) => chunks[module] ?? []))];
}
