/**
 * How long a text may be before the layout suffers, measured on the site at
 * 375 px (a small phone), where lines are shortest: `scripts/measure-lengths.ts`
 * renders each kind of text at growing lengths and finds where it wraps to one
 * line more than the design allows. Past these, the Studio warns; it never
 * refuses, as a longer text is sometimes worth it.
 */
export const LENGTHS = {
  /** A page's main headline: three lines at 375 px; the fourth is the warning. */
  heroTitle: 60,
  /** The paragraph under a headline. */
  heroLead: 320,
  /** A section heading: two lines at 375 px. */
  sectionTitle: 50,
  /** The small line above a heading, in capitals: one line. */
  eyebrow: 32,
  /** A card's heading: two lines in a card at 375 px. */
  cardTitle: 48,
  /** A card's text. */
  cardText: 260,
  /** A short summary on an overview card. */
  summary: 160,
  /** A button's label: one line. */
  buttonLabel: 28,
  /** A menu entry: one line in the menu. */
  menuLabel: 32,
  /** Search results cut titles near 60 characters and descriptions near 160. */
  seoTitle: 60,
  seoDescription: 160,
} as const;
