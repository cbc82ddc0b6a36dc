/**
 * How a page's main image is asked for from the head (ImageTag's `priority`):
 * React's `preload`, except inside a render that is not the page's own: a built
 * page's static sections drawn to HTML on the server
 * (app/blocks/sections.server.tsx). React would write the preload
 * into that HTML, in the body, after the scripts; such a render provides a list
 * instead, the preloads are carried in the page's data, and the page asks for
 * them as it renders, so they go in the head as on every other page.
 */
import { createContext, useContext } from "react";
import { preload, type PreloadOptions } from "react-dom";

export type ImagePreload = { href: string; options: PreloadOptions };

/** The list a render of its own keeps its image preloads in; none in the page's own render. */
export const KeptImagePreloads = createContext<ImagePreload[] | null>(null);

export function usePreloadImage(): (href: string, options: PreloadOptions) => void {
  const kept = useContext(KeptImagePreloads);
  return kept ? (href, options) => void kept.push({ href, options }) : preload;
}
