/**
 * Every GROQ query the site runs, in one place. The same
 * strings run against Sanity's API and against the embedded dataset.
 *
 * Their result types are generated from the Studio's schema (studio/) by
 * `npm run content:types` into ./sanity.types.ts; a test fails when the
 * schema, these queries and the committed types drift apart.
 */
import type { SanityQueries } from "@sanity/client";
import { defineQuery } from "groq";
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
  /** Phantom fields: carry the types, never read. */
  readonly __result?: Result;
  readonly __params?: Params;
};

function query<Params extends Record<string, unknown> = Record<string, never>>() {
  return <G extends keyof SanityQueries & string>(
    name: string,
    groq: G,
    types: readonly string[],
    picksBy?: keyof Params & string,
  // Equivalent mutant next-line MethodExpression → groq.replace(/\s+/g, " "): GROQ ignores white space around a query: the answers are the same.
  // Equivalent mutant next-line Regex → /\s/g: GROQ ignores runs of white space: the answers are the same.
  ): Query<SanityQueries[G], Params> => ({ name, groq: groq.replace(/\s+/g, " ").trim(), types, ...(picksBy ? { picksBy } : {}) });
}

// Shared projections.
// A link to a page, as the page tree needs it to make the address (app/pages/tree.ts `pathOf`).
const pageRef = /* groq */ `{ _type, "slug": slug.current }`;
// Rich text with each internal link's page dereferenced (its type and slug; null when it is not published),
// so the renderer makes its address from the page tree, as it does for every other link to a page.
const richText = /* groq */ `[]{ ..., _type == "block" => { markDefs[]{ ..., _type == "internalLink" => { "page": reference->${pageRef} } } } }`;
const insightFields = /* groq */ `_id, Title, Author, Date, Image, portableText${richText}, slug`;
const publishedInsights = /* groq */ `_type == "insight" && defined(slug.current)`;

// The GROQ itself, where the type generator finds it: each name gives its
// result type (`insightPage` -> `InsightPageResult`).
const testimonials = defineQuery(
  `*[_type == "testimonial"] | order(_createdAt asc) { _id, name, position, content${richText}, image }`,
);
// A page of the list of insights, newest first, with the total for the links to other pages. Each card
// needs only the first text block (its excerpt), not the whole body.
const insightPage = defineQuery(
  `{ "total": count(*[${publishedInsights}]), "items": *[${publishedInsights}] | order(Date desc) [$start...$end] { _id, Title, Author, Date, Image, slug, "firstBlock": portableText[_type == "block"][0] } }`,
);
const insightBySlug = defineQuery(`*[${publishedInsights} && slug.current == $slug][0] { ${insightFields}, tags[]{ _key, label, value, "page": page->${pageRef} } }`);
const insightSitemap = defineQuery(
  `*[${publishedInsights}] | order(Date desc) { "slug": slug.current, Date, _updatedAt }`,
);
const privacyPolicy = defineQuery(`*[_type == "privacyPolicy"][0] { title, body${richText} }`);

const link = /* groq */ `{ label, "page": page->${pageRef} }`;
const menu = /* groq */ `{ _key, label, "page": page->${pageRef}, links[]${link}, listPages }`;
const member = /* groq */ `{ _id, title, "slug": slug.current, formerSlugs, _updatedAt }`;
// Published members of a family of pages: first in the order of the overview's list (dragged in the Studio),
// then any not listed, oldest first; a listed page that is not published is left out.
const publishedIndustries = /* groq */ `[...*[_type == "whoWeServePage"][0].order[]->, ...*[_type == "industry" && !(_id in coalesce(*[_type == "whoWeServePage"][0].order[]._ref, []))] | order(_createdAt asc)][_type == "industry" && defined(slug.current)]`;
const publishedLisSolutions = /* groq */ `[...*[_type == "lisSolutionsPage"][0].order[]->, ...*[_type == "lisSolution" && !(_id in coalesce(*[_type == "lisSolutionsPage"][0].order[]._ref, []))] | order(_createdAt asc)][_type == "lisSolution" && defined(slug.current)]`;
const card = /* groq */ `{ _id, title, "slug": slug.current, icon, summary }`;

