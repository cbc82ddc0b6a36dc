/**
 * Sanity's visual-editing overlays, in a module only preview pages load:
 * inside the Studio's Presentation tool, every element marked `data-sanity`
 * gets an outline that opens its document and field in the Studio.
 *
 * Declared as a route only so the build gives it a chunk of its own whose URL
 * the server can read from React Router's manifest: entry.server.tsx adds it
 * to preview pages (app/lib/preview/overlays-script.server.ts). No public
 * page imports it; its own URL answers 404.
 */
import { data } from "react-router";
import { startVisualEditing } from "~/lib/preview/visual-editing.client";

export function loader() {
  throw data("Not found", { status: 404 });
}

// Static, not import(): a dynamic import here would make the bundler share its preload helper with public pages.
if (typeof document !== "undefined") startVisualEditing();

export default function PreviewOverlays() {
  return null;
}
