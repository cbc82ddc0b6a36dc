import type { Artwork } from "./artwork";

type Props = {
  art: Artwork;
  /** The page's largest above-the-fold image: fetched first, never lazily (React preloads it from the head). */
  priority?: boolean;
  /** Decorative use: the surrounding text already says what it shows. */
  decorative?: boolean;
  className?: string;
};

/** One of the site's illustrations, sized (no layout shift) and lazy unless it is the page's main image. */
export function ArtImage({ art, priority = false, decorative = false, className }: Props) {
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt={decorative ? "" : art.alt}
      className={className ?? "art-image"}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
}
