import type { SanityImage } from "~/content/queries";
import { imageProps } from "~/images/image";
import { ImageTag, type ImageDisplayProps } from "./image-tag";
import { useImageConfig } from "./image-config";

export type ContentImageProps = ImageDisplayProps & { image: SanityImage | null | undefined };

/**
 * A content image: sized, responsive, lazy unless it is the page's main image.
 * Also draws the site's illustrations once they are content (SVG: one file, no
 * srcset), in place of ArtImage: `priority` for a hero, `alt=""` when decorative.
 */
export function ContentImage({ image, ...rest }: ContentImageProps) {
  const props = imageProps(useImageConfig(), image, rest.displayWidth);
  return props ? <ImageTag image={props} {...rest} /> : null;
}
