/**
 * The one image helper (the loaders call it through shown-image.server.ts, so
 * the browser never builds an image URL): turns a content image into `<img>` attributes whose
 * every URL asks for a width of at most 800 px (no content image is served
 * wider). An SVG is the exception: it scales by itself, so its one URL is the
 * original file, as Sanity's CDN serves it untransformed when asked without
 * parameters.
 *
 * Formats: every URL the site itself answers (embedded mode) names
 * one format, so its bytes are the same whatever the request's Accept and any
 * shared cache may keep it: `<picture>` offers AVIF and WebP sources (`fm=`),
 * and the `<img>` keeps the original format for browsers with neither. Sanity's
 * CDN, which serves the images in Sanity mode and is no cache of this site's,
 * chooses the format itself (`auto=format`), since its `fm` has no AVIF.
 */
import { createImageUrlBuilder } from "@sanity/image-url";
import type { SanityImage } from "~/content/queries";

export const IMAGE_MAX_WIDTH = 800;
/**
 * The widths a content image is ever asked for, besides its own visible width
 * when that is under the cap. One list for the pages and for the image
 * handler, which answers no other width: each width is a file on disk.
 * 128 is twice the 64 px testimonial photo.
 */
export const IMAGE_WIDTHS: readonly number[] = [128, 320, 480, 640, IMAGE_MAX_WIDTH];
/**
 * A srcset's candidates start here: a narrower one would only be chosen for
 * an image shown narrower than the narrowest phone, and such an image's
 * largest width is already small.
 */
const SRCSET_MIN_WIDTH = 320;

export type CropRect = { left: number; top: number; width: number; height: number };

/**
 * The part of the original an image's crop keeps, in pixels, rounded exactly
 * as @sanity/image-url rounds it into the URL's `rect`; undefined when the
 * crop keeps everything (the URL then has no `rect`).
 */
export function cropRect(
  original: { width: number; height: number },
  crop: { top: number; bottom: number; left: number; right: number } | null | undefined,
): CropRect | undefined {
  if (!crop) return undefined;
  const left = Math.round(crop.left * original.width);
  const top = Math.round(crop.top * original.height);
  const rect = {
    left,
    top,
    width: Math.round(original.width - crop.right * original.width - left),
    height: Math.round(original.height - crop.bottom * original.height - top),
  };
  const whole = left === 0 && top === 0 && rect.width === original.width && rect.height === original.height;
  return whole ? undefined : rect;
}

/** Every width offered for an image whose visible part is `visibleWidth` px wide: the ladder below it, then the visible width up to the cap. */
export function offeredWidths(visibleWidth: number): number[] {
  const cap = Math.min(IMAGE_MAX_WIDTH, visibleWidth);
  return [...IMAGE_WIDTHS.filter((width) => width < cap), cap];
}

export type ImageConfig = { projectId: string; dataset: string; baseUrl: string };

/** True when the site answers the image URLs itself (embedded mode: a path on the site), so shared caches in front of it keep them. */
export function siteServesImages(config: ImageConfig): boolean {
  return config.baseUrl.startsWith("/");
}

type ImageEnv = { IMAGE_PROJECT_ID?: string; IMAGE_DATASET?: string; IMAGE_BASE_URL?: string };

/** The image settings from the public environment; embedded mode when absent. */
export function imageConfigFrom(env: ImageEnv | undefined): ImageConfig {
  return {
    projectId: env?.IMAGE_PROJECT_ID ?? "embedded",
    dataset: env?.IMAGE_DATASET ?? "production",
    baseUrl: env?.IMAGE_BASE_URL ?? "/",
  };
}

