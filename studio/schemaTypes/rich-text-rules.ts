/**
 * What the site's rich-text renderer (app/components/rich-text.tsx) draws.
 * The Studio offers exactly these, and validation refuses anything else, so
 * an editor never writes something the site would silently drop.
 * Imports only the site's own rules (app/lib): the site's tests read this file too.
 */
import { externalLinkProblem } from "../../app/lib/links";
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

/** A link off the site (`href`: app/lib/links.ts), and a link to a page of the site, chosen from the pages (`reference`). */
export const ANNOTATIONS = ["link", "internalLink"] as const;
export const EMBEDDED_TYPES = ["image"] as const;

/** Deepest list nesting the renderer keeps readable. */
export const MAX_LIST_LEVEL = 3;

/** A rich-text link off the site: `https:`, `mailto:` or `tel:` (the site's link rule, app/lib/links.ts). */
export const linkProblem = (href: unknown): string | undefined => externalLinkProblem(href);
