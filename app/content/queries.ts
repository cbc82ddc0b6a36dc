/**
 * Every GROQ query the site runs, in one place. The same
 * strings run against Sanity's API and against the embedded dataset.
 *
 * Each names the document types it reads in its GROQ, as a literal the type
 * generator can read; queries.test.ts holds them to the page tree
 * (app/lib/page-tree.ts) and to each query's `types`.
 *
 * Their result types are generated from the Studio's schema (studio/) by
 * `npm run content:types` into ./sanity.types.ts; a test fails when the
 * schema, these queries and the committed types drift apart.
 */
import type { SanityQueries } from "@sanity/client";
import { defineQuery } from "groq";
import { ARTICLE_TYPE, BUILT_PAGE_TYPE, FAMILY_TYPES, FIXED_PAGE_TYPES, PRODUCT_PAGES, SLUGGED_PAGE_TYPES, overviewOf, type FamilyType } from "~/lib/page-tree";
import type { Logo } from "./sanity.types";

/**
 * A typed query: the GROQ string, and the result type the type generator
 * gives that very string (its query map, in sanity.types.ts), so a query
 * cannot be paired with another's result type. What the generator cannot
 * know, and the publish webhook needs, is written beside it: which document
 * types the answer is made of, and which parameter picks its one document.
 */
export type Query<Result, Params extends Record<string, unknown> = Record<string, never>> = {
  name: string;
  groq: string;
  /** The document types its answer is made of: a change to another type cannot change it. */
  types: readonly string[];
  /** For a query that answers one document of its first type: the parameter that picks it (a change to another document of that type cannot change it; one of its other types, a page it links to, can). */
  picksBy?: keyof Params & string;
  /** Types whose documents the answer only links to, keeping each link's reference (`_ref`): a change to one can change the answer only when it holds a reference to that document. */
  linksTo?: readonly string[];
  /** Its GROQ names a slug (a document's, a linked page's, former ones): only such answers go through the slug rule (./slug-rule.ts). */
  readsSlugs: boolean;
  /** Phantom fields: carry the types, never read. */
  readonly __result?: Result;
  readonly __params?: Params;
};

function query<Params extends Record<string, unknown> = Record<string, never>>() {
  return <G extends keyof SanityQueries & string>(
    name: string,
    groq: G,
    types: readonly string[],
    { picksBy, linksTo }: { picksBy?: keyof Params & string; linksTo?: readonly string[] } = {},
  ): Query<SanityQueries[G], Params> => ({
    name,
    groq: groq.replace(/\s+/g, " ").trim(),
    types: [...new Set(types)],
    readsSlugs: groq.includes("slug"),
    ...(picksBy ? { picksBy } : {}),
    ...(linksTo ? { linksTo } : {}),
  });
}

// Shared projections.
// A link to a page, as the page tree needs it to make the address (app/lib/page-tree.ts `pathOf`): a built page's
// parent too: a built parent's slug, or a fixed parent's type ("" when the parent is not published, which leaves the
// page without an address).
const pageRef = /* groq */ `{ _type, "slug": slug.current, "parent": select(!defined(parent) => null, parent->_type == "page" => coalesce(parent->slug.current, ""), coalesce(parent->_type, "")) }`;
// Rich text with each internal link's page dereferenced (its type and slug; null when it is not published),
// so the renderer makes its address from the page tree, as it does for every other link to a page.
const richText = /* groq */ `[]{ ..., _type == "block" => { markDefs[]{ ..., _type == "internalLink" => { "page": reference->${pageRef} } } } }`;
const insightFields = /* groq */ `_id, Title, Author, Date, Image, portableText${richText}, slug`;
const publishedInsights = /* groq */ `_type == "insight" && defined(slug.current)`;

