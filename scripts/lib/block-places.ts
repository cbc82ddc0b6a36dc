/**
 * Where the sample site draws each block a built page can hold (npm run block-previews photographs
 * them; tests/e2e/page-builder.spec.ts holds each place to a drawn block, and block-places.test.ts to a section of its type).
 */
import type { Locator, Page } from "@playwright/test";
import type { Page as PageDocument } from "~/content/sanity.types";

export type BlockType = PageDocument["sections"][number]["_type"];

/**
 * A block's place: a page, and either its section's position on a built page (1 = the first section,
 * counted as a visitor sees them) or a selector on a fixed page whose component it shares.
 */
export type BlockPlace = { page: string } & ({ section: number } | { selector: string });

/**
 * Keyed by the page's section types as generated from the Studio's schema, so a new block type fails
 * the typecheck until it has a place here (the Studio's own test holds the pictures to its list).
 */
export const BLOCK_PLACES: Record<BlockType, BlockPlace> = {
  hero: { page: "/trust-and-security", section: 1 },
  cardsSection: { page: "/trust-and-security", section: 2 },
  complianceTableSection: { page: "/trust-and-security", section: 3 },
  calloutsSection: { page: "/trust-and-security", section: 4 },
  pictureTextSection: { page: "/trust-and-security", section: 7 },
  textSection: { page: "/trust-and-security", section: 8 },
  documentsSection: { page: "/trust-and-security", section: 10 },
  factsSection: { page: "/trust-and-security", section: 9 },
  callToAction: { page: "/trust-and-security", section: 11 },
  caseStudySection: { page: "/procurement", section: 5 },
  stepsSection: { page: "/request-a-demo", section: 2 },
  enquiryFormSection: { page: "/request-a-demo", section: 3 },
  latestInsightsSection: { page: "/request-a-demo", section: 4 },
  questionsSection: { page: "/solutions/dccm", selector: ".accordion" },
  statisticsSection: { page: "/solutions/paracelsus", selector: ".stats-band" },
  logoWallSection: { page: "/solutions/paracelsus", selector: "section:has(.logo-wall)" },
  testimonialsSection: { page: "/", selector: ".testimonial-band" },
};

/**
 * A built page's sections in the order a visitor sees them: each child of <main>, except that a
 * run of sections the server drew arrives in one `div.contents` wrapper (no box of its own:
 * app/blocks/built-page.tsx), whose children are the sections.
 */
const SECTIONS = "main > :not(.contents), main > .contents > *";

/** The element that draws the block at `place` on the page open in `page`. */
export function blockAt(page: Page, place: BlockPlace): Locator {
  return "section" in place ? page.locator(SECTIONS).nth(place.section - 1) : page.locator(place.selector).first();
}
