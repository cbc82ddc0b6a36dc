/**
 * The Studio's settings. Only SANITY_STUDIO_* variables reach the browser;
 * sanity.cli.ts copies the site's SANITY_PROJECT_ID and SANITY_DATASET into
 * them, so one environment serves both.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/** The site whose pages the Presentation tool previews. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";