// The GROQ itself, where the type generator finds it: each name gives its
// result type (`insightPage` -> `InsightPageResult`).
const testimonials = defineQuery(`*[_type == "testimonial"] | order(_createdAt asc) { _id, name, position, content${richText}, image }`);
// A page of the list of insights, newest first, with the total for the links to other pages. Each card
// needs only the first text block (its excerpt), not the whole body.
const insightPage = defineQuery(
  `{ "total": count(*[${publishedInsights}]), "items": *[${publishedInsights}] | order(Date desc) [$start...$end] { _id, Title, Author, Date, Image, slug, "firstBlock": portableText[_type == "block"][0] } }`,
);
// The newest published insights as Resources' cards, all of them or only those with the tag `$withTag` (null: every one),
// for a built page's latest-insights section.
const latestInsights = defineQuery(
  `*[${publishedInsights} && (!defined($withTag) || $withTag in tags[].value)] | order(Date desc) [0...$count] { _id, Title, Author, Date, Image, slug, "firstBlock": portableText[_type == "block"][0] }`,
);
const insightBySlug = defineQuery(
  `*[${publishedInsights} && slug.current == $slug][0] { ${insightFields}, tags[]{ _key, label, value, "ref": page._ref, "page": page->${pageRef} } }`,
);
// The cards of up to $count articles with a tag that leads to one of the pages $pages (by their ids), newest first,
// leaving out the article at $exclude (a slug; "" leaves none out): an article's, a product's or an industry's related articles.
const relatedInsights = defineQuery(
  `*[${publishedInsights} && slug.current != $exclude && count(tags[page._ref in $pages]) > 0] | order(Date desc) [0...$count] { _id, Title, Author, Date, Image, slug, "firstBlock": portableText[_type == "block"][0] }`,
);
// Every published article's tags, newest article first: Resources' topics (app/pages/topics.ts) and their addresses in the sitemap.
const insightTopics = defineQuery(`*[${publishedInsights}] | order(Date desc) { "tags": tags[]{ label, value } }`);
// A page of the articles of one topic (those with a tag whose key is $topic), newest first, with their total.
const topicInsightPage = defineQuery(
  `{ "total": count(*[${publishedInsights} && $topic in tags[].value]), "items": *[${publishedInsights} && $topic in tags[].value] | order(Date desc) [$start...$end] { _id, Title, Author, Date, Image, slug, "firstBlock": portableText[_type == "block"][0] } }`,
);
const insightSitemap = defineQuery(`*[${publishedInsights}] | order(Date desc) { "slug": slug.current, formerSlugs, Date, _updatedAt }`);
const privacyPolicy = defineQuery(`*[_type == "privacyPolicy"][0] { title, body${richText} }`);

const link = /* groq */ `{ label, "page": page->${pageRef} }`;
const menu = /* groq */ `{ _key, label, "page": page->${pageRef}, links[]${link}, listPages }`;
const member = /* groq */ `{ _id, title, "slug": slug.current, formerSlugs, _updatedAt }`;
// Published members of a family of pages: first in the order of the overview's list (dragged in the Studio),
// then any not listed, oldest first; a listed page that is not published is left out.
const publishedIndustries = /* groq */ `[...*[_type == "whoWeServePage"][0].order[]->, ...*[_type == "industry" && !(_id in coalesce(*[_type == "whoWeServePage"][0].order[]._ref, []))] | order(_createdAt asc)][_type == "industry" && defined(slug.current)]`;
const publishedLisSolutions = /* groq */ `[...*[_type == "lisSolutionsPage"][0].order[]->, ...*[_type == "lisSolution" && !(_id in coalesce(*[_type == "lisSolutionsPage"][0].order[]._ref, []))] | order(_createdAt asc)][_type == "lisSolution" && defined(slug.current)]`;
const card = /* groq */ `{ _id, title, "slug": slug.current, icon, summary }`;
// Published case studies, in the order of Customers' list, then any not listed, oldest first (as the families above).
const publishedCaseStudies = /* groq */ `[...*[_type == "customersPage"][0].order[]->, ...*[_type == "caseStudy" && !(_id in coalesce(*[_type == "customersPage"][0].order[]._ref, []))] | order(_createdAt asc)][_type == "caseStudy" && defined(slug.current)]`;
// A case study's card: its client, kind of agency, products (by their pages' short names) and headline result (its first).
const caseStudyCardFields = /* groq */ `_id, title, "slug": slug.current, client, agencyType, "products": products[]->name, "headline": results[0] { figure, label, source, date }`;
const caseStudyCard = /* groq */ `{ ${caseStudyCardFields} }`;
// What the case studies' feed is named by, after the organisation's name: Customers' list label, else its name.
const caseStudiesFeedLabel = /* groq */ `"feedLabel": coalesce(listLabel, name)`;
// A built page's case-study summary: the study's card, its challenge, results and quote (null when it is not published),
// with what every case study says (Customers' document): the words before a source, and its cards' link.
const caseStudySummary = /* groq */ `"caseStudy": caseStudy->{ ${caseStudyCardFields}, challenge, results[] { _key, figure, label, source, date }, quote }, "shared": *[_type == "customersPage"][0] { cardButton, "sourceLabel": memberPages.sourceLabel }`;

