/**
 * The site's one door to content: runs the typed queries through the answer
 * cache (none for previews: drafts change by the keystroke), keeps a content
 * revision that moves whenever an answer changes, and tells listeners which
 * answers changed, so kept pages built from them are dropped.
 */
import { data } from "react-router";
import { recordContentRead, untracked } from "~/caching/content-reads.server";
import type { SwrCache } from "~/caching/answer-cache.server";
import { withDeadline } from "~/lib/deadline";
import { CACHE_NONE } from "~/lib/http";
import type { Logger } from "~/lib/logger.server";
import { insightBySlugQuery, insightSitemapQuery, insightPageQuery, privacyPolicyQuery, siteQuery, testimonialsQuery, type Query } from "./queries";
import { applySlugRule } from "./slug-rule";
import type { ContentSource } from "./source.server";
import { isSlug } from "~/lib/slugs";

/** `answer` holds the document `id` (as `_id`) or a reference to it (`_ref`); any answer does when the id is unknown. */
function holdsReference(answer: unknown, id: unknown): boolean {
  if (typeof id !== "string") return true;
  if (answer === null || typeof answer !== "object") return false;
  if (Array.isArray(answer)) return answer.some((item) => holdsReference(item, id));
  const record = answer as Record<string, unknown>;
  return record._ref === id || record._id === id || Object.values(record).some((value) => holdsReference(value, id));
}

/** Called with the keys whose answers changed (or were dropped) when the revision moves. */
export type ContentChangeListener = (changedKeys: ReadonlySet<string>) => void;

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

export type ContentServiceOptions = {
  /** Where a failed answer, a left-out document or a failed listener is reported. */
  log: Logger;
  /** The longest a page waits for a content answer it has never had. */
  deadlineMs?: number;
  /** Read again before each refresh of every answer: a content import replaces the embedded export. */
  reloadSource?: () => void;
  /** How long ago the source's own data was last known good, when it is older than the answers (the embedded file cannot be read). */
  staleForMs?: (now: number) => number;
  /** True while the source serves a last good copy of its data because the current one is not good (the embedded file). */
  servesLastGoodCopy?: () => boolean;
};

/** What a publish webhook says of the document that changed (its projection: `{_id, _type, "slug": slug.current}`). */
export type ChangedDocument = { _id?: unknown; _type?: unknown; slug?: unknown };

export class ContentService {
  private currentRevision = 0;
  /** How each key the site has read was asked for, so a change can be matched to the answers it touches. */
  private readonly asked = new Map<string, { query: Query<unknown, Record<string, unknown>>; params: Record<string, unknown> | undefined }>();
  /** The published slugs, as a set, for the sitemap answer they were read from. */
  private slugs: { from: unknown; set: ReadonlySet<string> } | undefined;
  private readonly listeners = new Set<ContentChangeListener>();
  private readonly sourceErrorListeners = new Set<() => void>();
  private readonly deadlineMs: number;

  constructor(
    readonly source: ContentSource,
    /** Absent for previews: drafts change by the keystroke and are never kept where the public reads. */
    private readonly cache: SwrCache | undefined,
    private readonly options: ContentServiceOptions,
  ) {
    this.deadlineMs = options.deadlineMs ?? 10_000;
    if (cache) cache.onChange = (key) => this.changed(key);
  }

  /** Moves whenever a refresh returns an answer different from the one before. */
  get revision(): number {
    return this.currentRevision;
  }

