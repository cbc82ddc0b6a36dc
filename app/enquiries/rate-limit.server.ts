/**
 * The enquiry limits, per client and for the whole site, in fixed windows
 * (rate-limiter-flexible). With PostgreSQL the counters live in the database,
 * so every instance sharing it counts together and a restart forgets nothing;
 * with SQLite (one process) they stay in memory, behind the same API.
 */
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "~/lib/logger.server";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: "client" | "site" };

export type RateLimiter = {
  /**
   * Counts one submission against its client's limit and, when `siteWide`, against the site's. Submissions already
   * judged spam or suspect notify no one, so they are kept out of the site's budget: a flood of them cannot use up
   * what real visitors need. One refused by the site-wide limit is not held against the client.
   */
  take(client: string, counts?: { siteWide: boolean }): Promise<RateLimitResult>;
  /** Gives back the site-wide count of a submission found to be suspect only as it was stored (a reused token). */
  refundSiteWide(): Promise<void>;
};

export type RateLimits = { perClient: number; perClientWindowMs: number; global: number; globalWindowMs: number };

/** Where the counters live: this process, or a PostgreSQL pool (the one the enquiries use). */
export type RateLimitStore = { kind: "memory" } | { kind: "postgres"; pool: pg.Pool };

const TABLE = "enquiry_rate_limits";
const SITE_KEY = "site";

export async function createRateLimiter(limits: RateLimits, store: RateLimitStore, log?: Logger): Promise<RateLimiter> {
  // One after the other: both share one table, which the first creates.
  const perClient = await limiterFor(store, "client", limits.perClient, limits.perClientWindowMs);
  const global = await limiterFor(store, "site", limits.global, limits.globalWindowMs);
  const refused = (res: RateLimiterRes, limit: "client" | "site"): RateLimitResult => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    limit,
  });
  const consume = async (limiter: RateLimiterAbstract, key: string, limit: "client" | "site") => {
    try {
      await limiter.consume(key);
      return undefined;
    } catch (error) {
      if (error instanceof RateLimiterRes) return refused(error, limit);
      throw error;
    }
  };

  return {
    async take(client, counts = { siteWide: true }) {
      try {
        if (!counts.siteWide) return (await consume(perClient, client, "client")) ?? { allowed: true };
        // The site-wide window first: a flood of new addresses then adds at most `global` client counters per window.
        const site = await consume(global, SITE_KEY, "site");
        if (site) return site;
        const own = await consume(perClient, client, "client");
        if (own) {
          await global.reward(SITE_KEY);
          return own;
        }
        return { allowed: true };
      } catch (error) {
        // The counters are unreachable: take the enquiry rather than turn a customer away (decision 016).
        log?.error({ err: error }, "enquiry rate limits unavailable; allowing the submission");
        return { allowed: true };
      }
    },
    async refundSiteWide() {
      try {
        await global.reward(SITE_KEY);
      } catch (error) {
        log?.error({ err: error }, "enquiry rate limits unavailable; the site-wide count was not given back");
      }
    },
  };
}

async function limiterFor(store: RateLimitStore, keyPrefix: string, points: number, windowMs: number): Promise<RateLimiterAbstract> {
  const options = { keyPrefix, points, duration: windowMs / 1000 };
  if (store.kind === "memory") return new RateLimiterMemory(options);
  // The library creates its table when missing. Two instances starting at once can still collide on that
  // ("relation already exists"): once the other has created it, a second try finds it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await new Promise<RateLimiterAbstract>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(
          { ...options, storeClient: store.pool, storeType: "pool", tableName: TABLE },
          (error?: Error) => (error ? reject(error) : resolve(limiter)),
        );
      });
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
