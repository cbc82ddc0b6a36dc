/**
 * How long a text may be before the layout suffers, measured on the site at
 * 375 px (a small phone), where lines are shortest: `scripts/measure-lengths.ts`
 * (`npm run lengths`) puts ordinary prose of growing length into each kind's
 * real element on the production build and finds the longest that stays within
 * the design's allowance of lines; the limit is the median over five sample
 * texts, rounded down to an even number. Measured with Chromium's DejaVu Sans,
 * wider than most phones' system fonts, so the limits err on the short side.
 * Past these, the Studio warns; it never refuses, as a longer text is
 * sometimes worth it. scripts/measure-lengths.test.ts checks the embedded
 * dataset against them.
 */
export const LENGTHS = {
  /** A page's main headline (`.hero-title`): three lines at 375 px; the fourth is the warning. */
  heroTitle: 48,
  /** The paragraph under a headline (`.hero-lead`): six lines. */
  heroLead: 210,
  /** A section heading (`.section-title`): two lines. */
  sectionTitle: 38,
  /** The small line above a heading, in capitals (`.hero-eyebrow`): one line. */
  eyebrow: 28,
  /** A card's heading (`.feature-title`): two lines in a card. */
  cardTitle: 50,
  /** A card's text (`.feature-text`): eight lines. */
  cardText: 264,
  /** A short summary on an overview card (`.link-card-text`): four lines. */
  summary: 130,
  /** A button's label (the headline band's demo button): one line. */
  buttonLabel: 28,
  /** A menu entry (a sub-menu's link in the opened phone menu): one line. */
  menuLabel: 30,
  /** The organisation's name beside the logo in the header (`.logo-name`): three lines between the logo and the menu button. */
  wordMark: 34,
  /** Search results cut titles near 60 characters and descriptions near 160. */
  seoTitle: 60,
  seoDescription: 160,
} as const;
