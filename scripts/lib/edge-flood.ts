/**
 * Floods of requests for pages the caches keep, sent through the Varnish and nginx recipes and straight to the
 * instances: ordinary ones, and hostile ones that try to skip every cache (a query string never sent before, or a
 * forged preview cookie). Shared by tests/e2e/edge.spec.ts, which holds what a flood must not do (render a page,
 * answer 5xx, change what a visitor gets), and `npm run bench:edge-flood`, which prints what it costs a visitor in time.
 */
import { PREVIEW_COOKIE } from "~/lib/http";
import { send, type Answer } from "./http-send";

export type FloodKind = "ordinary" | "hostile";

/** Where a flood goes: the Varnish and nginx recipes' addresses and the instances behind them. */
export type FloodTargets = { varnish: string; nginx: string; instances: readonly string[]; pages: readonly string[] };

/** The n-th request of a flood: a quarter to Varnish, a quarter to the instances in turn, half to nginx; each page in turn. */
export function floodRequest(kind: FloodKind, n: number, targets: FloodTargets): Promise<Answer> {
  const { varnish, nginx, instances, pages } = targets;
  const origin = n % 4 === 0 ? varnish : n % 4 === 1 ? instances[Math.floor(n / 4) % instances.length]! : nginx;
  const url = `${origin}${pages[n % pages.length]!}`;
  if (kind === "ordinary") return send(url);
  return n % 2 === 0
    ? send(`${url}?r=${n}-${Math.random()}&utm_source=flood${n}`)
    : send(url, { headers: { Cookie: `${PREVIEW_COOKIE}=forged-${n}; other=1` } });
}

export type Flood = {
  /** Stops the flood once it has sent at least `atLeast` requests; resolves with how many it sent and the answers' statuses. */
  stop(atLeast?: number): Promise<{ sent: number; statuses: Map<number, number> }>;
};

/** Four clients sending a flood's requests, each the moment its last one is answered, until stopped. */
export function startFlood(kind: FloodKind, targets: FloodTargets): Flood {
  let next = 0;
  let sent = 0;
  let wanted = Number.POSITIVE_INFINITY;
  const statuses = new Map<number, number>();
  const clients = [0, 1, 2, 3].map(async () => {
    while (sent < wanted) {
      const answer = await floodRequest(kind, next++, targets);
      sent += 1;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  });
  return {
    async stop(atLeast = 0) {
      wanted = atLeast;
      await Promise.all(clients);
      return { sent, statuses };
    },
  };
}
