/**
 * What the site's rich-text renderer (app/components/rich-text.tsx) draws.
 * The Studio offers exactly these, and validation refuses anything else, so
 * an editor never writes something the site would silently drop.
 * No imports: the site's tests read this file too.
 */
export const BLOCK_STYLES = [
  { value: "normal", title: "Paragraph" },
  { value: "h2", title: "Heading" },
  { value: "h3", title: "Subheading" },
  { value: "h4", title: "Minor heading" },
  { value: "blockquote", title: "Quote" },
] as const;

export const LIST_TYPES = [
  { value: "bullet", title: "Bulleted list" },
  { value: "number", title: "Numbered list" },
] as const;

export const DECORATORS = [
  { value: "strong", title: "Bold" },
  { value: "em", title: "Italic" },
  { value: "underline", title: "Underline" },
  { value: "strike-through", title: "Strikethrough" },
  { value: "code", title: "Code" },
] as const;

export const ANNOTATIONS = ["link"] as const;
export const EMBEDDED_TYPES = ["image"] as const;

/** Deepest list nesting the renderer keeps readable. */
export const MAX_LIST_LEVEL = 3;

/**
 * A link the renderer turns into a working link: a page of this site
 * ("/contact", not "//host"), a web address, an e-mail or a phone link.
 * Anything else (javascript:, data:, ftp:, typos) would be rendered as plain
 * text, so it is refused where it is written.
 */
export function linkProblem(href: unknown): string | undefined {
  if (typeof href !== "string" || href.trim() === "") return "Add the address the link goes to.";
  if (href !== href.trim() || /\s/.test(href)) return "Remove the spaces from the link address.";
  if (/^\/(?!\/)/.test(href)) return undefined;
  if (/^https?:\/\/[^/?#]+/i.test(href)) return undefined;
  if (/^mailto:[^@]+@[^@]+$/i.test(href)) return undefined;
  if (/^tel:\+?[0-9().-]+$/i.test(href)) return undefined;
  return "Use a page of this site (/contact), a web address (https://…), an e-mail link (mailto:name@example.com) or a phone link (tel:+18505550100).";
}
