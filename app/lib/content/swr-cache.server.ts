/**
 * A small stale-while-revalidate cache for content answers.
 *
 * - Fresh (younger than `ttlMs`): answered from memory.
 * - Stale: answered from memory at once, and refreshed in the background.
 * - Missing: the loader runs; concurrent callers share one load.
 * - A failed refresh keeps the last good answer (stale-if-error); only a cold
 *   key with a failing loader throws.
 */
type Entry<T> = { value: T; storedAt: number };

export type SwrCacheOptions = {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
};

export class SwrCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly onRefreshError: (key: string, error: unknown) => void;

  constructor(options: SwrCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
    this.onRefreshError = options.onRefreshError ?? (() => {});
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry) {
      if (this.now() - entry.storedAt >= this.ttlMs) {
        this.load(key, load).catch((error: unknown) => this.onRefreshError(key, error));
      }
      return entry.value;
    }
    return this.load(key, load);
  }

  clear(): void {
    this.entries.clear();
  }

  private load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.inflight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        this.store(key, value);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private store(key: string, value: unknown): void {
    // Map keeps insertion order: re-inserting makes this key the newest, and
    // the first key is the least recently stored one to evict.
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
