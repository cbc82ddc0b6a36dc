/**
 * The preview banner, as HTML made on the server. The root layout inserts it
 * only for preview requests; rendering it there from a string rather than a
 * component keeps its code and styles out of the JavaScript every public
 * page loads (decision 014). A named region (a landmark), dark text on amber
 * (contrast 12:1), and an ordinary link to exit, reachable by keyboard and
 * working without JavaScript.
 */
const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const BANNER_STYLE =
  "display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:0.5rem 1.25rem;padding:0.625rem 1rem;" +
  "background:#fde68a;color:#1b2430;border-bottom:2px solid #1b2430;font-size:0.95rem;line-height:1.4";
const EXIT_STYLE =
  "display:inline-block;padding:0.25rem 0.75rem;border:2px solid #1b2430;border-radius:0.375rem;background:#fff;" +
  "color:#1b2430;font-weight:600;text-decoration:none";

/** `page` is the path (and query) being previewed: Exit preview returns to it. */
export function previewBannerHtml(page: string): string {
  const exit = `/api/preview/disable?to=${encodeURIComponent(page)}`;
  return (
    `<section aria-label="Draft preview" class="preview-banner" style="${BANNER_STYLE}">` +
    `<p style="margin:0"><strong>Preview:</strong> you are seeing unpublished drafts. Visitors see the published page.</p>` +
    `<a href="${escapeAttribute(exit)}" style="${EXIT_STYLE}">Exit preview</a>` +
    `</section>`
  );
}