// What every page shows (header, footer, breadcrumbs, defaults), and what tells which addresses are pages.
const site = defineQuery(
  `{ "settings": *[_type == "siteSettings"][0] { name, legalName, phone, email, supportHours, headquarters, mailing, social[] { _key, network, url }, demoButton, newTabHint, mainMenu[]${menu}, paracelsusMenu[]${menu}, footerBrandHeading, footerBlurb, footerColumns[] { _key, heading, links[]${link} }, footerContactHeading, footerHoursLabel, rightsNotice, description, socialImage }, "names": *[_type in ["homePage", "aboutPage", "contactPage", "resourcesPage", "privacyPolicy", "dccmPage", "paracelsusPage", "whoWeServePage", "lisSolutionsPage", "customersPage"]] { _type, name }, "dccmMenu": *[_type == "dccmPage"][0].menu, "industries": ${publishedIndustries} ${member}, "lisSolutions": ${publishedLisSolutions} ${member}, "caseStudies": ${publishedCaseStudies} ${member}, "pages": *[_type == "page" && defined(slug.current)] | order(_createdAt asc) { _id, title, "slug": slug.current, "parent": parent._ref, "parentPublished": defined(parent->_id), formerSlugs, _updatedAt } }`,
);
const homePage = defineQuery(
  `*[_type == "homePage"][0] { _id, _type, hero, solutionsButton, highlights, about { heading, link${link}, strengths }, solutions { heading, cards[] { _key, icon, audience, title, text, points, link${link} } }, seo }`,
);
const aboutPage = defineQuery(`*[_type == "aboutPage"][0] { _id, _type, hero, team, story, impact, seo }`);
const contactPage = defineQuery(`*[_type == "contactPage"][0] { _id, _type, hero, otherWays, seo }`);
// articleCta: the closing band every article ends with (app/routes/insight.tsx).
const resourcesPage = defineQuery(`*[_type == "resourcesPage"][0] { _id, _type, title, intro, empty, topicsLabel, relatedTitle, articleCta, seo }`);
const dccmPage = defineQuery(`*[_type == "dccmPage"][0] { _id, _type, hero, premier, features, process, cta, software, seo }`);
const paracelsusPage = defineQuery(
  `{ "page": *[_type == "paracelsusPage"][0] { _id, _type, hero, heroLink${link}, features, gettingStarted, numbers, industries, community, cta, software, seo }, "cards": ${publishedIndustries} ${card} }`,
);
const whoWeServePage = defineQuery(
  `{ "page": *[_type == "whoWeServePage"][0] { _id, _type, hero, listLabel, cardButton, cta, seo }, "cards": ${publishedIndustries} ${card} }`,
);
const lisSolutionsPage = defineQuery(
  `{ "page": *[_type == "lisSolutionsPage"][0] { _id, _type, hero, listLabel, cardButton, cta, seo }, "cards": ${publishedLisSolutions} ${card} }`,
);
const industryPage = defineQuery(
  `{ "page": *[_type == "industry" && slug.current == $slug][0] { _id, _type, title, "slug": slug.current, icon, summary, intro, details, features, ctaTitle, seo }, "shared": *[_type == "whoWeServePage"][0] { _id, _type, memberPages { eyebrow, featuresEyebrow, featuresTitle, allSolutions${link}, ctaText } } }`,
);
/** A document to take away as a documents list shows it: its file's asset id (its URL) and size (an asset document in Sanity mode; in embedded mode, made from CONTENT_DIR/files). */
const downloadCard = `{ _id, title, "slug": slug.current, summary, access, "fileRef": file.asset._ref, "fileSize": file.asset->size }`;
// A built page, by the id the site query's list of pages gives its address: its sections with their
// rich text's links, their evidence's pages, their testimonials, documents and case study dereferenced.
// The document at this address, else the one that had it before its address changed (the Studio's Publish records it
// in `formerSlugs`): its form's page answers 301 to the new address, and a link signed for the old one still gives the file.
const downloadBySlug = defineQuery(
  `coalesce(*[_type == "download" && slug.current == $slug][0], *[_type == "download" && $slug in formerSlugs][0]) { _id, title, "slug": slug.current, summary, access, "fileRef": file.asset._ref, "fileSize": file.asset->size }`,
);
const builtPage = defineQuery(
  `*[_type == "page" && _id == $id][0] { _id, _type, title, sections[] { ..., _type == "textSection" => { body${richText} }, _type == "pictureTextSection" => { body${richText} }, _type == "complianceTableSection" => { rows[] { ..., evidence { ..., "page": page->${pageRef}, "document": document->${downloadCard} } } }, _type == "testimonialsSection" => { "testimonials": testimonials[]-> { _id, name, position, content${richText}, image } }, _type == "documentsSection" => { "documents": documents[]->${downloadCard} }, _type == "caseStudySection" => { ${caseStudySummary} } }, seo }`,
);
const lisSolutionPage = defineQuery(
  `{ "page": *[_type == "lisSolution" && slug.current == $slug][0] { _id, _type, title, "slug": slug.current, icon, summary, lead, challenge, capabilities, outcomes, seo }, "shared": *[_type == "lisSolutionsPage"][0] { _id, _type, memberPages } }`,
);
// Customers: its words, and every published case study's card.
const customersPage = defineQuery(
  `{ "page": *[_type == "customersPage"][0] { _id, _type, hero, listLabel, ${caseStudiesFeedLabel}, cardButton, cta, "sourceLabel": memberPages.sourceLabel, seo }, "cards": ${publishedCaseStudies} ${caseStudyCard} }`,
);
// A case study, with what every case study says (Customers' document).
const caseStudyPage = defineQuery(
  `{ "page": *[_type == "caseStudy" && slug.current == $slug][0] { _id, _type, title, "slug": slug.current, client, agencyType, "products": products[]->{ _id, _type, name }, "industries": industries[]->{ _id, title, "slug": slug.current }, challenge, whatChanged${richText}, results[] { _key, figure, label, source, date }, quote, image, seo, _createdAt, _updatedAt }, "shared": *[_type == "customersPage"][0] { _id, _type, name, ${caseStudiesFeedLabel}, memberPages, cta } }`,
);
// The cards of the case studies that name one of the pages $pages (product or industry documents, by id), in Customers' order.
const relatedCaseStudies = defineQuery(
  `{ "shared": *[_type == "customersPage"][0] { _id, _type, cardButton, "title": memberPages.relatedTitle, "sourceLabel": memberPages.sourceLabel }, "cards": ${publishedCaseStudies}[count(products[_ref in $pages]) > 0 || count(industries[_ref in $pages]) > 0] ${caseStudyCard} }`,
);

