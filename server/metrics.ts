/**
 * The site's Prometheus metrics (prom-client), registered on a Registry the
 * process's composition creates once and passes down. Figures that are a
 * state (bytes held, backlog, content age) are read at scrape time from their
 * owner; events (requests, deliveries) are counted where they happen.
 *
 * The outbox gauges are the database's: with PostgreSQL every instance
 * reports the same figure, so aggregate them with max (docs/operations.md), not sum.
 */
import type { Kysely } from "kysely";
import { collectDefaultMetrics, Counter, Gauge, Histogram, type Registry } from "prom-client";
import type { Database } from "~/enquiries/db/schema";
import { withDeadline } from "~/lib/deadline";
import type { EnquiryObserver } from "~/enquiries/service.server";
import { OUTBOX_CHANNELS, oldestQueuedAt, outboxBacklog, type OutboxBacklog } from "~/enquiries/outbox-backlog.server";
import type { Logger } from "~/lib/logger.server";
import type { EvictionReason } from "~/caching/render-cache.server";

/** Seconds: from a kept page's answer (well under a millisecond) to a slow render or image resize. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape should never wait long on the database: the other figures go out without the outbox's. */
const OUTBOX_QUERY_DEADLINE_MS = 2_000;

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

export function createSiteMetrics(registry: Registry, log: Logger) {
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which Prometheus's own checker refuses; the same figures remain, by type, in
  // nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) registry.removeSingleMetric(name);

  const requests = new Counter({
    name: "act_http_requests_total",
    help: "Requests answered, by route pattern and status code.",
    labelNames: ["route", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "act_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern.",
    labelNames: ["route"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  const cacheHits = new Counter({ name: "act_render_cache_hits_total", help: "Pages answered from the render cache.", registers });
  const cacheMisses = new Counter({
    name: "act_render_cache_misses_total",
    help: "Page requests the render cache could have answered but did not hold, so the page was rendered.",
    registers,
  });
  const documentRenders = new Counter({
    name: "act_page_renders_total",
    help: "Page documents React rendered, by status: a 404 is rendered once per content revision and kind, then answered from memory.",
    labelNames: ["status"] as const,
    registers,
  });
  const cacheEvictions = new Counter({
    name: "act_render_cache_evictions_total",
    help: "Kept pages dropped, by reason: size (the byte budget), age (rendered again hourly), content (a change in what they show).",
    labelNames: ["reason"] as const,
    registers,
  });
  const edgePurges = new Counter({ name: "act_edge_purges_total", help: "Purges the CDN or Varnish took (each a batch of surrogate keys).", registers });
  const edgePurgeRetries = new Counter({ name: "act_edge_purge_retries_total", help: "Purge attempts that failed and were retried.", registers });
  const edgePurgeFailures = new Counter({
    name: "act_edge_purge_failures_total",
    help: "Purges given up after every retry: pages built from their keys may be stale at the edge until their edge TTL ends.",
    registers,
  });
  const edgePurgeSeconds = new Histogram({
    name: "act_edge_purge_duration_seconds",
    help: "Time from a purge's first attempt to the provider taking it.",
    buckets: LATENCY_BUCKETS,
    registers,
  });
  let renderCache: { bytes: number; size: number } | undefined;
  new Gauge({
    name: "act_render_cache_bytes",
    help: "Bytes held by the render cache (bodies in every encoding, and headers).",
    registers,
    collect() {
      this.set(renderCache?.bytes ?? 0);
    },
  });
  new Gauge({
    name: "act_render_cache_pages",
    help: "Pages held by the render cache.",
    registers,
    collect() {
      this.set(renderCache?.size ?? 0);
    },
  });

  const sourceErrors = new Counter({
    name: "act_content_source_errors_total",
    help: "Content queries the source failed to answer (page loads and background refreshes).",
    registers,
  });
  let content: { contentAgeMs(): number; servesLastGoodCopy(): boolean } | undefined;
  new Gauge({
    name: "act_content_age_seconds",
    help: "How long ago the oldest content answer being served came from the source.",
    registers,
    collect() {
      this.set((content?.contentAgeMs() ?? 0) / 1000);
    },
  });

  new Gauge({
    name: "act_content_last_good_copy",
    help: "1 while the embedded dataset's file is not good (unreadable, empty or cut short) and the site serves the last good copy; else 0.",
    registers,
    collect() {
      this.set(content?.servesLastGoodCopy() ? 1 : 0);
    },
  });

  let outboxDb: Kysely<Database> | undefined;
  // One query gives both outbox gauges: the registry collects them side by side, so they share it.
  let backlogRead: Promise<OutboxBacklog | undefined> | undefined;
  const readBacklog = () => {
    backlogRead ??= (outboxDb ? withDeadline(outboxBacklog(outboxDb), OUTBOX_QUERY_DEADLINE_MS, "the outbox figures") : Promise.resolve(undefined))
      .catch((error: unknown) => {
        log.warn({ err: error }, "metrics: the outbox could not be read");
        return undefined;
      })
      .finally(() => {
        backlogRead = undefined;
      });
    return backlogRead;
  };
  new Gauge({
    name: "act_outbox_pending",
    help: "Notifications not yet delivered, by channel (the database's figure: the same on every instance sharing it).",
    labelNames: ["channel"] as const,
    registers,
    async collect() {
      if (!outboxDb) return;
      const backlog = await readBacklog();
      // Unknown rather than stale (an old figure would be believed): no series when the database cannot be read.
      if (!backlog) return this.reset();
      for (const channel of OUTBOX_CHANNELS) this.set({ channel }, backlog.waiting[channel]);
    },
  });
  new Gauge({
    name: "act_outbox_oldest_undelivered_seconds",
    help: "Age of the oldest undelivered notification, 0 when none waits, NaN when the database cannot be read (the database's figure: the same on every instance sharing it).",
    registers,
    async collect() {
      if (!outboxDb) return;
      const backlog = await readBacklog();
      const queuedAt = backlog && oldestQueuedAt(backlog);
      this.set(!backlog ? Number.NaN : queuedAt === undefined ? 0 : Math.max(0, (Date.now() - queuedAt) / 1000));
    },
  });
  const deliveries = new Counter({
    name: "act_outbox_deliveries_total",
    help: "Notifications delivered, by channel.",
    labelNames: ["channel"] as const,
    registers,
  });
  const failures = new Counter({
    name: "act_outbox_failures_total",
    help: "Notification delivery attempts that failed (each is retried), by channel.",
    labelNames: ["channel"] as const,
    registers,
  });
  const stored = new Counter({
    name: "act_enquiries_stored_total",
    help: "Enquiries stored, by verdict: new (staff notified), suspect (no valid form token), spam (honeypot).",
    labelNames: ["verdict"] as const,
    registers,
  });
  const refusals = new Counter({ name: "act_limit_refusals_total", help: "Requests refused by a limit, by limit.", labelNames: ["limit"] as const, registers });
  for (const channel of OUTBOX_CHANNELS) {
    deliveries.inc({ channel }, 0);
    failures.inc({ channel }, 0);
  }
  for (const verdict of ["new", "suspect", "spam"] as const) stored.inc({ verdict }, 0);
  refusals.inc({ limit: "enquiries" }, 0);

  const enquiries: EnquiryObserver = {
    delivered: (channel) => deliveries.inc({ channel }),
    failed: (channel) => failures.inc({ channel }),
    stored: (verdict) => stored.inc({ verdict }),
    refused: () => refusals.inc({ limit: "enquiries" }),
  };

  return {
    /** One answered request. */
    request(route: string, status: number, seconds: number): void {
      requests.inc({ route, status });
      latency.observe({ route }, seconds);
    },
    renderCache: {
      hit: () => cacheHits.inc(),
      miss: () => cacheMisses.inc(),
      /** A document React rendered (a kept page or 404 answered from memory is not one). */
      rendered: (status: number) => documentRenders.inc({ status }),
      evicted: (reason: EvictionReason) => cacheEvictions.inc({ reason }),
      watch(cache: { bytes: number; size: number }) {
        renderCache = cache;
      },
    },
    edgePurge: {
      purged: (_keys: number, seconds: number) => {
        edgePurges.inc();
        edgePurgeSeconds.observe(seconds);
      },
      retried: () => edgePurgeRetries.inc(),
      failed: () => edgePurgeFailures.inc(),
    },
    content: {
      watch(service: { contentAgeMs(): number; servesLastGoodCopy(): boolean; onSourceError(listener: () => void): unknown }) {
        content = service;
        service.onSourceError(() => sourceErrors.inc());
      },
    },
    enquiries,
    watchOutbox(db: Kysely<Database>) {
      outboxDb = db;
    },
  };
}
