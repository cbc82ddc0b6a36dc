import type { ImageProps } from "~/images/image";
import type { ContentImageProps } from "./content-image";

type TagProps = Omit<ContentImageProps, "image"> & { image: ImageProps };

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
