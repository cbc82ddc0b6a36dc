/**
 * The shapes page content comes in, as the blocks in app/components render
 * them: loose enough to take what the content queries answer (an optional
 * field may be missing), strict about what the design needs.
 */

/** The site's own line icons; app/components/blocks/icons.tsx draws one for each name, and the Studio offers this list. */
export const ICON_NAMES = [
  "browser",
  "folder",
  "link",
  "shield",
  "lock",
  "chart",
  "trend",
  "clipboard",
  "calendar",
  "users",
  "scale",
  "flask",
  "barcode",
  "chain",
  "receipt",
  "school",
  "headset",
  "search",
  "server",
  "key",
  "eye",
  "check",
  "gavel",
  "heart",
  "building",
  "badge",
  "pill",
  "map",
  "clock",
  "refresh",
  "arrow",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

type Text = string | null | undefined;

export type Step = { _key?: string; title?: Text; text?: Text };

export type Statistic = { _key?: string; value?: number | null; suffix?: Text; label?: Text };

export type Milestone = { _key?: string; title?: Text; year?: Text; icon?: Text; paragraphs?: string[] | null };

export type AccordionItem = { _key?: string; title?: Text; paragraphs?: string[] | null; points?: string[] | null };

/** What an overview card of a family of pages needs: loaders send only this. */
export type PageCard = { slug: string; title: string; icon?: Text; summary?: Text };

/** A social link (site settings) is a network's web page: the link rule's https only (app/lib/links.ts). */
export const SOCIAL_LINK_SCHEMES = ["https:"] as const;

/** The sides a picture beside text can stand on (a built page's picture beside text, the About page's map on the left). */
export const PICTURE_SIDES = [
  { value: "left", title: "Left" },
  { value: "right", title: "Right" },
] as const;

export type PictureSide = (typeof PICTURE_SIDES)[number]["value"];

/**
 * How many insights a built page's latest-insights section lists: a row of the Resources page's grid
 * by default, at most two (more belongs on Resources itself).
 */
export const LATEST_INSIGHTS_COUNT = { min: 1, max: 6, initial: 3 } as const;

/**
 * Where a standard stands for the company, as a compliance table's row says it: the Studio offers this list,
 * and the table shows the word (its badge's look, app/styles/blocks.css, follows the value).
 */
export const COMPLIANCE_STATUSES = [
  { value: "certified", title: "Certified" },
  { value: "attested", title: "Attested" },
  { value: "aligned", title: "Aligned" },
  { value: "inProgress", title: "In progress" },
] as const;

export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number]["value"];

/** A measured figure with what it measures, its source and the date it was measured (ISO `YYYY-MM-DD`). */
export type SourcedFact = { key: string; figure: string; label: string; source: string; date: string };

/** A case study's card: its client, kind of agency, products' names and headline result. */
export type CaseStudyCard = { slug: string; client: string; title: string; agencyType: string; products: string[]; headline?: SourcedFact | undefined };
