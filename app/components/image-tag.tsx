import type { ComponentPropsWithoutRef } from "react";
import type { ShownImage } from "~/images/shown-image.server";
import { usePreloadImage } from "./image-preload";

type TagProps = Omit<ComponentPropsWithoutRef<"img">, "src" | "srcSet" | "sizes" | "width" | "height" | "alt"> & {
  image: ShownImage;
  /** In place of the image's own text alternative (`""` when the image is decorative where it is shown). */
  alt?: string;
  /** The page's largest image: fetched early instead of lazily. */
  priority?: boolean;
};

/**
 * A content image whose URLs the loader made (app/images/shown-image.server.ts),
 * the one way the site draws one: the page's JavaScript carries no URL builder.
 * Sized, responsive, lazy unless it is the page's main image (`priority`); an
 * SVG is one file with no srcset; `alt=""` when decorative. With format sources it is
 * a `<picture>` laid out as if the `<img>` stood alone (display: contents), so
 * the browser picks the first format it supports and every URL names one format.
 * The `<img>` then has its `src` only, the original's format at the largest
 * width: a browser with neither AVIF nor WebP is rare, and one srcset fewer
 * keeps the markup small.
 */
export function ImageTag({ image, alt = image.alt, priority = false, style, ...rest }: TagProps) {
  const { sources, srcSet, sizes: shownSizes, alt: _ownAlt, ...attributes } = image;
  const withSources = Boolean(sources?.length);
  const first = sources?.[0];
  const preloadImage = usePreloadImage();
  // React preloads a main <img> from the head by itself, but not one inside <picture>: without this the
  // page's largest image waits behind its scripts. The preload names the first source's type, so a browser
  // without that format skips it rather than fetching a file it will not use.
  if (priority && first)
    preloadImage(attributes.src, { as: "image", imageSrcSet: first.srcSet, imageSizes: shownSizes, type: first.type, fetchPriority: "high" });
  const img = (
    <img
      {...rest}
      {...attributes}
      srcSet={srcSet}
      style={attributes.style ? { ...style, ...attributes.style } : style}
      alt={alt}
      sizes={srcSet ? shownSizes : undefined}
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
