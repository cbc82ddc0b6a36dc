/**
 * How a page's main image is asked for from the head (ImageTag's `priority`):
 * React's `preload`, except while a built page's static sections are drawn to
 * HTML on the server (app/components/static-sections.server.tsx). That drawing
 * is a render of its own, and React would write the preload into its HTML, in
 * the body, after the scripts; the preloads are kept instead, carried in the
 * page's data and asked for by the page as it renders, so they go in the head
 * as on every other page. In the browser's build the first branch is gone
 * (`import.meta.env.SSR` is false there), so this is `preload` itself.
 */
import { preload, type PreloadOptions } from "react-dom";

export type ImagePreload = { href: string; options: PreloadOptions };

let kept: ImagePreload[] | undefined;

export const preloadImage: (href: string, options: PreloadOptions) => void = import.meta.env.SSR
  ? (href, options) => (kept ? kept.push({ href, options }) : preload(href, options))
  : preload;

/** Runs `render` (a synchronous render to a string), keeping the images it preloads rather than writing them into its HTML. */
export function keepingImagePreloads<T>(render: () => T): { result: T; preloads: ImagePreload[] } {
  const outer = kept;
  kept = [];
  try {
    const result = render();
    return { result, preloads: kept };
  } finally {
    kept = outer;
  }
}
