/**
 * The site's one door to content: picks the source from the environment,
 * runs the typed queries through the stale-while-revalidate cache.
 */
import path from "node:path";
import { getEnv, type Env } from "~/lib/env.server";
import { loadExportedDataset } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import {
  insightBySlugQuery,
  insightsQuery,
  privacyPolicyQuery,
  testimonialsQuery,
  type Query,
} from "./queries";
import { SanitySource } from "./sanity-source.server";
import type { ContentSource } from "./source.server";
import { SwrCache } from "./swr-cache.server";

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

export class ContentService {
  constructor(
    readonly source: ContentSource,
    private readonly cache: SwrCache,
  ) {}

  run<R, P extends Record<string, unknown>>(query: Query<R, P>, params?: P): Promise<R> {
    const key = params ? `${query.name}:${JSON.stringify(params)}` : query.name;
    return this.cache.get(key, () => this.source.fetch<R>(query.groq, params));
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

  privacyPolicy() {
    return this.run(privacyPolicyQuery);
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
          console.error(`content: refresh of ${key} failed, serving last good answer:`, error),
      }),
    );
  }
  return service;
}
