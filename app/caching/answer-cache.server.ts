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
/** Loads an answer; `fresh` asks the source to skip any cache in front of it (Sanity's API CDN). */
export type Loader<T> = (options?: { fresh?: boolean }) => Promise<T>;

/** storedAt decides freshness (a failed refresh marks it stale); fetchedAt is when the source last gave the answer. */
type Entry<T> = { value: T; storedAt: number; fetchedAt: number; load: Loader<T> };

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
  /** Bumped per key by a refresh: loads started before it may carry old content and are not stored. */
  private readonly epochs = new Map<string, number>();
  /** Told of a key whose answer changed, or that was dropped (the content service listens). */
  onChange: (key: string) => void = () => {};

  constructor(options: SwrCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
    this.onRefreshError = options.onRefreshError ?? (() => {});
  }

  async get<T>(key: string, load: Loader<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry) {
      if (this.now() - entry.storedAt >= this.ttlMs) {
        this.load(key, load).catch((error: unknown) => this.onRefreshError(key, error));
      }
      return entry.value;
    }
    return this.load(key, load);
  }

  /** When the oldest answer held was last had from the source (ms since the epoch); undefined when none is held. */
  oldestFetchedAt(): number | undefined {
    let oldest: number | undefined;
    // Equivalent mutant next-line ConditionalExpression → false: Entries are kept in the order they were stored, each with the time it was stored as fetchedAt, so the first is always the oldest.
    // Equivalent mutant next-line EqualityOperator → entry.fetchedAt <= oldest: Entries are kept in the order they were stored, each with the time it was stored as fetchedAt, so the first is always the oldest; ties give the same time.
    for (const entry of this.entries.values()) if (oldest === undefined || entry.fetchedAt < oldest) oldest = entry.fetchedAt;
    return oldest;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The stored answer for a key, if any, without loading or refreshing it. */
  peek(key: string): unknown {
    return this.entries.get(key)?.value;
  }

  /** The keys with a stored answer or a load under way. */
  keys(): string[] {
    return [...new Set([...this.entries.keys(), ...this.inflight.keys()])];
  }

  /** Loads every stored answer again (see `refresh`). */
  refreshAll(options: { fresh?: boolean } = {}): Promise<void> {
    return this.refresh(this.keys(), options);
  }

  /**
   * Loads these stored answers again, now, and resolves when they are in:
   * after a publish the next request must see the change, not an answer from
   * before it. Loads of them already under way may carry the old content, so
   * they are not stored. An answer that cannot be reloaded is kept
   * (stale-if-error) but marked stale, so the next request tries again.
   */
  async refresh(keys: Iterable<string>, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    // Stryker disable next-line ArrayDeclaration: An extra string among the reloads resolves at once: Promise.all waits for the same loads.
    const reloads: Promise<unknown>[] = [];
    for (const key of keys) {
      const entry = this.entries.get(key);
      // Equivalent mutant next-line ConditionalExpression → false: A key neither stored nor loading only gets an epoch entry nothing reads (the next line skips it, as `if (!entry) continue` does).
      if (!entry && !this.inflight.has(key)) continue;
      // Stryker disable next-line ArithmeticOperator: Epochs are only compared for equality: moving one down differs from before as moving it up does.
      this.epochs.set(key, (this.epochs.get(key) ?? 0) + 1);
      this.inflight.delete(key);
      // A first load under way is not stored; the next request loads anew.
      if (!entry) continue;
      reloads.push(
        this.load(key, entry.load, fresh).catch((error: unknown) => {
          this.onRefreshError(key, error);
          const kept = this.entries.get(key);
          if (kept) kept.storedAt = Number.NEGATIVE_INFINITY;
        }),
      );
    }
    await Promise.all(reloads);
  }

  private load<T>(key: string, load: Loader<T>, fresh = false): Promise<T> {
    const pending = this.inflight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const epoch = this.epochs.get(key) ?? 0;
    const promise = load(fresh ? { fresh } : undefined)
      .then((value) => {
        if (epoch === (this.epochs.get(key) ?? 0)) this.store(key, value, load);
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  private store<T>(key: string, value: T, load: Loader<T>): void {
    const previous = this.entries.get(key);
    // Map keeps insertion order: re-inserting makes this key the newest, and
    // the first key is the least recently stored one to evict.
    this.entries.delete(key);
    const at = this.now();
    this.entries.set(key, { value, storedAt: at, fetchedAt: at, load: load as Loader<unknown> });
    if (previous && JSON.stringify(previous.value) !== JSON.stringify(value)) this.onChange(key);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      // Equivalent mutant next-line ConditionalExpression → true: With more entries than maxEntries the map has a first key.
      if (oldest !== undefined) {
        this.entries.delete(oldest);
        this.epochs.delete(oldest);
        // No longer refreshed, so no longer known to be current.
        this.onChange(oldest);
      }
    }
  }
}
