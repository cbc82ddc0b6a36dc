/**
 * The site's icons: one list for the pages that link them, the structured data
 * and `npm run icons`, which renders each from public/favicon.svg (decision 010).
 * PNG, not SVG: the browser renders an SVG icon as a whole document on the
 * page's main thread after load.
 */
export const SITE_ICONS = {
  tab: { href: "/favicon-32.png", size: 32 },
  // iOS fills transparent corners with black and rounds the icon itself: the square is filled with the icon's blue.
  homeScreen: { href: "/apple-touch-icon.png", size: 180, background: "#174d7a" },
  // Search engines take an organisation logo of 112 px or more; the SVG is 32 units.
  logo: { href: "/logo-512.png", size: 512 },
} as const;

export type SiteIcon = { href: string; size: number; background?: string };
