/**
 * The entry of the visual-editing bundle that preview pages load (built apart
 * by vite.preview.config.ts, with its own copy of React, so the site's chunks
 * neither contain nor share any of it): Sanity's overlays find every
 * `data-sanity` element and, inside the Studio's Presentation tool, outline it
 * with a link to its document and field.
 */
import { enableVisualEditing } from "@sanity/visual-editing";

enableVisualEditing();