// The case studies' feed: Customers' words for its channel, and the newest published case studies first (by when each was made).
const caseStudyFeed = defineQuery(
  `{ "page": *[_type == "customersPage"][0] { ${caseStudiesFeedLabel}, "description": coalesce(seo.description, hero.lead) }, "items": ${publishedCaseStudies} | order(_createdAt desc) [0...$count] { title, "slug": slug.current, client, agencyType, "products": products[]->name, challenge, _createdAt } }`,
);

/** A link to a page reads the page's `_type` and slug: of the pages, a family member's and a built page's (or its parent's) can change. */
const LINKED_PAGE_TYPES = SLUGGED_PAGE_TYPES;
/** A family's list of members reads its overview's order too. */
const membersOf = (family: FamilyType) => [family, overviewOf(family)];

export const siteQuery = query()("site", site, ["siteSettings", ...FIXED_PAGE_TYPES, ...FAMILY_TYPES, BUILT_PAGE_TYPE]);
export const homePageQuery = query()("homePage", homePage, ["homePage", ...LINKED_PAGE_TYPES]);
export const aboutPageQuery = query()("aboutPage", aboutPage, ["aboutPage"]);
export const contactPageQuery = query()("contactPage", contactPage, ["contactPage"]);
export const resourcesPageQuery = query()("resourcesPage", resourcesPage, ["resourcesPage"]);
export const dccmPageQuery = query()("dccmPage", dccmPage, ["dccmPage"]);
export const paracelsusPageQuery = query()("paracelsusPage", paracelsusPage, ["paracelsusPage", ...membersOf("industry"), ...LINKED_PAGE_TYPES]);
export const whoWeServePageQuery = query()("whoWeServePage", whoWeServePage, membersOf("industry"));
export const lisSolutionsPageQuery = query()("lisSolutionsPage", lisSolutionsPage, membersOf("lisSolution"));
export const industryPageQuery = query<{ slug: string }>()("industryPage", industryPage, [...membersOf("industry"), ...LINKED_PAGE_TYPES]);
export const lisSolutionPageQuery = query<{ slug: string }>()("lisSolutionPage", lisSolutionPage, membersOf("lisSolution"));
/**
 * Rich text reads the type and slug of each page its internal links open: of those, a family member's, a built
 * page's or an article's slug can change. Its links keep their reference (`reference._ref`); an article's tags do not, so an
 * article's answer reads those types whole.
 */
