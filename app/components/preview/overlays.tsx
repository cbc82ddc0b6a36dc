/**
 * Sanity's visual-editing overlays: inside the Studio's Presentation tool,
 * each element marked with `data-sanity` gets an outline that opens its
 * document and field in the Studio. Browser-only, loaded after the preview
 * page runs.
 */
import { VisualEditing } from "@sanity/visual-editing/react-router";

export default function Overlays() {
  return <VisualEditing />;
}
