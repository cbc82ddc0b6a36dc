/** A page hero's illustration, asked for at the widths the hero's stylesheet shows it at (./image-widths.ts). */
import type { AppLoadContext } from "react-router";
import type { SanityImage } from "~/content/queries";
import { type ShownImage, shownImage } from "~/images/shown-image.server";
import { HERO_ART_SIZES, HERO_ART_WIDTH } from "./image-widths";

export function shownHeroArt(context: Pick<AppLoadContext, "env">, image: (SanityImage & { alt?: string | null }) | null | undefined): ShownImage | undefined {
  return shownImage(context, image, HERO_ART_WIDTH, HERO_ART_SIZES);
}
