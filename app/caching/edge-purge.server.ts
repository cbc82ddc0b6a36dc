/**
 * Purging the edge when content changes (decision 023): the keys a
 * change touched (edge.server.ts) are sent to the configured CDN or Varnish,
 * a few milliseconds' worth of changes in one request. Every instance purges
 * the changes it sees itself (a publish webhook, a content import, its own
 * periodic check), so the purge is idempotent rather than elected: the
 * instance that took the webhook purges at once, and one that still served
 * the old content purges again when it learns of the change. A failed purge
 * is retried with doubling delays; one that keeps failing is reported (an
 * error log line and `act_edge_purge_failures_total`, alerted on), never
 * dropped silently, and retried still, at most a minute apart, for as long as
 * the edge could hold a page from before the change (its edge TTL): a CDN or
 * Varnish down for a while is purged once it is back.
 */
import { LRUCache } from "lru-cache";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { ALL_PAGES_KEY, surrogateKeys } from "./edge.server";

/** Sends one purge of these surrogate keys; throws when the provider did not take it. */
export type PurgeTarget = { name: string; purge(keys: readonly string[]): Promise<void> };

const PURGE_TIMEOUT_MS = 10_000;
/** Changes within this long go out as one purge (a publish touches several answers within a few ms). */
const BATCH_MS = 20;
export const PURGE_ATTEMPTS = 6;
/** The longest wait between two tries of a purge that keeps failing. */
export const MAX_RETRY_DELAY_MS = 60_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function send(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${body.slice(0, 200)}`);
  if (/^\s*\{/.test(body) && (JSON.parse(body) as { success?: unknown }).success === false) throw new Error(`${url} refused the purge: ${body.slice(0, 200)}`);
}

/**
 * Varnish with the recipe (docs/varnish/act-site.vcl): a PURGE naming the keys in `xkey-purge`, to every
 * server, with the shared token (a TLS terminator on Varnish's own host would otherwise make every
 * visitor look like a purger to its address check).
 */
export function varnishTarget(urls: readonly string[], token: string): PurgeTarget {
  return {
    name: "varnish",
    purge: async (keys) => {
      await Promise.all(urls.map((url) => send(url, { method: "PURGE", headers: { "xkey-purge": keys.join(" "), "X-Purge-Token": token } })));
    },
  };
}

/** Fastly's purge by surrogate key: POST /service/{id}/purge, the keys space-separated in Surrogate-Key, 256 per request. */
export function fastlyTarget(options: { apiUrl: string; serviceId: string; token: string }): PurgeTarget {
  const url = new URL(`/service/${encodeURIComponent(options.serviceId)}/purge`, options.apiUrl).href;
  return {
    name: "fastly",
    purge: async (keys) => {
      for (const part of chunks(keys, 256)) {
        await send(url, { method: "POST", headers: { "Fastly-Key": options.token, "Surrogate-Key": part.join(" "), Accept: "application/json" } });
      }
    },
  };
}

/**
 * Cloudflare's purge_cache: by Cache-Tag (`{"tags": [...]}`), or by URL
 * (`{"files": [...]}`: the page URLs this instance answered with one of the
 * keys) where tags are not available; 30 to a request.
 */
export function cloudflareTarget(options: {
  apiUrl: string;
  zoneId: string;
  token: string;
  by: "tags" | "urls";
  urlsFor: (keys: readonly string[]) => string[];
}): PurgeTarget {
  const url = new URL(`/client/v4/zones/${encodeURIComponent(options.zoneId)}/purge_cache`, options.apiUrl).href;
  return {
    name: "cloudflare",
    purge: async (keys) => {
      const items = options.by === "tags" ? keys : options.urlsFor(keys);
      for (const part of chunks(items, 30)) {
        await send(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${options.token}`, "Content-Type": "application/json" },
          body: JSON.stringify(options.by === "tags" ? { tags: part } : { files: part }),
        });
      }
    },
  };
}

export type PurgeObserver = { purged?(keys: number, seconds: number): void; retried?(): void; failed?(): void };

export type EdgePurgerOptions = {
  retryBaseMs: number;
  log: Logger;
  /** Failed tries before the purge is reported (PURGE_ATTEMPTS). */
  attempts?: number;
  /** How long a purge is tried at all: as long as the edge may keep a page (its edge TTL). */
  retryForMs?: number;
  /** MAX_RETRY_DELAY_MS unless a test needs less. */
  maxDelayMs?: number;
  observer?: PurgeObserver | undefined;
};

export class EdgePurger {
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Set<Promise<void>>();
  private readonly waiting = new Set<() => void>();
  private stopping = false;

  constructor(
    private readonly target: PurgeTarget,
    private readonly options: EdgePurgerOptions,
  ) {}

  /** Purges the pages built from these content keys (batched with others arriving within BATCH_MS). */
  contentChanged(contentKeys: Iterable<string>): void {
    // The all-pages key is for an operator's purge by hand: a change purges its own pages.
    for (const key of surrogateKeys(contentKeys)) if (key !== ALL_PAGES_KEY) this.pending.add(key);
    this.schedule();
  }

