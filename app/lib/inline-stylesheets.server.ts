/**
 * Inlines the site's stylesheets into each document (docs/performance.md), so
 * first paint waits for no second request: a linked stylesheet is
 * render-blocking, a round trip on a phone's link.
 *
 * The original <link> stays, with the disabled attribute: React hydrates the
 * <link> it rendered against it (it matches links by rel and href), and a
 * disabled stylesheet link is never fetched, nor parsed again after the first
 * paint. Only hashed build assets
 * under /assets are inlined, and only while small: a large stylesheet is
 * better cached than repeated.
 */
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const MAX_INLINE_CSS_BYTES = 48 * 1024;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HASHED_CSS = /^\/assets\/[\w.-]+\.css$/;

// The server bundle lives in build/server; the browser's assets in build/client.
const clientDir = new URL("../client", import.meta.url);
const cache = new Map<string, string | null>();

function stylesheetText(href: string): string | null {
  if (!HASHED_CSS.test(href)) return null;
  if (cache.has(href)) return cache.get(href) ?? null;
  let text: string | null = null;
  try {
    const file = fileURLToPath(new URL(`.${href}`, `${clientDir.href}/`));
    if (statSync(file).size <= MAX_INLINE_CSS_BYTES) {
      const css = readFileSync(file, "utf8");
      // A relative url() would resolve against the page instead of /assets; never close the element early.
      text = /url\(\s*['"]?\.{1,2}\//.test(css) || /<\/style/i.test(css) ? null : css;
    }
  } catch {
    text = null;
  }
  cache.set(href, text);
  return text;
}

export function inlineStylesheets(html: string, nonce: string): string {
  return html.replace(STYLESHEET_LINK, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const css = href ? stylesheetText(href) : null;
    if (css === null || /\s(?:media|disabled)\b/.test(tag)) return tag;
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
    return `<style${nonceAttribute} data-href="${href}">${css}</style>${tag.replace(/\/?>$/, ' disabled=""/>')}`;
  });
}
