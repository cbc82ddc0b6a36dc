/**
 * The one rule for a link a document holds: a link off the site
 * is `https:`, `mailto:` or `tel:`, written out whole; a link to a page of
 * the site is a reference to that page's document (rich text's
 * `internalLink`, a `pageLink`), never a typed path, so no typed address
 * can be taken for the site's own ("//host", "/\host") or run a script
 * (`javascript:`, `data:`, `vbscript:`).
 *
 * The Studio validates with it (studio/schemaTypes), `npm run content:import`
 * runs the Studio's validation, and the renderers draw a link only when it
 * passes (app/components/rich-text.tsx, the footer's social links), plain
 * text otherwise. No imports: the Studio reads it.
 */
export const EXTERNAL_LINK_SCHEMES = ["https:", "mailto:", "tel:"] as const;
export type ExternalLinkScheme = (typeof EXTERNAL_LINK_SCHEMES)[number];

const SHAPES: Record<ExternalLinkScheme, RegExp> = {
  // A host of letters, digits, dots and hyphens (an optional port), then a path, query or fragment.
  "https:": /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i,
  "mailto:": /^mailto:[^\s@:/\\]+@[a-z0-9.-]+\.[a-z]{2,}(?:\?[^\s\\]*)?$/i,
  "tel:": /^tel:\+?[0-9][0-9().-]*$/i,
};

const EXAMPLES: Record<ExternalLinkScheme, string> = {
  "https:": "a web address (https://…)",
  "mailto:": "an e-mail link (mailto:name@example.com)",
  "tel:": "a phone link (tel:+18505550100)",
};

/** True for a link off the site the rule allows (of `schemes`). What the pages check as they draw a link: no words. */
export function isExternalLink(href: unknown, schemes: readonly ExternalLinkScheme[] = EXTERNAL_LINK_SCHEMES): href is string {
  if (typeof href !== "string" || /\s/.test(href)) return false;
  const scheme = schemes.find((allowed) => href.toLowerCase().startsWith(allowed));
  return scheme !== undefined && SHAPES[scheme].test(href);
}

/**
 * Why `href` is no link off the site of the allowed `schemes`, in an
 * editor's words (the Studio, the import); undefined when it is one.
 */
export function externalLinkProblem(href: unknown, schemes: readonly ExternalLinkScheme[] = EXTERNAL_LINK_SCHEMES): string | undefined {
  if (isExternalLink(href, schemes)) return undefined;
  if (typeof href !== "string" || href.trim() === "") return "Add the address the link goes to.";
  if (/\s/.test(href)) return "Remove the spaces from the link address.";
  const allowed = schemes.map((each) => EXAMPLES[each]);
  const pages = href.startsWith("/") || href.startsWith("\\") ? " To link to a page of this site, use an internal link and choose the page." : "";
  return `Use ${allowed.length > 1 ? `${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}` : allowed[0]}.${pages}`;
}
