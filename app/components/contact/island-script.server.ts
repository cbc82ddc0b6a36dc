/**
 * Adds the enquiry form's island (./enquiry-form.browser.tsx, decision 035) to a page that carries the form:
 * named from the head, so the browser fetches it with the page's first bytes, and run as a module script at the
 * end of the body. Allowed by the policy's 'self' like every script file the site serves; given the response's
 * nonce where it has one. A preview hydrates the whole page with React instead, and gets no island.
 */
import { builtBundle } from "~/lib/built-bundle.server";
import { ISLAND_ATTRIBUTE } from "./enquiry-form-island";

const islandUrl = builtBundle("form", "app/components/contact/enquiry-form.browser.tsx");

export function withFormIsland(html: string, nonce: string): string {
  if (!html.includes(` ${ISLAND_ATTRIBUTE}=""`)) return html;
  const url = islandUrl();
  const head = html.indexOf("</head>");
  const end = html.lastIndexOf("</body>");
  if (!url || head === -1 || end === -1) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const script = `<script type="module" src="${url}"${nonceAttribute}></script>`;
  return `${html.slice(0, head)}<link rel="modulepreload" href="${url}"/>${html.slice(head, end)}${script}${html.slice(end)}`;
}
