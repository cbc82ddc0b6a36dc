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

/** What an overview card of a family of pages needs: loaders send only this, so the full copy stays out of the browser bundle. */
export type PageCard = { slug: string; title: string; icon: IconName; summary: string };

/**
 * A family of pages (industries, LIS solutions): in the page tree's order,
 * under the names it gives them, each with its copy; its cards; one by slug.
 */
export function pageFamily<Slug extends string, Copy extends Omit<PageCard, "slug" | "title">>(
  members: ReadonlyArray<readonly [Slug, string]>,
  copy: Record<Slug, Copy>,
) {
  const pages = members.map(([slug, title]) => ({ slug, title, ...copy[slug] }));
  return {
    pages,
    cards: (): PageCard[] => pages.map(({ slug, title, icon, summary }) => ({ slug, title, icon, summary })),
    find: (slug: string) => pages.find((page) => page.slug === slug),
  };
}
