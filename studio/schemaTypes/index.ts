import { download } from "./documents/download";
import { caseStudy } from "./documents/case-study";
import { industry } from "./documents/industry";
import { insight } from "./documents/insight";
import { lisSolution } from "./documents/lis-solution";
import { page } from "./documents/page";
import { SECTIONS } from "./blocks";
import { testimonial } from "./documents/testimonial";
import { callToAction } from "./blocks/call-to-action";
import { callout } from "./objects/callout";
import { card } from "./objects/card";
import { complianceRow } from "./objects/compliance-row";
import { evidenceLink } from "./objects/evidence-link";
import { fact } from "./objects/fact";
import { hero } from "./blocks/hero";
import { logo } from "./objects/logo";
import { milestone } from "./objects/milestone";
import { pageLink } from "./objects/page-link";
import { richText } from "./objects/rich-text";
import { sampleValue, sampleValuesField } from "./objects/sample-value";
import { sectionHeading } from "./objects/section-heading";
import { seo } from "./objects/seo";
import { statistic } from "./objects/statistic";
import { step } from "./objects/step";
import { tag } from "./objects/tag";
import { topic } from "./objects/topic";
import { aboutPage } from "./singletons/about-page";
import { contactPage } from "./singletons/contact-page";
import { dccmPage } from "./singletons/dccm-page";
import { homePage } from "./singletons/home-page";
import { lisSolutionsPage } from "./singletons/lis-solutions-page";
import { paracelsusPage } from "./singletons/paracelsus-page";
import { privacyPolicy } from "./singletons/privacy-policy";
import { resourcesPage } from "./singletons/resources-page";
import { siteSettings } from "./singletons/site-settings";
import { whoWeServePage } from "./singletons/who-we-serve-page";
import { customersPage } from "./singletons/customers-page";
import { sourcedFact } from "./objects/sourced-fact";

/** The fixed pages' singletons: one per fixed page of the page tree (app/lib/page-tree.ts; schema-types.test.ts holds them to it). */
export const fixedPageTypes = [
  homePage,
  aboutPage,
  contactPage,
  resourcesPage,
  dccmPage,
  paracelsusPage,
  whoWeServePage,
  lisSolutionsPage,
  customersPage,
  privacyPolicy,
];
/** The families' documents: one per family of the page tree. */
export const familyPageTypes = [industry, lisSolution, caseStudy];
const objectTypes = [
  pageLink,
  hero,
  sectionHeading,
  card,
  callout,
  step,
  callToAction,
  fact,
  statistic,
  topic,
  milestone,
  logo,
  seo,
  complianceRow,
  evidenceLink,
  sourcedFact,
];
/** A built page's sections (./blocks/) besides those the fixed pages use too (`hero`, `callToAction`). */
const sectionTypes = SECTIONS.filter((section) => !(objectTypes as readonly unknown[]).includes(section));
const types = [
  siteSettings,
  ...fixedPageTypes.slice(0, -1),
  ...familyPageTypes,
  page,
  insight,
  tag,
  testimonial,
  download,
  privacyPolicy,
  richText,
  ...objectTypes,
  ...sectionTypes,
];

/** Every type the site's queries read (app/content/queries.ts); any document may carry the sample's marks (./objects/sample-value.ts). */
export const schemaTypes = [
  ...types.map((type) => (type.type === "document" && "fields" in type ? { ...type, fields: [...type.fields, sampleValuesField] } : type)),
  sampleValue,
];
