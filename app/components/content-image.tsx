import type { ComponentPropsWithoutRef } from "react";
import type { SanityImage } from "~/content/queries";
import { imageProps } from "~/images/image";
import { useImageConfig } from "./image-config";

type Props = Omit<ComponentPropsWithoutRef<"img">, "src" | "srcSet" | "width" | "height" | "alt"> & {
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
export function ContentImage({ image, alt, displayWidth, priority = false, sizes, style, ...rest }: Props) {
  const config = useImageConfig();
  const props = imageProps(config, image, displayWidth);
  if (!props) return null;
  return (
    <img
      {...rest}
      {...props}
      style={props.style ? { ...style, ...props.style } : style}
      alt={alt}
      // An SVG served whole has no srcset, and sizes would mean nothing without one.
      sizes={props.srcSet ? (sizes ?? (displayWidth ? `(min-width: ${displayWidth}px) ${displayWidth}px, 100vw` : "100vw")) : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
