/**
 * Every GROQ query the site runs (spec section 7), in one place. The same
 * strings run against Sanity's API and against the embedded dataset.
 *
 * Their result types are generated from the Studio's schema (studio/) by
 * `npm run content:types` into ./sanity.types.ts; a test fails when the
 * schema, these queries and the committed types drift apart.
 */
import { defineQuery } from "groq";
import type {
  InsightBySlugResult,
  InsightSitemapResult,
  InsightsResult,
  PrivacyPolicyResult,
  RichText as GeneratedRichText,
  TestimonialsResult,
} from "./sanity.types";

/** A typed query: the GROQ string, and the result type it yields. */
export type Query<Result, Params extends Record<string, unknown> = Record<string, never>> = {
  name: string;
  groq: string;
  /** The document types its answer is made of: a change to another type cannot change it. */
  types: readonly string[];
  /** Phantom fields: carry the types, never read. */
  readonly __result?: Result;
  readonly __params?: Params;
};

function query<Result, Params extends Record<string, unknown> = Record<string, never>>(
  name: string,
  groq: string,
  types: readonly string[],
): Query<Result, Params> {
  return { name, groq: groq.replace(/\s+/g, " ").trim(), types };
}

// Shared projections.
const insightFields = /* groq */ `_id, Title, Author, Date, Image, portableText, slug`;
const publishedInsights = /* groq */ `_type == "insight" && defined(slug.current)`;

// The GROQ itself, where the type generator finds it: each name gives its
// result type (`insights` -> `InsightsResult`).
const testimonials = defineQuery(
  `*[_type == "testimonial"] | order(_createdAt asc) { _id, name, position, image, content }`,
);
const insights = defineQuery(`*[${publishedInsights}] | order(Date desc) { ${insightFields} }`);
const insightBySlug = defineQuery(`*[${publishedInsights} && slug.current == $slug][0] { ${insightFields}, tags }`);
const insightSitemap = defineQuery(
  `*[${publishedInsights}] | order(Date desc) { "slug": slug.current, Date, _updatedAt }`,
);
const privacyPolicy = defineQuery(`*[_type == "privacyPolicy"][0] { title, body }`);

export const testimonialsQuery = query<TestimonialsResult>("testimonials", testimonials, ["testimonial"]);
export const insightsQuery = query<InsightsResult>("insights", insights, ["insight"]);
export const insightBySlugQuery = query<InsightBySlugResult, { slug: string }>("insightBySlug", insightBySlug, ["insight"]);
/** What the sitemap needs: each published insight's address and last change. */
export const insightSitemapQuery = query<InsightSitemapResult>("insightSitemap", insightSitemap, ["insight"]);
export const privacyPolicyQuery = query<PrivacyPolicyResult>("privacyPolicy", privacyPolicy, ["privacyPolicy"]);

// The names the app uses, derived from the generated results.
export type Testimonial = TestimonialsResult[number];
export type InsightSummary = InsightsResult[number];
export type Insight = NonNullable<InsightBySlugResult>;
export type InsightSitemapEntry = InsightSitemapResult[number];
export type PrivacyPolicy = NonNullable<PrivacyPolicyResult>;
export type Tag = NonNullable<Insight["tags"]>[number];
export type RichText = GeneratedRichText;
export type RichTextImage = Extract<RichText[number], { _type: "image" }>;
/** Any content image the site shows: an article's, a testimonial photo, or one inside rich text. */
export type SanityImage =
  | Insight["Image"]
  | NonNullable<Testimonial["image"]>
  | RichTextImage;