  /** Resolves when every purge asked for so far has been sent or given up (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.timer || this.running.size > 0) {
      await Promise.all(this.running);
      if (this.timer) await new Promise((resolve) => setTimeout(resolve, BATCH_MS));
    }
  }

  /** At shutdown: a purge already reported as failing is tried once more, then given up (and logged so). */
  stop(): void {
    this.stopping = true;
    for (const wake of this.waiting) wake();
  }

  private schedule(): void {
    if (this.timer || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const keys = [...this.pending];
      this.pending = new Set();
      const run = this.sendWithRetries(keys).finally(() => this.running.delete(run));
      this.running.add(run);
    }, BATCH_MS);
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.waiting.add(wake);
    });
  }

  private async sendWithRetries(keys: string[]): Promise<void> {
    const attempts = this.options.attempts ?? PURGE_ATTEMPTS;
    const retryForMs = this.options.retryForMs ?? 0;
    const maxDelayMs = this.options.maxDelayMs ?? MAX_RETRY_DELAY_MS;
    const started = performance.now();
    const log = { provider: this.target.name, keys };
    for (let attempt = 1; ; attempt++) {
      try {
        await this.target.purge(keys);
        const seconds = (performance.now() - started) / 1000;
        this.options.observer?.purged?.(keys.length, seconds);
        this.options.log.info(
          { ...log, ms: Math.round(seconds * 1000), attempt },
          attempt > attempts ? "edge purged after failing: these pages are fresh at the edge again" : "edge purged",
        );
        return;
      } catch (error) {
        const delay = Math.min(maxDelayMs, this.options.retryBaseMs * 2 ** (attempt - 1));
        const elapsed = performance.now() - started;
        if (attempt === attempts) {
          this.options.observer?.failed?.();
          this.options.log.error(
            { ...log, attempts, retryingForSeconds: Math.round(Math.max(0, retryForMs - elapsed) / 1000), err: error },
            "edge purge failed: pages built from these keys may be stale at the edge until it is back; retrying until their edge TTL ends (purge them by hand to be sure)",
          );
        }
        if (attempt >= attempts && (this.stopping || elapsed + delay > retryForMs)) {
          this.options.log.error(
            { ...log, attempts: attempt, err: error },
            this.stopping
              ? "edge purge given up at shutdown: purge these keys (or act-all) by hand, or pages may stay stale at the edge until their edge TTL ends"
              : "edge purge given up: the edge TTL has passed, so no page from before the change is left to purge",
          );
          return;
        }
        if (attempt < attempts) {
          this.options.observer?.retried?.();
          this.options.log.warn({ ...log, attempt, retryInMs: delay, err: error }, "edge purge failed: retrying");
        }
        await this.wait(delay);
      }
    }
  }
}

/** Which page URLs carried which surrogate keys: for Cloudflare's purge by URL, bounded to the most recent pages. */
export class EdgeUrlIndex {
  private readonly pages = new LRUCache<string, ReadonlySet<string>>({ max: 20_000 });

  constructor(private readonly siteUrl: string) {}

  remember(path: string, keys: readonly string[]): void {
    this.pages.set(path, new Set(keys));
  }

  urlsFor(keys: readonly string[]): string[] {
    const urls: string[] = [];
    for (const [path, carried] of this.pages.entries()) {
      if (keys.some((key) => carried.has(key))) urls.push(new URL(path, this.siteUrl).href);
    }
    return urls;
  }
}

/** The index of answered URLs by key, kept only where a purge needs it (Cloudflare purging by URL). */
export function edgeUrlIndexFor(env: Env): EdgeUrlIndex | undefined {
  return env.PURGE_PROVIDER === "cloudflare" && env.CLOUDFLARE_PURGE_BY === "urls" ? new EdgeUrlIndex(env.SITE_URL) : undefined;
}

/** The purger the settings ask for, or none. */
export function createEdgePurger(env: Env, urls: EdgeUrlIndex | undefined, log: Logger, observer?: PurgeObserver): EdgePurger | undefined {
  const target = purgeTarget(env, urls);
  // Tried for as long as a shared cache may keep a page from before the change: the edge TTL, or s-maxage's minute.
  return target && new EdgePurger(target, { retryBaseMs: env.PURGE_RETRY_BASE_MS, retryForMs: Math.max(env.EDGE_TTL_SECONDS, 60) * 1000, log, observer });
}

function purgeTarget(env: Env, urls: EdgeUrlIndex | undefined): PurgeTarget | undefined {
  switch (env.PURGE_PROVIDER) {
    case "varnish":
      return varnishTarget(env.PURGE_VARNISH_URLS ?? [], env.PURGE_VARNISH_TOKEN ?? "");
    case "fastly":
      return fastlyTarget({ apiUrl: env.FASTLY_API_URL, serviceId: env.FASTLY_SERVICE_ID!, token: env.FASTLY_API_TOKEN! });
    case "cloudflare":
      return cloudflareTarget({
        apiUrl: env.CLOUDFLARE_API_URL,
        zoneId: env.CLOUDFLARE_ZONE_ID!,
        token: env.CLOUDFLARE_API_TOKEN!,
        by: env.CLOUDFLARE_PURGE_BY,
        urlsFor: (keys) => urls?.urlsFor(keys) ?? [],
      });
    default:
      return undefined;
  }
}
