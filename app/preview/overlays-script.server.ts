/**
 * Adds the visual-editing bundle (app/preview/visual-editing.browser.ts)
 * to a preview page as a module script of its own, with the response's nonce.
 * Public pages' JavaScript neither contains nor imports it (decision 014).
 */
import { builtBundle } from "~/lib/built-bundle.server";

const overlaysUrl = builtBundle("preview", "app/preview/visual-editing.browser.ts");

export function withPreviewOverlays(html: string, nonce: string): string {
  const url = overlaysUrl();
  const end = html.lastIndexOf("</body>");
  if (!url || end === -1) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `${html.slice(0, end)}<script type="module" src="${url}"${nonceAttribute}></script>${html.slice(end)}`;
}
