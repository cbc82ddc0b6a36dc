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
import type { RichText as GeneratedRichText } from "./sanity.types";

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
  /** For a query that answers one document: the parameter that picks it (a change to another document cannot change it). */
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
  ): Query<SanityQueries[G], Params> => ({ name, groq: groq.replace(/\s+/g, " ").trim(), types, ...(picksBy ? { picksBy } : {}) });
}

// Shared projections.
const insightFields = /* groq */ `_id, Title, Author, Date, Image, portableText, slug`;
const publishedInsights = /* groq */ `_type == "insight" && defined(slug.current)`;

// The GROQ itself, where the type generator finds it: each name gives its
// result type (`insightPage` -> `InsightPageResult`).
const testimonials = defineQuery(
  `*[_type == "testimonial"] | order(_createdAt asc) { _id, name, position, image, content }`,
);
// A page of the list of insights, newest first, with the total for the links to other pages. Each card
// needs only the first text block (its excerpt), not the whole body.
const insightPage = defineQuery(
  `{ "total": count(*[${publishedInsights}]), "items": *[${publishedInsights}] | order(Date desc) [$start...$end] { _id, Title, Author, Date, Image, slug, "firstBlock": portableText[_type == "block"][0] } }`,
);
const insightBySlug = defineQuery(`*[${publishedInsights} && slug.current == $slug][0] { ${insightFields}, tags }`);
const insightSitemap = defineQuery(
  `*[${publishedInsights}] | order(Date desc) { "slug": slug.current, Date, _updatedAt }`,
);
const privacyPolicy = defineQuery(`*[_type == "privacyPolicy"][0] { title, body }`);

export const testimonialsQuery = query()("testimonials", testimonials, ["testimonial"]);
/** Insights `start` (inclusive) to `end` (exclusive), newest first: a page of Resources, or the feed. */
export const insightPageQuery = query<{ start: number; end: number }>()("insightPage", insightPage, ["insight"]);
export const insightBySlugQuery = query<{ slug: string }>()("insightBySlug", insightBySlug, ["insight"], "slug");
/** What the sitemap needs: each published insight's address and last change. */
export const insightSitemapQuery = query()("insightSitemap", insightSitemap, ["insight"]);
export const privacyPolicyQuery = query()("privacyPolicy", privacyPolicy, ["privacyPolicy"]);

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
export type RichText = GeneratedRichText;
export type RichTextImage = Extract<RichText[number], { _type: "image" }>;
/** Any content image the site shows: an article's, a testimonial photo, or one inside rich text. */
export type SanityImage =
  | Insight["Image"]
  | NonNullable<Testimonial["image"]>
  | RichTextImage;
