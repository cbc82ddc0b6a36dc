/**
 * The content parts of a process, built from its settings: the published
 * content (cached, checked in the background, the embedded export watched for
 * imports) and the content previews read (drafts, uncached), or none when this
 * site cannot preview.
 */
import { statSync, watch } from "node:fs";
import path from "node:path";
import { SwrCache } from "~/caching/answer-cache.server";
import type { Env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { ContentService } from "./content-service.server";
import { loadExportedDataset } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import { SanitySource, type SanitySourceOptions } from "./sanity-source.server";
import type { ContentSource } from "./source.server";

/** The Sanity project as the settings name it (only called when SANITY_PROJECT_ID is set). */
const sanityProject = (env: Env) => ({
  projectId: env.SANITY_PROJECT_ID!,
  dataset: env.SANITY_DATASET,
  timeoutMs: env.SANITY_TIMEOUT_MS,
  apiHost: env.SANITY_API_HOST,
});

export function createContentSource(env: Env): ContentSource {
  if (env.SANITY_PROJECT_ID) return new SanitySource({ ...sanityProject(env), useCdn: env.SANITY_USE_CDN });
  return new EmbeddedSource(loadExportedDataset(embeddedDatasetPath(env)));
}

function embeddedDatasetPath(env: Env): string {
  return path.resolve(env.CONTENT_DIR, "data.ndjson");
}

/** How previews reach Sanity: with the viewer token, past the CDN (it holds only published content). Undefined without a token. */
export function viewerSanityOptions(env: Env): SanitySourceOptions | undefined {
  if (!env.SANITY_PROJECT_ID || !env.SANITY_VIEWER_TOKEN) return undefined;
  return { ...sanityProject(env), useCdn: false, token: env.SANITY_VIEWER_TOKEN };
}

/**
 * The source previews read: drafts over published documents. From Sanity with
 * the viewer token, without the CDN (it serves only published content); from
 * the embedded dataset with its drafts applied. Undefined when Sanity is used
 * without a viewer token: then there is no preview.
 */
export function createPreviewSource(env: Env): ContentSource | undefined {
  if (env.SANITY_PROJECT_ID) {
    const viewer = viewerSanityOptions(env);
    return viewer && new SanitySource({ ...viewer, perspective: "drafts" });
  }
  return new EmbeddedSource(loadExportedDataset(embeddedDatasetPath(env), "drafts"));
}

/**
 * Re-reads the embedded export when its file changed (a content import
 * replaced it). A file that cannot be read or parsed (say, half written)
 * keeps the documents already loaded; the next check tries again.
 */
function embeddedReloader(env: Env, source: EmbeddedSource, perspective?: "drafts"): () => void {
  const file = embeddedDatasetPath(env);
  const stamp = () => {
    try {
      const stat = statSync(file);
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return "missing";
    }
  };
  let loaded = stamp();
  return () => {
    const now = stamp();
    if (now === loaded || now === "missing") return;
    try {
      source.replace(loadExportedDataset(file, perspective));
      loaded = now;
      logger.info({ documents: source.size }, "content export changed: reloaded");
    } catch (error) {
      logger.error({ err: error }, "content export changed but could not be read: keeping the documents loaded before");
    }
  };
}

/** Seconds between background checks of every answer (at least one, also when the cache TTL is 0). */
export function contentCheckIntervalMs(env: Env): number {
  return Math.max(1, env.CONTENT_CACHE_TTL_SECONDS) * 1000;
}

export type SiteContent = {
  published: ContentService;
  /** Null when this site cannot preview (Sanity without a viewer token). */
  preview: ContentService | null;
  /** Starts the background checks; returns what stops them. */
  watch(): () => void;
};

export function createContent(env: Env): SiteContent {
  const source = createContentSource(env);
  const reloadSource = source instanceof EmbeddedSource ? embeddedReloader(env, source) : undefined;
  const published: ContentService = new ContentService(
    source,
    new SwrCache({
      ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
      onRefreshError: (key, error) => {
        published.sourceFailed();
        logger.warn({ key, err: error }, "content refresh failed: serving the last good answer");
      },
    }),
    { deadlineMs: env.SANITY_TIMEOUT_MS, ...(reloadSource ? { reloadSource } : {}) },
  );
  const previewSource = createPreviewSource(env);
  const reloadPreview = previewSource instanceof EmbeddedSource ? embeddedReloader(env, previewSource, "drafts") : undefined;
  const preview = previewSource
    ? new ContentService(previewSource, undefined, { deadlineMs: env.SANITY_TIMEOUT_MS, ...(reloadPreview ? { reloadSource: reloadPreview } : {}) })
    : null;
  return { published, preview, watch: () => startBackgroundChecks(env, published, reloadSource !== undefined) };
}

/**
 * Pages kept by the render cache run no loaders, so content is checked here:
 * every answer fetched again each CONTENT_CACHE_TTL_SECONDS, and the embedded
 * export watched so an import shows at once.
 */
function startBackgroundChecks(env: Env, content: ContentService, embedded: boolean): () => void {
  let running = false;
  let again = false;
  const check = () => {
    // One check at a time; a change noticed during one gets a check of its own after it.
    if (running) {
      again = true;
      return;
    }
    running = true;
    content
      .refreshAll()
      .catch((error: unknown) => logger.warn({ err: error }, "content check failed"))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          check();
        }
      });
  };
  const timer = setInterval(check, contentCheckIntervalMs(env));
  timer.unref();
  const watchers: Array<{ close(): void }> = [];
  const stop = () => {
    clearInterval(timer);
    for (const watcher of watchers) watcher.close();
  };
  if (!embedded) return stop;
  // The export file replaced in place, or (as `npm run content:import` does) the whole content
  // directory renamed into place: watch the directory and its parent.
  const contentDir = path.dirname(embeddedDatasetPath(env));
  const watched: Array<[string, string]> = [
    [contentDir, "data.ndjson"],
    [path.dirname(contentDir), path.basename(contentDir)],
  ];
  for (const [dir, name] of watched) {
    try {
      const watcher = watch(dir, (_event, changed) => {
        if (changed === name) setTimeout(check, 50).unref();
      });
      watcher.unref();
      watchers.push(watcher);
      watcher.on("error", (error) => logger.warn({ err: error, dir }, "cannot watch for content imports: checking on schedule only"));
    } catch (error) {
      logger.warn({ err: error, dir }, "cannot watch for content imports: checking on schedule only");
    }
  }
  return stop;
}
