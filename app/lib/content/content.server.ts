/**
 * The site's one door to content: picks the source from the environment,
 * runs the typed queries through the stale-while-revalidate cache.
 */
import path from "node:path";
import { data } from "react-router";
import { CACHE_NONE } from "~/lib/http";
import { getEnv, type Env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { loadExportedDataset } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import {
  insightBySlugQuery,
  insightSitemapQuery,
  insightsQuery,
  privacyPolicyQuery,
  testimonialsQuery,
  type Query,
} from "./queries";
import { SanitySource } from "./sanity-source.server";
import type { ContentSource } from "./source.server";
import { SwrCache } from "./swr-cache.server";
import { withDeadline } from "~/lib/deadline";

export function createContentSource(env: Env): ContentSource {
  if (env.SANITY_PROJECT_ID) {
    return new SanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      useCdn: env.SANITY_USE_CDN,
      timeoutMs: env.SANITY_TIMEOUT_MS,
      apiHost: env.SANITY_API_HOST,
    });
  }
  return new EmbeddedSource(loadExportedDataset(path.resolve(env.CONTENT_DIR, "data.ndjson")));
}

/**
 * The source previews read: drafts over published documents. From Sanity with
 * the viewer token, without the CDN (it serves only published content); from
 * the embedded dataset with its drafts applied. Undefined when Sanity is used
 * without a viewer token: then there is no preview.
 */
export function createPreviewSource(env: Env): ContentSource | undefined {
  if (env.SANITY_PROJECT_ID) {
    if (!env.SANITY_VIEWER_TOKEN) return undefined;
    return new SanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      useCdn: false,
      timeoutMs: env.SANITY_TIMEOUT_MS,
      apiHost: env.SANITY_API_HOST,
      token: env.SANITY_VIEWER_TOKEN,
      perspective: "drafts",
    });
  }
  return new EmbeddedSource(loadExportedDataset(path.resolve(env.CONTENT_DIR, "data.ndjson"), "drafts"));
}

/** Seconds a visitor is asked to wait when content cannot be had at all. */
export const CONTENT_RETRY_AFTER_SECONDS = 30;

/**
 * The answer when the content source fails and there is no earlier answer to
 * fall back on: an honest 503 with Retry-After, rendered by the error boundary.
 */
function contentUnavailable(): never {
  throw data("Content is temporarily unavailable.", {
    status: 503,
    headers: { "Retry-After": String(CONTENT_RETRY_AFTER_SECONDS), "Cache-Control": CACHE_NONE },
  });
}

export class ContentService {
  constructor(
    readonly source: ContentSource,
    /** Absent for previews: drafts change by the keystroke and are never kept where the public reads. */
    private readonly cache: SwrCache | undefined,
    /** The longest a page waits for a content answer it has never had. */
    private readonly deadlineMs = 10_000,
  ) {}

  async run<R, P extends Record<string, unknown>>(query: Query<R, P>, params?: P): Promise<R> {
    const key = params ? `${query.name}:${JSON.stringify(params)}` : query.name;
    const load = () => withDeadline(this.source.fetch<R>(query.groq, params), this.deadlineMs, "the content source");
    try {
      return await (this.cache ? this.cache.get(key, load) : load());
    } catch (error) {
      logger.error({ query: query.name, err: error }, "content unavailable");
      return contentUnavailable();
    }
  }

  testimonials() {
    return this.run(testimonialsQuery).then((list) => list ?? []);
  }

  insights() {
    return this.run(insightsQuery).then((list) => list ?? []);
  }

  insight(slug: string) {
    return this.run(insightBySlugQuery, { slug });
  }

  insightSitemap() {
    return this.run(insightSitemapQuery).then((list) => list ?? []);
  }

  privacyPolicy() {
    return this.run(privacyPolicyQuery);
  }

  /** After a publish: every cached answer is fetched again, so the next request shows the change. */
  async refreshAll(): Promise<void> {
    await this.cache?.refreshAll();
  }
}

let service: ContentService | undefined;

export function getContent(): ContentService {
  if (!service) {
    const env = getEnv();
    service = new ContentService(
      createContentSource(env),
      new SwrCache({
        ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
        onRefreshError: (key, error) =>
          logger.warn({ key, err: error }, "content refresh failed: serving the last good answer"),
      }),
      env.SANITY_TIMEOUT_MS,
    );
  }
  return service;
}

let previewService: ContentService | null | undefined;

/** The content previews read (drafts, uncached), or null when this site cannot preview. */
export function getPreviewContent(): ContentService | null {
  if (previewService === undefined) {
    const env = getEnv();
    const source = createPreviewSource(env);
    previewService = source ? new ContentService(source, undefined, env.SANITY_TIMEOUT_MS) : null;
  }
  return previewService;
}

/**
 * The content for one request: drafts when the request is a preview (decided
 * per request from its signed cookie, see app/lib/preview), published content
 * through the cache otherwise. Nothing about a preview is kept between requests.
 */
export function contentFor(context: { preview?: boolean } | undefined): ContentService {
  return (context?.preview && getPreviewContent()) || getContent();
}