const LINKED_TYPES_WITH_SLUGS = [...LINKED_PAGE_TYPES, ARTICLE_TYPE];

/** The product pages' documents: a case study's card names its products by their short names. */
const PRODUCT_TYPES = PRODUCT_PAGES.map(({ type }) => type);
export const testimonialsQuery = query()("testimonials", testimonials, ["testimonial"], { linksTo: LINKED_TYPES_WITH_SLUGS });
/** A built page by its `_id`: its sections read testimonials, documents, a case study (with its products' names and Customers' words), and links to pages and articles. */
export const builtPageQuery = query<{ id: string }>()(
  "builtPage",
  builtPage,
  [BUILT_PAGE_TYPE, "testimonial", "download", ...membersOf("caseStudy"), ...PRODUCT_TYPES, ...LINKED_TYPES_WITH_SLUGS],
  {
    picksBy: "id",
  },
);
/** A document to take away by its web address, or by one it had: the page of its short form, and its signed link's file. */
export const downloadBySlugQuery = query<{ slug: string }>()("downloadBySlug", downloadBySlug, ["download"], { picksBy: "slug" });
/** Insights `start` (inclusive) to `end` (exclusive), newest first: a page of Resources, or the feed. */
export const insightPageQuery = query<{ start: number; end: number }>()("insightPage", insightPage, ["insight"]);
/** The `count` newest insights, only those with the tag `tag` unless it is null: a built page's latest-insights section. */
export const latestInsightsQuery = query<{ withTag: string | null; count: number }>()("latestInsights", latestInsights, ["insight"]);
/** Up to `count` articles tagged with one of the pages `pages` (document ids), newest first, without the one at `exclude`. */
export const relatedInsightsQuery = query<{ pages: string[]; exclude: string; count: number }>()("relatedInsights", relatedInsights, ["insight"]);
/** Every published article's tags: the topics of Resources. */
export const insightTopicsQuery = query()("insightTopics", insightTopics, ["insight"]);
/** The articles of the topic `topic`, `start` (inclusive) to `end` (exclusive), newest first. */
export const topicInsightPageQuery = query<{ topic: string; start: number; end: number }>()("topicInsightPage", topicInsightPage, ["insight"]);
export const insightBySlugQuery = query<{ slug: string }>()("insightBySlug", insightBySlug, ["insight", ...LINKED_TYPES_WITH_SLUGS], { picksBy: "slug" });
/** What the sitemap needs: each published insight's address and last change. */
export const insightSitemapQuery = query()("insightSitemap", insightSitemap, ["insight"]);
export const privacyPolicyQuery = query()("privacyPolicy", privacyPolicy, ["privacyPolicy"], { linksTo: LINKED_TYPES_WITH_SLUGS });
export const customersPageQuery = query()("customersPage", customersPage, [...membersOf("caseStudy"), ...PRODUCT_TYPES]);
export const caseStudyPageQuery = query<{ slug: string }>()("caseStudyPage", caseStudyPage, [
  ...membersOf("caseStudy"),
  ...PRODUCT_TYPES,
  "industry",
  ...LINKED_TYPES_WITH_SLUGS,
]);
/** The `count` newest published case studies, and Customers' words for the feed's channel (null without Customers). */
export const caseStudyFeedQuery = query<{ count: number }>()("caseStudyFeed", caseStudyFeed, [...membersOf("caseStudy"), ...PRODUCT_TYPES]);
/** The case studies that name one of `pages` (document ids): a product's or an industry's. */
export const relatedCaseStudiesQuery = query<{ pages: string[] }>()("relatedCaseStudies", relatedCaseStudies, [...membersOf("caseStudy"), ...PRODUCT_TYPES]);

