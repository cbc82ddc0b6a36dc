/**
 * The shapes page copy comes in, which the blocks in app/components render.
 * Defined here, beside the copy, so that the copy needs nothing from the
 * components.
 */

/** The site's own line icons; app/components/blocks/icons.tsx draws one for each name. */
export const ICON_NAMES = [
  "browser", "folder", "link", "shield", "lock", "chart", "trend", "clipboard", "calendar", "users",
  "scale", "flask", "barcode", "chain", "receipt", "school", "headset", "search", "server", "key",
  "eye", "check", "gavel", "heart", "building", "badge", "pill", "map", "clock", "refresh", "arrow",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export type Step = { title: string; text: string };

export type Statistic = { value: number; suffix?: string; label: string };

export type LogoImage = { src: string; name: string; width: number; height: number };

export type Milestone = { title: string; year?: string; icon: IconName; text: string[] };

export type AccordionItem = {
  title: string;
  paragraphs: string[];
  points?: string[];
};
