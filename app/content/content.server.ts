/**
 * The content parts of a process, built from its settings: the published
 * content (cached, checked in the background, the embedded export watched for
 * imports) and the content previews read (drafts, uncached), or none when this
 * site cannot preview.
 */
import { watch } from "node:fs";
import path from "node:path";
import { SwrCache } from "~/caching/answer-cache.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { ContentService } from "./content-service.server";
import { EmbeddedDataset, type DatasetDocuments } from "./embedded-dataset.server";
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

/** The published source; for the embedded dataset, its published documents (read from the file, or the kept copy). */
export function createContentSource(env: Env, log: Logger, dataset?: OpenedDataset): ContentSource {
  if (env.SANITY_PROJECT_ID) return new SanitySource({ ...sanityProject(env), useCdn: env.SANITY_USE_CDN });
  return new EmbeddedSource((dataset ?? openDataset(env, log)).documents.published);
}

type OpenedDataset = { dataset: EmbeddedDataset; documents: DatasetDocuments };

/** Throws, naming the file and the line, when neither the file nor a kept copy can be read. */
function openDataset(env: Env, log: Logger): OpenedDataset {
  const dataset = new EmbeddedDataset(env, log);
  return { dataset, documents: dataset.open() };
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
export function createPreviewSource(env: Env, log: Logger, dataset?: OpenedDataset): ContentSource | undefined {
  if (env.SANITY_PROJECT_ID) {
    const viewer = viewerSanityOptions(env);
    return viewer && new SanitySource({ ...viewer, perspective: "drafts" });
  }
  return new EmbeddedSource((dataset ?? openDataset(env, log)).documents.drafts);
}

/**
 * Re-reads the embedded export when its file changed (a content import
 * replaced it) into both sources at once. A file that cannot be read or parsed
 * (say, half written, or a typo) or lacks what every page needs keeps the
 * documents already loaded and counts as a source failure once at every check
 * (every CONTENT_CACHE_TTL_SECONDS) until it is fixed.
 */
function embeddedReloader(dataset: EmbeddedDataset, sources: EmbeddedSource[], failed: () => void): () => void {
  return () => {
    const documents = dataset.reload();
    if (documents) {
      const [published, preview] = sources;
      published?.replace(documents.published);
      preview?.replace(documents.drafts);
    }
    if (dataset.problem !== undefined) failed();
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

export function createContent(env: Env, log: Logger): SiteContent {
  const opened = env.SANITY_PROJECT_ID ? undefined : openDataset(env, log);
  const source = createContentSource(env, log, opened);
  const previewSource = createPreviewSource(env, log, opened);
  const embeddedSources = [source, previewSource].filter((s): s is EmbeddedSource => s instanceof EmbeddedSource);
  // Previews reload through the same dataset; only the published content's checks count the file's failures.
  let reportFailure = () => {};
  const reloadSource = opened ? embeddedReloader(opened.dataset, embeddedSources, () => reportFailure()) : undefined;
  const published: ContentService = new ContentService(
    source,
    new SwrCache({
      ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
      onRefreshError: (key, error) => {
        published.sourceFailed();
        log.warn({ key, err: error }, "content refresh failed: serving the last good answer");
      },
    }),
    {
      log,
      deadlineMs: env.SANITY_TIMEOUT_MS,
      ...(reloadSource ? { reloadSource } : {}),
      ...(opened ? { staleForMs: (now: number) => opened.dataset.staleForMs(now), servesLastGoodCopy: () => opened.dataset.problem !== undefined } : {}),
    },
  );
  reportFailure = () => published.sourceFailed();
  const preview = previewSource
    ? new ContentService(previewSource, undefined, {
        log,
        deadlineMs: env.SANITY_TIMEOUT_MS,
        ...(opened ? { reloadSource: embeddedReloader(opened.dataset, embeddedSources, () => {}) } : {}),
      })
    : null;
  return {
    published,
    preview,
    watch: () => {
      // A file that could not be read at start-up counts at once, before the first check.
      if (opened?.dataset.problem !== undefined) published.sourceFailed();
      return startBackgroundChecks(env, published, opened !== undefined, log);
    },
  };
}

/**
 * Pages kept by the render cache run no loaders, so content is checked here:
 * every answer fetched again each CONTENT_CACHE_TTL_SECONDS, and the embedded
 * export watched so an import shows at once.
 */
function startBackgroundChecks(env: Env, content: ContentService, embedded: boolean, log: Logger): () => void {
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
      .catch((error: unknown) => log.warn({ err: error }, "content check failed"))
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
  const contentDir = path.resolve(env.CONTENT_DIR);
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
      watcher.on("error", (error) => log.warn({ err: error, dir }, "cannot watch for content imports: checking on schedule only"));
    } catch (error) {
      log.warn({ err: error, dir }, "cannot watch for content imports: checking on schedule only");
    }
  }
  return stop;
}
