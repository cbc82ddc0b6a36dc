/**
 * The preview banner, as HTML made on the server and put into a preview page
 * after React has rendered it (app/entry.server.tsx), so that neither its code
 * nor the condition for it is in the JavaScript every public page loads
 * (decision 014). React's hydration passes over an element it did not render
 * directly in <body>, and client-side navigation leaves it in place. A named
 * region (a landmark), dark text on amber (contrast 12:1), and an ordinary
 * link to exit, reachable by keyboard right after the skip link and working
 * without JavaScript.
 */
import { escapeHtml } from "~/lib/html";

const BANNER_STYLE =
  "display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:0.5rem 1.25rem;padding:0.625rem 1rem;" +
  "background:#fde68a;color:#1b2430;border-bottom:2px solid #1b2430;font-size:0.95rem;line-height:1.4";
const EXIT_STYLE =
  "display:inline-block;padding:0.25rem 0.75rem;border:2px solid #1b2430;border-radius:0.375rem;background:#fff;" +
  "color:#1b2430;font-weight:600;text-decoration:none";

/**
 * `page` is the path (and query) first previewed. Exit preview returns to the
 * page the editor is on (app/preview/preview-api.server.ts reads it from the Referer), or
 * to this one when the browser sends none.
 */
function previewBannerHtml(page: string): string {
  const exit = `/api/preview/disable?to=${encodeURIComponent(page)}`;
  return (
    `<section aria-label="Draft preview" class="preview-banner" style="${BANNER_STYLE}">` +
    `<p style="margin:0"><strong>Preview:</strong> you are seeing unpublished drafts. Visitors see the published page.</p>` +
    `<a href="${escapeHtml(exit)}" style="${EXIT_STYLE}">Exit preview</a>` +
    `</section>`
  );
}

const SKIP_LINK_END = /<a\b[^>]*\bclass="skip-link"[^>]*>[\s\S]*?<\/a>/;

/** The page with the banner right after its skip link (or first in <body> if it has none). */
export function withPreviewBanner(html: string, page: string): string {
  const banner = previewBannerHtml(page);
  const skipLink = SKIP_LINK_END.exec(html);
  if (skipLink) return html.slice(0, skipLink.index + skipLink[0].length) + banner + html.slice(skipLink.index + skipLink[0].length);
  return html.replace(/<body\b[^>]*>/, (body) => body + banner);
}
