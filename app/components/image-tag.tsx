import type { ComponentPropsWithoutRef } from "react";
import type { ImageProps } from "~/images/image";

/** How an image is shown, whoever made its URLs. */
export type ImageDisplayProps = Omit<ComponentPropsWithoutRef<"img">, "src" | "srcSet" | "width" | "height" | "alt"> & {
  alt: string;
  /** The widest the image is shown at, in CSS pixels. */
  displayWidth?: number;
  /** The page's largest image: fetched early instead of lazily. */
  priority?: boolean;
};

type TagProps = ImageDisplayProps & { image: ImageProps };

/**
 * A content image whose URLs the loader made (app/images/shown-image.server.ts):
 * the page's JavaScript then carries no URL builder.
 */
export function ImageTag({ image, alt, displayWidth, priority = false, sizes, style, ...rest }: TagProps) {
  return (
    <img
      {...rest}
      {...image}
      style={image.style ? { ...style, ...image.style } : style}
      alt={alt}
      // An SVG served whole has no srcset, and sizes would mean nothing without one.
      sizes={image.srcSet ? (sizes ?? (displayWidth ? `(min-width: ${displayWidth}px) ${displayWidth}px, 100vw` : "100vw")) : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
