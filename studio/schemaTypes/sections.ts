/**
 * A built page's section types, in the order the insert menu offers them: the one list that the
 * page's Sections field (./documents/page.ts) and the schema (./index.ts) read. A block added
 * here is offered to editors, typed for the site by the typegen, and then fails the site's
 * typecheck until the site has its module (app/blocks/, listed in the same order there) and the
 * every-block page (tests/support/every-block-page.ts) holds it; `npm test` fails until it has its
 * picture (./documents/page.test.ts), a length warning on each text
 * (scripts/measure-lengths.test.ts) and its look (app/blocks/blocks.test.tsx).
 */
import { callToAction } from "./objects/call-to-action";
import { calloutsSection } from "./objects/callouts-section";
import { caseStudySection } from "./objects/case-study-section";
import { cardsSection } from "./objects/cards-section";
import { complianceTableSection } from "./objects/compliance-table-section";
import { documentsSection } from "./objects/documents-section";
import { enquiryFormSection } from "./objects/enquiry-form-section";
import { hero } from "./objects/hero";
import { latestInsightsSection } from "./objects/latest-insights-section";
import { logoWallSection } from "./objects/logo-wall-section";
import { pictureTextSection } from "./objects/picture-text-section";
import { questionsSection } from "./objects/questions-section";
import { statisticsSection } from "./objects/statistics-section";
import { factsSection } from "./objects/facts-section";
import { stepsSection } from "./objects/steps-section";
import { testimonialsSection } from "./objects/testimonials-section";
import { textSection } from "./objects/text-section";

export const SECTIONS = [
  hero,
  textSection,
  pictureTextSection,
  cardsSection,
  calloutsSection,
  stepsSection,
  factsSection,
  caseStudySection,
  statisticsSection,
  questionsSection,
  complianceTableSection,
  logoWallSection,
  testimonialsSection,
  latestInsightsSection,
  documentsSection,
  callToAction,
  enquiryFormSection,
] as const;

export const SECTION_TYPES = SECTIONS.map((section) => section.name);
