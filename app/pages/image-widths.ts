/**
 * The widest each kind of content image is shown, in CSS pixels: what its loader asks
 * shownImage (app/images/shown-image.server.ts) for, each named once. Where a stylesheet
 * or a class also holds the width, image-widths.test.ts holds the two to each other.
 */

/** A page hero's illustration: `.hero-art img`'s max-width (app/styles/hero.css). */
export const HERO_ART_WIDTH = 560;

/** How wide the hero's illustration is at each screen width (app/styles/hero.css): smaller than the text on phones and tablets. */
export const HERO_ART_SIZES = "(max-width: 639.98px) 13rem, (max-width: 1023.98px) 24rem, 35rem";

/** A logo on a logo wall (the Paracelsus page's, a built page's): `.logo-tile img`'s max-width (app/styles/blocks.css). */
export const LOGO_WIDTH = 240;

/** An article's own picture: its figure's `max-w-[800px]` (app/routes/insight.tsx). */
export const ARTICLE_IMAGE_WIDTH = 800;

/** The About page's team picture, across the page's container. */
export const TEAM_PICTURE_WIDTH = 960;

/** A picture beside text (a built page's, the About page's map): two thirds of the page's container. */
export const PICTURE_BESIDE_WIDTH = 712;

/** An image inside rich text: the text column. */
export const RICH_TEXT_IMAGE_WIDTH = 720;

/** An article card's image spans the grid's column: one, two or three of them (insight-grid). */
export const CARD_IMAGE_WIDTH = 400;

/** A testimonial's photo: a 64 px circle. */
export const PHOTO_WIDTH = 64;

/** A link preview's picture, at most this wide. */
export const LINK_PREVIEW_WIDTH = 1200;
