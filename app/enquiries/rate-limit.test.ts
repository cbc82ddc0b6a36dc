/**
 * The enquiry limits in memory (SQLite deployments) and in PostgreSQL, where
 * two limiters on two connection pools stand for two instances of the site.
 */
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Logger } from "~/lib/logger.server";
import { createDatabase, startPostgres, type RunningPostgres } from "../../scripts/lib/postgres";
import { createRateLimiter, type RateLimiter, type RateLimits } from "./rate-limit.server";

const MINUTE = 60_000;
let postgres: RunningPostgres;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
  await postgres?.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Stops the clock the limiter reads (rate-limiter-flexible takes `Date.now()`, in memory and in the values it
 * sends PostgreSQL), so a window ends when the test moves the clock, not after a wait that a busy machine stretches.
 */
function stopClock(): { advance(ms: number): void } {
  vi.useFakeTimers({ toFake: ["Date"] });
  return { advance: (ms) => vi.setSystemTime(Date.now() + ms) };
}

let databases = 0;
/** Two instances' limiters on one fresh database, or one in-memory limiter twice. */
async function instances(kind: "memory" | "postgres", limits: RateLimits): Promise<[RateLimiter, RateLimiter]> {
  if (kind === "memory") {
    const limiter = await createRateLimiter(limits, { kind: "memory" });
    return [limiter, limiter];
  }
  const url = await createDatabase(postgres.url, `act_limits_${process.pid}_${databases++}`);
  const made = await Promise.all(
    [0, 1].map(() => {
      const pool = new pg.Pool({ connectionString: url });
      // The last test stops the server under these pools' idle connections, as the site's own pool tolerates.
      pool.on("error", () => undefined);
      pools.push(pool);
      return createRateLimiter(limits, { kind: "postgres", pool });
    }),
  );
  return [made[0]!, made[1]!];
}

describe.each(["memory", "postgres"] as const)("enquiry limits (%s)", (kind) => {
  it("hold per client and for the whole site, counted together", async () => {
    const clock = stopClock();
    const [a, b] = await instances(kind, { perClient: 2, perClientWindowMs: MINUTE, global: 4, globalWindowMs: MINUTE });
    expect(await a.take("client-1")).toEqual({ allowed: true });
    expect(await b.take("client-1")).toEqual({ allowed: true });
    const refused = await a.take("client-1");
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBe(60);
    // A client refused by its own limit took nothing from the site's: two more fit.
    expect(await b.take("client-2")).toEqual({ allowed: true });
    expect(await a.take("client-3")).toEqual({ allowed: true });
    expect((await b.take("client-4")).allowed).toBe(false);
    // Refused by the site's limit, client-4 is not charged for it.
    const [c] = await instances(kind, { perClient: 1, perClientWindowMs: MINUTE, global: 1, globalWindowMs: 1_000 });
    expect((await c.take("x")).allowed).toBe(true);
    expect((await c.take("y")).allowed).toBe(false);
    clock.advance(1_000);
    expect((await c.take("y")).allowed).toBe(true);
  });

  it("keep submissions already judged spam or suspect out of the site's budget, but count them per client", async () => {
    const [a, b] = await instances(kind, { perClient: 3, perClientWindowMs: MINUTE, global: 2, globalWindowMs: MINUTE });
    // A flood of held submissions from many clients leaves the site's budget whole.
    for (let n = 0; n < 10; n++) expect(await (n % 2 ? a : b).take(`flooder-${n}`, { siteWide: false })).toEqual({ allowed: true });
    for (let n = 0; n < 3; n++) expect(await a.take("flooder", { siteWide: false })).toEqual({ allowed: true });
    expect(await b.take("flooder", { siteWide: false })).toMatchObject({ allowed: false, limit: "client" });
    expect(await b.take("flooder")).toMatchObject({ allowed: false, limit: "client" });
    expect(await a.take("visitor-1")).toEqual({ allowed: true });
    // One found suspect only as it was stored gives its count back.
    await a.refundSiteWide();
    expect(await b.take("visitor-2")).toEqual({ allowed: true });
    expect(await a.take("visitor-3")).toEqual({ allowed: true });
    expect(await b.take("visitor-4")).toMatchObject({ allowed: false, limit: "site" });
  });

  it("open a new window when the last one ends, not before", async () => {
    const clock = stopClock();
    const [a, b] = await instances(kind, { perClient: 1, perClientWindowMs: 1_000, global: 100, globalWindowMs: MINUTE });
    expect((await a.take("client")).allowed).toBe(true);
    expect((await b.take("client")).allowed).toBe(false);
    clock.advance(999);
    expect(await b.take("client")).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1);
    expect((await b.take("client")).allowed).toBe(true);
  });
});

describe("when PostgreSQL cannot be reached", () => {
  it("the limiter lets the enquiry through and logs why (the enquiry's own write then decides)", async () => {
    const [limiter] = await instances("postgres", { perClient: 1, perClientWindowMs: MINUTE, global: 1, globalWindowMs: MINUTE });
    const url = await createDatabase(postgres.url, `act_limits_down_${process.pid}`);
    const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 1_000 });
    pool.on("error", () => undefined);
    pools.push(pool);
    const log = { error: vi.fn() };
    const failing = await createRateLimiter(
      { perClient: 1, perClientWindowMs: MINUTE, global: 1, globalWindowMs: MINUTE },
      { kind: "postgres", pool },
      log as unknown as Logger,
    );
    expect((await limiter.take("client")).allowed).toBe(true);
    await postgres.stop();
    expect(await failing.take("client")).toEqual({ allowed: true });
    expect(await failing.take("client")).toEqual({ allowed: true });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringContaining("rate limits unavailable"));
  });
});