  /** Calls `listener` after every revision change; returns the unsubscribe. */
  onChange(listener: ContentChangeListener | (() => void)): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` each time the source fails to answer (a page's query or a background refresh). */
  onSourceError(listener: () => void): () => void {
    this.sourceErrorListeners.add(listener);
    return () => this.sourceErrorListeners.delete(listener);
  }

  sourceFailed(): void {
    for (const listener of this.sourceErrorListeners) listener();
  }

  /** How long ago the oldest answer being served came from the source (or the source's data was last good); 0 before any. */
  contentAgeMs(now = Date.now()): number {
    const oldest = this.cache?.oldestFetchedAt();
    const answers = oldest === undefined ? 0 : Math.max(0, now - oldest);
    return Math.max(answers, this.options.staleForMs?.(now) ?? 0);
  }

  /** True while the site serves the last good copy of the embedded dataset because its file is not good: readiness and metrics say so. */
  servesLastGoodCopy(): boolean {
    return this.options.servesLastGoodCopy?.() ?? false;
  }

  /**
   * A key's answer changed: the revision moves and listeners hear of it in
   * the same turn, so the next request sees the new answer, not a page built
   * from the old one.
   */
  changed(key: string): void {
    this.currentRevision += 1;
    const changes: ReadonlySet<string> = new Set([key]);
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch (error) {
        this.options.log.error({ err: error }, "content change listener failed");
      }
    }
  }

  /**
   * Fetches every answer the site has asked for again (re-reading the
   * embedded export first) and resolves when all are current: the next
   * request sees current content. Called on a schedule and by the publish
   * webhook.
   */
  async refreshAll(options: { fresh?: boolean } = {}): Promise<void> {
    this.options.reloadSource?.();
    await this.cache?.refreshAll(options);
  }

  /**
   * Fetches again only the answers a changed document can touch: those of
   * queries that read its type, of a query for one document (by slug or id)
   * only the one it is, or was, the answer of, and of a query that only links to
   * its type only those holding a reference to it. Without a type,
   * everything.
   */
  async refreshDocument(document: ChangedDocument, options: { fresh?: boolean } = {}): Promise<void> {
    if (typeof document._type !== "string") return this.refreshAll(options);
    this.options.reloadSource?.();
    if (!this.cache) return;
    const touched: string[] = [];
    for (const [key, { query, params }] of this.asked) {
      const answer = this.cache.peek(key) as { _id?: unknown } | null | undefined;
      if (!query.types.includes(document._type)) {
        if (query.linksTo?.includes(document._type) && (answer === undefined || holdsReference(answer, document._id))) touched.push(key);
        continue;
      }
      // Stryker disable next-line OptionalChaining: A query that picks by a parameter is always run with its parameters.
      const picked = query.picksBy && document._type === query.types[0] && params?.[query.picksBy];
      // A query for one document by id (a built page's) picks it by the document's _id; by slug, by its slug.
      const own = query.picksBy === "id" ? document._id : (document as Record<string, unknown>)[query.picksBy!];
      const mine = !picked || own === picked || answer?._id === document._id;
      if (mine) touched.push(key);
    }
    await this.cache.refresh(touched, options);
  }

  async run<R, P extends Record<string, unknown>>(query: Query<R, P>, params?: P): Promise<R> {
    const key = params ? `${query.name}:${JSON.stringify(params)}` : query.name;
    recordContentRead(key);
    // Stryker disable next-line LogicalOperator: Only records how a key was asked, for refreshDocument(); without a cache nothing reads it, and recording a known key again stores the same.
    if (this.cache && !this.asked.has(key)) this.asked.set(key, { query: query as Query<unknown, Record<string, unknown>>, params });
    // The slug rule (./slug-rule.ts) applied, before it is kept, to an answer that can hold a slug.
    const withSlugRule = (answer: R): R =>
      applySlugRule(answer, (leftOut) =>
        this.options.log.warn(
          { query: query.name, id: leftOut.id, slug: leftOut.slug },
          leftOut.formerSlug
            ? "former web address ignored: a slug holds only letters a-z, digits and hyphens"
            : "document left out as if unpublished: its web address breaks the slug rule (letters a-z, digits and hyphens)",
        ),
      );
    const load = async (options?: { fresh?: boolean }) => {
      const answer = await withDeadline(this.source.fetch<R>(query.groq, params, options), this.deadlineMs, "the content source");
      return query.readsSlugs ? withSlugRule(answer) : answer;
    };
    // Uncached (previews): the embedded export is read again if an import replaced it.
    if (!this.cache) this.options.reloadSource?.();
    try {
      return await (this.cache ? this.cache.get(key, load) : load());
    } catch (error) {
      this.sourceFailed();
      this.options.log.error({ query: query.name, err: error }, "content unavailable");
      return contentUnavailable();
    }
  }

  /** What every page shows (settings, menus, page names) and which industries and LIS solutions are published. */
  site() {
    return this.run(siteQuery);
  }

  testimonials() {
    return this.run(testimonialsQuery).then((list) => list ?? []);
  }

  /** Insights `start` to `end` (exclusive), newest first, and how many there are in all. */
  insightPage(start: number, end: number) {
    return this.run(insightPageQuery, { start, end }).then((page) => ({ total: page?.total ?? 0, items: page?.items ?? [] }));
  }

  /**
   * One article, or null. A slug that no published article has is answered
   * from the list of slugs (which the sitemap reads anyway), so made-up
   * addresses add no content answers and cost the source nothing. Previews
   * (uncached) ask the source: a draft may have a slug of its own. A slug
   * that breaks the slug rule is no article's, and asks nothing.
   */
  async insight(slug: string) {
    if (!isSlug(slug)) return null;
    if (this.cache && !(await this.publishedSlugs()).has(slug)) return null;
    return this.run(insightBySlugQuery, { slug });
  }

  /**
   * The slug of the published article that had `slug` before its address
   * changed (the Studio's Publish records it in `formerSlugs`), for a 301;
   * undefined for any other. Read from the same list of slugs, so it costs the
   * source nothing.
   */
  async movedInsight(slug: string): Promise<string | undefined> {
    if (!isSlug(slug)) return undefined;
    const list = await untracked(() => this.insightSitemap());
    return list.find((entry) => entry.slug && entry.formerSlugs?.includes(slug))?.slug ?? undefined;
  }

  private async publishedSlugs(): Promise<ReadonlySet<string>> {
    // Not recorded as a read of the page: an article's page depends on its own answer, not on every other article's.
    const list = await untracked(() => this.insightSitemap());
    // Stryker disable next-line MethodExpression: A null in the set of slugs is never looked up: insight() asks with a string.
    if (this.slugs?.from !== list) this.slugs = { from: list, set: new Set(list.map((entry) => entry.slug).filter((slug) => slug !== null)) };
    return this.slugs.set;
  }

  insightSitemap() {
    return this.run(insightSitemapQuery).then((list) => list ?? []);
  }

  privacyPolicy() {
    return this.run(privacyPolicyQuery);
  }
}
