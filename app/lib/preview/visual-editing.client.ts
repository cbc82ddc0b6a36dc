/**
 * Browser-only (the `.client` suffix leaves it out of the server build):
 * starts Sanity's overlays, which find every `data-sanity` element and, inside
 * the Studio's Presentation tool, outline it with a link to its field.
 */
import { enableVisualEditing } from "@sanity/visual-editing";

export function startVisualEditing(): void {
  enableVisualEditing();
}
