/**
 * Fixed-window counters in memory: per client address and for the whole
 * site. Enough for one server process; behind several, put the limit in the
 * proxy as well.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Window = { count: number; resetAt: number };

/** Bounded so a flood of spoofed addresses cannot exhaust memory. */
const MAX_TRACKED_CLIENTS = 50_000;

export function createRateLimiter(options: {
  perClient: number;
  perClientWindowMs: number;
  global: number;
  globalWindowMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const clients = new Map<string, Window>();
  let global: Window = { count: 0, resetAt: 0 };

  function sweep(time: number) {
    for (const [key, window] of clients) if (window.resetAt <= time) clients.delete(key);
    // Still full of live windows: forget the oldest, rather than grow without bound.
    while (clients.size >= MAX_TRACKED_CLIENTS) clients.delete(clients.keys().next().value as string);
  }

  return {
    /** Counts one submission if it is allowed; a refused one is not counted. */
    take(client: string): RateLimitResult {
      const time = now();
      if (global.resetAt <= time) global = { count: 0, resetAt: time + options.globalWindowMs };
      let window = clients.get(client);
      if (!window || window.resetAt <= time) {
        if (clients.size >= MAX_TRACKED_CLIENTS) sweep(time);
        window = { count: 0, resetAt: time + options.perClientWindowMs };
        clients.set(client, window);
      }
      if (window.count >= options.perClient) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)) };
      }
      if (global.count >= options.global) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((global.resetAt - time) / 1000)) };
      }
      window.count++;
      global.count++;
      return { allowed: true };
    },
  };
}
