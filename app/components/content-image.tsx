import type { ComponentPropsWithoutRef } from "react";
import type { SanityImage } from "~/content/queries";
import { imageProps } from "~/images/image";
import { ImageTag } from "./image-tag";
import { useImageConfig } from "./image-config";

export type ContentImageProps = Omit<ComponentPropsWithoutRef<"img">, "src" | "srcSet" | "width" | "height" | "alt"> & {
  image: SanityImage | null | undefined;
  alt: string;
  /** The widest the image is shown at, in CSS pixels. */
  displayWidth?: number;
  /** The page's largest image: fetched early instead of lazily. */
  priority?: boolean;
};

/**
 * A content image: sized, responsive, lazy unless it is the page's main image.
 * Also draws the site's illustrations once they are content (SVG: one file, no
 * srcset), in place of ArtImage: `priority` for a hero, `alt=""` when decorative.
 */
export function ContentImage({ image, ...rest }: ContentImageProps) {
  const props = imageProps(useImageConfig(), image, rest.displayWidth);
  return props ? <ImageTag image={props} {...rest} /> : null;
}