// What every page shows (header, footer, breadcrumbs, defaults), and what tells which addresses are pages.
const site = defineQuery(
  `{ "settings": *[_type == "siteSettings"][0] { name, legalName, phone, email, supportHours, headquarters, mailing, social[] { _key, network, url }, demoButton, newTabHint, mainMenu[]${menu}, paracelsusMenu[]${menu}, footerBrandHeading, footerBlurb, footerColumns[] { _key, heading, links[]${link} }, footerContactHeading, footerHoursLabel, rightsNotice, description, socialImage }, "names": *[_type in ["homePage", "aboutPage", "contactPage", "resourcesPage", "privacyPolicy", "dccmPage", "paracelsusPage", "whoWeServePage", "lisSolutionsPage"]] { _type, name }, "dccmMenu": *[_type == "dccmPage"][0].menu, "industries": ${publishedIndustries} ${member}, "lisSolutions": ${publishedLisSolutions} ${member} }`,
);
const homePage = defineQuery(
  `*[_type == "homePage"][0] { _id, _type, hero, solutionsButton, highlights, about { heading, link${link}, strengths }, solutions { heading, cards[] { _key, icon, audience, title, text, points, link${link} } }, seo }`,
);
const aboutPage = defineQuery(`*[_type == "aboutPage"][0] { _id, _type, hero, team, story, impact, seo }`);
const contactPage = defineQuery(`*[_type == "contactPage"][0] { _id, _type, hero, otherWays, seo }`);
// articleCta: the closing band every article ends with (app/routes/insight.tsx).
const resourcesPage = defineQuery(`*[_type == "resourcesPage"][0] { _id, _type, title, intro, empty, articleCta, seo }`);
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
const lisSolutionPage = defineQuery(
  `{ "page": *[_type == "lisSolution" && slug.current == $slug][0] { _id, _type, title, "slug": slug.current, icon, summary, lead, challenge, capabilities, outcomes, seo }, "shared": *[_type == "lisSolutionsPage"][0] { _id, _type, memberPages } }`,
);

/** The fixed pages' documents: the site query reads their names. (A link reads the `_type` and slug of the page it opens: of the types here, only an industry's or LIS solution's slug can change.) */
const PAGE_DOCUMENT_TYPES = ["homePage", "aboutPage", "contactPage", "resourcesPage", "privacyPolicy", "dccmPage", "paracelsusPage", "whoWeServePage", "lisSolutionsPage"];

export const siteQuery = query()("site", site, ["siteSettings", ...PAGE_DOCUMENT_TYPES, "industry", "lisSolution"]);
export const homePageQuery = query()("homePage", homePage, ["homePage", "industry", "lisSolution"]);
export const aboutPageQuery = query()("aboutPage", aboutPage, ["aboutPage"]);
export const contactPageQuery = query()("contactPage", contactPage, ["contactPage"]);
export const resourcesPageQuery = query()("resourcesPage", resourcesPage, ["resourcesPage"]);
export const dccmPageQuery = query()("dccmPage", dccmPage, ["dccmPage"]);
export const paracelsusPageQuery = query()("paracelsusPage", paracelsusPage, ["paracelsusPage", "whoWeServePage", "industry", "lisSolution"]);
export const whoWeServePageQuery = query()("whoWeServePage", whoWeServePage, ["whoWeServePage", "industry"]);
export const lisSolutionsPageQuery = query()("lisSolutionsPage", lisSolutionsPage, ["lisSolutionsPage", "lisSolution"]);
export const industryPageQuery = query<{ slug: string }>()("industryPage", industryPage, ["industry", "whoWeServePage", "lisSolution"]);
export const lisSolutionPageQuery = query<{ slug: string }>()("lisSolutionPage", lisSolutionPage, ["lisSolution", "lisSolutionsPage"]);

/** Rich text reads the type and slug of each page its internal links open: of those, an industry's, LIS solution's or article's slug can change. */
const LINKED_TYPES_WITH_SLUGS = ["industry", "lisSolution", "insight"];

export const testimonialsQuery = query()("testimonials", testimonials, ["testimonial", ...LINKED_TYPES_WITH_SLUGS]);
/** Insights `start` (inclusive) to `end` (exclusive), newest first: a page of Resources, or the feed. */
export const insightPageQuery = query<{ start: number; end: number }>()("insightPage", insightPage, ["insight"]);
export const insightBySlugQuery = query<{ slug: string }>()("insightBySlug", insightBySlug, ["insight", ...LINKED_TYPES_WITH_SLUGS], "slug");
/** What the sitemap needs: each published insight's address and last change. */
// Equivalent mutant next-line StringLiteral → "": The name is only the answer's cache key and read-tracking key, unique either way.
export const insightSitemapQuery = query()("insightSitemap", insightSitemap, ["insight"]);
export const privacyPolicyQuery = query()("privacyPolicy", privacyPolicy, ["privacyPolicy", ...LINKED_TYPES_WITH_SLUGS]);

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
export type SiteSettings = NonNullable<Site["settings"]>;
export type RichTextImage = Extract<RichText[number], { _type: "image" }>;
/** Any content image the site shows: an article's, a testimonial photo, or one inside rich text. */
export type SanityImage =
  | Insight["Image"]
  | NonNullable<SiteSettings["socialImage"]>
  | Logo
  | NonNullable<Testimonial["image"]>
  | RichTextImage;
