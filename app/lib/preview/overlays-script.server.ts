/**
 * Adds the visual-editing module (app/routes/preview-overlays.tsx) to a
 * preview page, with the response's nonce, as a module script of its own: the
 * public pages' JavaScript neither contains nor imports it.
 */
import type { EntryContext } from "react-router";

export const OVERLAYS_ROUTE_ID = "routes/preview-overlays";

export function withPreviewOverlays(html: string, manifest: EntryContext["manifest"], nonce: string): string {
  const module = manifest.routes[OVERLAYS_ROUTE_ID]?.module;
  const end = html.lastIndexOf("</body>");
  if (!module || end === -1) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `${html.slice(0, end)}<script type="module" src="${module}"${nonceAttribute}></script>${html.slice(end)}`;
}
