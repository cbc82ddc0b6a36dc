/**
 * The enquiry limits, per client and for the whole site, in fixed windows
 * (rate-limiter-flexible). With PostgreSQL the counters live in the database,
 * so every instance sharing it counts together and a restart forgets nothing;
 * with SQLite (one process) they stay in memory, behind the same API.
 */
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "~/lib/logger.server";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one submission if it is allowed; one refused by the site-wide limit is not held against the client. */
  take(client: string): Promise<RateLimitResult>;
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
  const refused = (res: RateLimiterRes): RateLimitResult => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });

  return {
    async take(client) {
      try {
        // The site-wide window first: a flood of new addresses then adds at most `global` client counters per window.
        try {
          await global.consume(SITE_KEY);
        } catch (error) {
          if (error instanceof RateLimiterRes) return refused(error);
          throw error;
        }
        try {
          await perClient.consume(client);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          await global.reward(SITE_KEY);
          return refused(error);
        }
        return { allowed: true };
      } catch (error) {
        // The counters are unreachable: take the enquiry rather than turn a customer away (decision 016).
        log?.error({ err: error }, "enquiry rate limits unavailable; allowing the submission");
        return { allowed: true };
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