/** Width and height encoded in a Sanity image asset id: image-<hash>-<w>x<h>-<ext>. */
export function assetDimensions(ref: string): { width: number; height: number } | undefined {
  const match = /^image-[a-zA-Z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/.exec(ref);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** An SVG asset (`image-<hash>-<w>x<h>-svg`): a vector, served as it is rather than as a ladder of widths. */
export function isVectorAsset(ref: string): boolean {
  return ref.endsWith("-svg");
}

/** Formats offered by explicit URL before the original, best first; the browser takes the first whose type it supports. */
export const SOURCE_FORMATS = [
  { fm: "avif", type: "image/avif" },
  { fm: "webp", type: "image/webp" },
] as const;

export type ImageSource = { type: (typeof SOURCE_FORMATS)[number]["type"]; srcSet: string };

export type ImageProps = {
  src: string;
  /** `<picture>` sources, one format each (embedded mode, raster images); the `<img>` is the original format. */
  sources?: ImageSource[];
  /** Absent for an SVG served whole: one file fits every width. */
  srcSet?: string;
  width: number;
  height: number;
  /** The editor's focus point, where CSS keeps the picture when a layout cuts it (object-fit: cover). */
  style?: { objectPosition: string };
};

/** The hotspot as a position within the cropped picture ("30% 65%"); none when it is the centre or unset. */
export function focusPosition(
  hotspot: { x: number; y: number } | null | undefined,
  crop: { top: number; bottom: number; left: number; right: number } | null | undefined,
): string | undefined {
  if (!hotspot) return undefined;
  const within = (at: number, start: number, end: number) => Math.min(1, Math.max(0, (at - start) / (1 - start - end || 1)));
  const x = Math.round(within(hotspot.x, crop?.left ?? 0, crop?.right ?? 0) * 100);
  const y = Math.round(within(hotspot.y, crop?.top ?? 0, crop?.bottom ?? 0) * 100);
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`;
}

/**
 * @param displayWidth the widest the image is ever shown, in CSS pixels; the
 *   srcset offers widths of IMAGE_WIDTHS up to twice that, never beyond 800
 *   or the original's visible width. An uncropped SVG has no srcset: its
 *   width is this, at most its own (by default its own).
 */
export function imageProps(config: ImageConfig, image: SanityImage | null | undefined, displayWidth?: number): ImageProps | undefined {
  const ref = image?.asset?._ref;
  if (!image || !ref) return undefined;
  const original = assetDimensions(ref);
  if (!original) return undefined;

  const crop = image.crop;
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.baseUrl,
  });
  const focus = focusPosition(image.hotspot, crop);

  // A cropped SVG takes the raster path below: a `rect` makes Sanity's CDN (and the embedded handler) rasterise it.
  if (isVectorAsset(ref) && !cropRect(original, crop)) {
    const width = Math.min(displayWidth ?? original.width, original.width);
    return {
      src: builder.image(image).url(),
      width,
      height: Math.round((width * original.height) / original.width),
      ...(focus ? { style: { objectPosition: focus } } : {}),
    };
  }

  const shown = displayWidth ?? IMAGE_MAX_WIDTH;
  const visibleWidth = crop ? original.width * (1 - crop.left - crop.right) : original.width;
  const visibleHeight = crop ? original.height * (1 - crop.top - crop.bottom) : original.height;
  const offered = offeredWidths(cropRect(original, crop)?.width ?? original.width);
  // Twice the shown width, for sharp images on high-density screens, taken up to the next offered width.
  const wanted = IMAGE_WIDTHS.find((width) => width >= shown * 2) ?? IMAGE_MAX_WIDTH;
  const largest = Math.min(wanted, offered.at(-1)!);
  const widths = offered.filter((width) => width <= largest && (width >= SRCSET_MIN_WIDTH || width === largest));

  const explicit = siteServesImages(config);
  const urlFor = (width: number, fm?: string) => {
    const url = builder.image(image).width(width).fit("max");
    return fm ? `${url.url()}&fm=${fm}` : explicit ? url.url() : url.auto("format").url();
  };
  const srcSetFor = (fm?: string) => widths.map((w) => `${urlFor(w, fm)} ${w}w`).join(", ");

  const width = Math.min(shown, largest);
  return {
    src: urlFor(largest),
    srcSet: srcSetFor(),
    ...(explicit ? { sources: SOURCE_FORMATS.map(({ fm, type }) => ({ type, srcSet: srcSetFor(fm) })) } : {}),
    width,
    height: Math.round((width * visibleHeight) / visibleWidth),
    ...(focus ? { style: { objectPosition: focus } } : {}),
  };
}
