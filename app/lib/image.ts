/**
 * The one image helper: turns a content image into `<img>` attributes whose
 * every URL asks for a width of at most 800 px (spec section 9), in the best
 * format the browser accepts (`auto=format`).
 */
import { createImageUrlBuilder } from "@sanity/image-url";
import type { SanityImage } from "~/lib/content/queries";

export const IMAGE_MAX_WIDTH = 800;
const SRCSET_WIDTHS = [320, 480, 640, IMAGE_MAX_WIDTH];

export type ImageConfig = { projectId: string; dataset: string; baseUrl: string };

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

export type ImageProps = {
  src: string;
  srcSet: string;
  width: number;
  height: number;
};

/**
 * @param displayWidth the widest the image is ever shown, in CSS pixels; the
 *   srcset offers sizes up to twice that, never beyond 800 or the original.
 */
export function imageProps(
  config: ImageConfig,
  image: SanityImage | null | undefined,
  displayWidth: number = IMAGE_MAX_WIDTH,
): ImageProps | undefined {
  const ref = image?.asset?._ref;
  if (!image || !ref) return undefined;
  const original = assetDimensions(ref);
  if (!original) return undefined;

  const crop = image.crop;
  const visibleWidth = crop ? original.width * (1 - crop.left - crop.right) : original.width;
  const visibleHeight = crop ? original.height * (1 - crop.top - crop.bottom) : original.height;
  const largest = Math.min(IMAGE_MAX_WIDTH, Math.round(visibleWidth), displayWidth * 2);
  const widths = [...new Set([...SRCSET_WIDTHS.filter((w) => w < largest), largest])];

  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.baseUrl,
  });
  const urlFor = (width: number) => builder.image(image).width(width).auto("format").fit("max").url();

  const width = Math.min(displayWidth, largest);
  return {
    src: urlFor(largest),
    srcSet: widths.map((w) => `${urlFor(w)} ${w}w`).join(", "),
    width,
    height: Math.round((width * visibleHeight) / visibleWidth),
  };
}
