/**
 * A stale-while-revalidate cache for content answers, on lru-cache's `fetch`.
 *
 * - Fresh (younger than `ttlMs`): answered from memory.
 * - Stale: answered from memory at once, and refreshed in the background.
 * - Missing: the loader runs; concurrent callers share one load.
 * - A failed refresh keeps the last good answer (stale-if-error) and the next
 *   request tries again; only a cold key with a failing loader throws.
 * - A refresh (a publish) leaves loads started before it unstored: they may
 *   carry the content from before it. A first load is started again in its
 *   place.
 * - A stored answer that differs from the one it replaces (or a key dropped
 *   to make room) is reported to `onChange`: pages built from it are stale.
 */
import { LRUCache } from "lru-cache";

/** Loads an answer; `fresh` asks the source to skip any cache in front of it (Sanity's API CDN). */
export type Loader<T> = (options?: { fresh?: boolean }) => Promise<T>;

/** `fetchedAt`: when the source last gave the answer; `retry`: its last refresh failed, so the next request refreshes it. */
type Entry = { value: unknown; fetchedAt: number; load: Loader<unknown>; retry?: boolean };
type Context = { load: Loader<unknown>; fresh: boolean };

export type SwrCacheOptions = {
  /** Whole milliseconds, like `now`. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
};

export class SwrCache {
  private readonly answers: LRUCache<string, Entry, Context>;
  /** Keys whose first load is under way, with their loader: lru-cache lists only keys with an answer. */
  private readonly firstLoads = new Map<string, { load: Loader<unknown> }>();
  /** Below 2 ms every answer counts as stale (lru-cache takes a TTL of 0 as none). */
  private readonly alwaysStale: boolean;
  /** Told of a key whose answer changed, or that was dropped (the content service listens). */
  onChange: (key: string) => void = () => {};

  constructor(options: SwrCacheOptions) {
    const now = options.now ?? Date.now;
    const onRefreshError = options.onRefreshError ?? (() => {});
    this.alwaysStale = options.ttlMs < 2;
    this.answers = new LRUCache<string, Entry, Context>({
      max: options.maxEntries ?? 500,
      // lru-cache counts an answer stale once strictly older than its TTL, and reads a start of 0 as none:
      // on a clock one ahead, with one less, an answer is stale once exactly `ttlMs` old.
      ...(this.alwaysStale ? {} : { ttl: options.ttlMs - 1 }),
      perf: { now: () => now() + 1 },
      ttlResolution: 0,
      allowStale: true,
      // A load a refresh cut loose still answers its callers; it is stored only if no newer load took its place.
      ignoreFetchAbort: true,
      dispose: (_entry, key, reason) => {
        if (reason === "evict") this.onChange(key);
      },
      fetchMethod: async (key, previous, { context, signal }) => {
        try {
          const value = await context.load(context.fresh ? { fresh: true } : undefined);
          if (previous && !signal.aborted && JSON.stringify(previous.value) !== JSON.stringify(value)) this.onChange(key);
          return { value, fetchedAt: now(), load: context.load };
        } catch (error) {
          if (!previous) throw error;
          onRefreshError(key, error);
          return { ...previous, retry: true };
        }
      },
    });
  }

  async get<T>(key: string, load: Loader<T>): Promise<T> {
    const kept = this.answers.peek(key);
    if (!kept) return (await this.firstLoad(key, load, false)) as T;
    return (await this.answers.fetch(key, { context: { load, fresh: false }, forceRefresh: this.alwaysStale || kept.retry === true }))!.value as T;
  }

  /** A key with no answer yet: its callers share one load, tracked so that a refresh can start it again. */
  private async firstLoad(key: string, load: Loader<unknown>, fresh: boolean): Promise<unknown> {
    const mark = { load };
    this.firstLoads.set(key, mark);
    try {
      return (await this.answers.fetch(key, { context: { load, fresh } }))!.value;
    } finally {
      if (this.firstLoads.get(key) === mark) this.firstLoads.delete(key);
    }
  }

  /** When the oldest answer held was last had from the source (ms since the epoch); undefined when none is held. */
  oldestFetchedAt(): number | undefined {
    let oldest: number | undefined;
    this.answers.forEach((entry) => {
      if (oldest === undefined || entry.fetchedAt < oldest) oldest = entry.fetchedAt;
    });
    return oldest;
  }

  clear(): void {
    this.answers.clear();
    this.firstLoads.clear();
  }

  /** The stored answer for a key, if any, without loading or refreshing it. */
  peek(key: string): unknown {
    return this.answers.peek(key)?.value;
  }

  /** The keys with a stored answer or a load under way. */
  keys(): string[] {
    const keys = new Set(this.firstLoads.keys());
    // forEach, not keys(): the cache's keys() leaves out an answer while it is being loaded again.
    this.answers.forEach((_entry, key) => {
      keys.add(key);
    });
    return [...keys];
  }

  /** Loads every stored answer again (see `refresh`). */
  refreshAll(options: { fresh?: boolean } = {}): Promise<void> {
    return this.refresh(this.keys(), options);
  }

  /**
   * Loads these stored answers again, now, and resolves when they are in:
   * after a publish the next request must see the change, not an answer from
   * before it. Loads of them already under way may carry the old content, so
   * they are cut loose first. An answer that cannot be reloaded is kept, and
   * the next request tries again.
   */
  async refresh(keys: Iterable<string>, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    const reloads: Promise<unknown>[] = [];
    for (const key of keys) {
      const kept = this.answers.peek(key);
      const loading = this.firstLoads.get(key);
      this.firstLoads.delete(key);
      if (!kept) {
        // A first load under way may carry the content from before: it still answers its callers but is not
        // stored, and a load started now takes its place, shared by the requests that follow. Dropped with
        // nothing in its place, the key would hold no answer, and a source outage before the next visitor
        // would answer 503 for a page visitors had just been shown.
        this.answers.delete(key);
        if (loading) void this.firstLoad(key, loading.load, fresh).catch(() => {});
        continue;
      }
      // Setting the answer again cuts loose a background refresh under way.
      this.answers.set(key, kept);
      reloads.push(this.answers.fetch(key, { context: { load: kept.load, fresh }, forceRefresh: true, allowStale: false }).catch(() => {}));
    }
    await Promise.all(reloads);
  }
}
