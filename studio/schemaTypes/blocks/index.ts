/**
 * A built page's section types, in the order the insert menu offers them: written by
 * `npm run content:types` (studio/write-block-list.ts) from this folder's files, each sorted by its
 * `insertMenuOrder`. Do not edit: add, remove or move a block in its own file.
 */
import { callToAction } from "./call-to-action";
import { calloutsSection } from "./callouts-section";
import { cardsSection } from "./cards-section";
import { caseStudySection } from "./case-study-section";
import { complianceTableSection } from "./compliance-table-section";
import { documentsSection } from "./documents-section";
import { enquiryFormSection } from "./enquiry-form-section";
import { factsSection } from "./facts-section";
import { hero } from "./hero";
import { latestInsightsSection } from "./latest-insights-section";
import { logoWallSection } from "./logo-wall-section";
import { pictureTextSection } from "./picture-text-section";
import { questionsSection } from "./questions-section";
import { statisticsSection } from "./statistics-section";
import { stepsSection } from "./steps-section";
import { testimonialsSection } from "./testimonials-section";
import { textSection } from "./text-section";

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
