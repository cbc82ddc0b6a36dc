/**
 * Adds the visual-editing bundle (app/preview/visual-editing.browser.ts)
 * to a preview page as a module script of its own, with the response's nonce.
 * Public pages' JavaScript neither contains nor imports it (decision 014).
 */
import { readFileSync } from "node:fs";

const ENTRY = "app/preview/visual-editing.browser.ts";

let builtUrl: string | null | undefined;

/** Its URL: served from source by Vite in development, else read from the bundle's manifest. */
function overlaysUrl(): string | null {
  if (import.meta.env.DEV) return `/${ENTRY}`;
  if (builtUrl === undefined) {
    try {
      // This module is bundled into build/server/index.js; the bundle is in build/client/assets/preview.
      const manifest = JSON.parse(readFileSync(new URL("../client/assets/preview/.vite/manifest.json", import.meta.url), "utf8")) as Record<
        string,
        { file: string }
      >;
      const file = manifest[ENTRY]?.file;
      builtUrl = file ? `/assets/preview/${file}` : null;
    } catch {
      builtUrl = null;
    }
  }
  return builtUrl;
}

export function withPreviewOverlays(html: string, nonce: string): string {
  const url = overlaysUrl();
  const end = html.lastIndexOf("</body>");
  if (!url || end === -1) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `${html.slice(0, end)}<script type="module" src="${url}"${nonceAttribute}></script>${html.slice(end)}`;
}
