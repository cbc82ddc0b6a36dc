/**
 * Every content image's URLs and size are made here, in the loaders: srcset, the `<picture>` format sources and the
 * `<img>` fallback. The browser only renders what it is given (ImageTag), so the
 * page's JavaScript carries no URL builder and no image settings.
 */
import type { AppLoadContext } from "react-router";
import type { SanityImage } from "~/content/queries";
import { getPublicEnv } from "~/lib/env.server";
import { imageConfigFrom, imageProps, type ImageConfig, type ImageProps } from "./image";

/** `sizes` goes with a srcset (an SVG served whole has neither): how wide the image is shown, for the browser's pick. */
export type ShownImage = ImageProps & { alt: string; sizes?: string };

type Context = Pick<AppLoadContext, "env">;

/** The image URL settings of this site: Sanity's CDN in Sanity mode, the site's own path in embedded mode. */
export function imageConfigOf(context: Context): ImageConfig {
  return imageConfigFrom(getPublicEnv(context.env));
}

/**
 * @param displayWidth the widest the image is shown, in CSS pixels (app/images/image.ts).
 * @param sizes the layout's own `sizes`, where the image is narrower than the viewport below displayWidth.
 * The text alternative is the image's own `alt`, else a logo's name, else empty (decorative).
 */
export function shownImage(
  context: Context,
  image: (SanityImage & { alt?: string | null; name?: string | null }) | null | undefined,
  displayWidth: number,
  sizes = `(min-width: ${displayWidth}px) ${displayWidth}px, 100vw`,
): ShownImage | undefined {
  const props = imageProps(imageConfigOf(context), image, displayWidth);
  if (!props) return undefined;
  const { srcSet, ...rest } = props;
  // Beside format sources the <img> keeps its src only (ImageTag): its own srcset would be sent in the page's data for nothing.
  return { ...rest, ...(srcSet && !props.sources ? { srcSet } : {}), ...(srcSet ? { sizes } : {}), alt: image?.alt ?? image?.name ?? "" };
}
