/**
 * Every block a built page can hold, one module each: written by `npm run content:types`
 * (scripts/lib/block-registry.mjs) from this folder's modules. Do not edit. Keyed by the section
 * types the Studio's schema generates, so a block the schema has and this folder lacks, or the
 * other way round, fails the typecheck.
 */
import type { Block, SectionType } from "./block";
import { callToAction } from "./call-to-action.server";
import { calloutsSection } from "./callouts-section.server";
import { cardsSection } from "./cards-section.server";
import { caseStudySection } from "./case-study-section.server";
import { complianceTableSection } from "./compliance-table-section.server";
import { documentsSection } from "./documents-section.server";
import { enquiryFormSection } from "./enquiry-form-section.server";
import { factsSection } from "./facts-section.server";
import { hero } from "./hero.server";
import { latestInsightsSection } from "./latest-insights-section.server";
import { logoWallSection } from "./logo-wall-section.server";
import { pictureTextSection } from "./picture-text-section.server";
import { questionsSection } from "./questions-section.server";
import { statisticsSection } from "./statistics-section.server";
import { stepsSection } from "./steps-section.server";
import { testimonialsSection } from "./testimonials-section.server";
import { textSection } from "./text-section.server";

export const BLOCKS = {
  callToAction,
  calloutsSection,
  cardsSection,
  caseStudySection,
  complianceTableSection,
  documentsSection,
  enquiryFormSection,
  factsSection,
  hero,
  latestInsightsSection,
  logoWallSection,
  pictureTextSection,
  questionsSection,
  statisticsSection,
  stepsSection,
  testimonialsSection,
  textSection,
  // biome-ignore lint/suspicious/noExplicitAny: each entry's shown section is its own; the key must be its type.
} satisfies { [T in SectionType]: Block<T, any> };
