/**
 * Every GROQ query the site runs (spec section 7), in one place. The same
 * strings run against Sanity's API and against the embedded dataset.
 */
import type { Insight, InsightSitemapEntry, InsightSummary, PrivacyPolicy, Testimonial } from "./types";

/** A typed query: the GROQ string, and the result type it yields. */
export type Query<Result, Params extends Record<string, unknown> = Record<string, never>> = {
  name: string;
  groq: string;
  /** Phantom fields: carry the types, never read. */
  readonly __result?: Result;
  readonly __params?: Params;
};

function query<Result, Params extends Record<string, unknown> = Record<string, never>>(
  name: string,
  groq: string,
): Query<Result, Params> {
  return { name, groq: groq.replace(/\s+/g, " ").trim() };
}

// Shared projections.
const insightFields = /* groq */ `_id, Title, Author, Date, Image, portableText, slug`;
const publishedInsights = /* groq */ `_type == "insight" && defined(slug.current)`;

export const testimonialsQuery = query<Testimonial[]>(
  "testimonials",
  /* groq */ `*[_type == "testimonial"] | order(_createdAt asc) { _id, name, position, image, content }`,
);

export const insightsQuery = query<InsightSummary[]>(
  "insights",
  /* groq */ `*[${publishedInsights}] | order(Date desc) { ${insightFields} }`,
);

export const insightBySlugQuery = query<Insight | null, { slug: string }>(
  "insightBySlug",
  /* groq */ `*[${publishedInsights} && slug.current == $slug][0] { ${insightFields}, tags }`,
);

/** What the sitemap needs: each published insight's address and last change. */
export const insightSitemapQuery = query<InsightSitemapEntry[]>(
  "insightSitemap",
  /* groq */ `*[${publishedInsights}] | order(Date desc) { "slug": slug.current, Date, _updatedAt }`,
);

export const privacyPolicyQuery = query<PrivacyPolicy | null>(
  "privacyPolicy",
  /* groq */ `*[_type == "privacyPolicy"][0] { title, body }`,
);
