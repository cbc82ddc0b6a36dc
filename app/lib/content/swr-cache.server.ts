/**
 * A small stale-while-revalidate cache for content answers.
 *
 * - Fresh (younger than `ttlMs`): answered from memory.
 * - Stale: answered from memory at once, and refreshed in the background.
 * - Missing: the loader runs; concurrent callers share one load.
 * - A failed refresh keeps the last good answer (stale-if-error); only a cold
 *   key with a failing loader throws.
 * - A stored answer that differs from the one it replaces (or a key dropped
 *   to make room) is reported to `onChange`: pages built from it are stale.
 */
type Entry<T> = { value: T; storedAt: number; load: () => Promise<T> };

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
  /** Told of a key whose answer changed, or that was dropped (the content service listens). */
  onChange: (key: string) => void = () => {};

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

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * Loads every known key again and waits for all of them; a failing load
   * keeps its last good answer (reported like a failed background refresh).
   */
  async refreshAll(): Promise<void> {
    const refreshes = [...this.entries].map(([key, entry]) =>
      this.load(key, entry.load).catch((error: unknown) => this.onRefreshError(key, error)),
    );
    await Promise.all(refreshes);
  }

  private load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.inflight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        this.store(key, value, load);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private store<T>(key: string, value: T, load: () => Promise<T>): void {
    const previous = this.entries.get(key);
    // Map keeps insertion order: re-inserting makes this key the newest, and
    // the first key is the least recently stored one to evict.
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now(), load: load as () => Promise<unknown> });
    if (previous && JSON.stringify(previous.value) !== JSON.stringify(value)) this.onChange(key);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
        // No longer refreshed, so no longer known to be current.
        this.onChange(oldest);
      }
    }
  }
}