/** The answer a query yields. */
type ResultOf<Q> = Q extends { readonly __result?: infer Result } ? Exclude<Result, undefined> : never;

// The names the app uses, derived from the generated results.
export type Testimonial = ResultOf<typeof testimonialsQuery>[number];
export type InsightPage = ResultOf<typeof insightPageQuery>;
export type InsightSummary = InsightPage["items"][number];
export type Insight = NonNullable<ResultOf<typeof insightBySlugQuery>>;
export type InsightSitemapEntry = ResultOf<typeof insightSitemapQuery>[number];
export type PrivacyPolicy = NonNullable<ResultOf<typeof privacyPolicyQuery>>;
export type Tag = NonNullable<Insight["tags"]>[number];
/** Rich text as the queries give it: each internal link with its page (`richText` above); articles, testimonials and the privacy policy alike. */
export type RichText = NonNullable<Insight["portableText"]>;
export type Site = ResultOf<typeof siteQuery>;
export type BuiltPage = NonNullable<ResultOf<typeof builtPageQuery>>;
export type BuiltSection = NonNullable<BuiltPage["sections"]>[number];
export type SiteSettings = NonNullable<Site["settings"]>;
export type RichTextImage = Extract<RichText[number], { _type: "image" }>;
/** Any content image the site shows: an article's, a testimonial photo, or one inside rich text. */
export type SanityImage = Insight["Image"] | NonNullable<SiteSettings["socialImage"]> | Logo | NonNullable<Testimonial["image"]> | RichTextImage;
