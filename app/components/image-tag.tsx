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
 * the page's JavaScript then carries no URL builder. With format sources it is
 * a `<picture>` laid out as if the `<img>` stood alone (display: contents), so
 * the browser picks the first format it supports and every URL names one format.
 * The `<img>` then has its `src` only, the original's format at the largest
 * width: a browser with neither AVIF nor WebP is rare, and one srcset fewer
 * keeps the markup small.
 */
export function ImageTag({ image, alt, displayWidth, priority = false, sizes, style, ...rest }: TagProps) {
  const { sources, srcSet, ...attributes } = image;
  // An SVG served whole has no srcset, and sizes would mean nothing without one.
  const shownSizes = srcSet ? (sizes ?? (displayWidth ? `(min-width: ${displayWidth}px) ${displayWidth}px, 100vw` : "100vw")) : undefined;
  const withSources = Boolean(sources?.length);
  const img = (
    <img
      {...rest}
      {...attributes}
      srcSet={withSources ? undefined : srcSet}
      style={attributes.style ? { ...style, ...attributes.style } : style}
      alt={alt}
      sizes={withSources ? undefined : shownSizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
  if (!sources || !withSources) return img;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shownSizes} />
      ))}
      {img}
    </picture>
  );
}
