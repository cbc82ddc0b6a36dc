/**
 * The composition root of a site process (production and development): from
 * the parsed settings it builds, once, every part the site uses (metrics,
 * content, preview, enquiries) and hands them down. Nothing else in the
 * process builds a part or reads the environment.
 */
import { Registry } from "prom-client";
import { createEdgePurger, edgeUrlIndexFor, type EdgePurger, type EdgeUrlIndex } from "~/caching/edge-purge.server";
import type { EdgeSettings } from "~/caching/edge.server";
import { createContent, type SiteContent } from "~/content/content.server";
import { documentLinkSecret } from "~/documents/signed-link.server";
import { startEnquirySystem, type EnquirySystem } from "~/enquiries/service.server";
import type { Env } from "~/lib/env.server";
import { createLogs, type Logs } from "~/lib/logger.server";
import { createPreview, type Preview } from "~/preview/preview.server";
import { createSiteMetrics, type SiteMetrics } from "./metrics";
import { startMetricsServer } from "./metrics-server";

export type SiteParts = {
  env: Env;
  /** The process's loggers: every part that logs writes through these. */
  logs: Logs;
  content: SiteContent;
  preview: Preview;
  /** Signs and checks the links to documents behind the short form (app/documents/signed-link.server.ts). */
  documentLinkSecret: string;
  enquiries: EnquirySystem;
  metrics: SiteMetrics | undefined;
  /** What public answers tell the CDN, and who purges it when content changes (decision 023). */
  edge: { settings: EdgeSettings; urls: EdgeUrlIndex | undefined; purger: EdgePurger | undefined };
  /** Starts the metrics port (when METRICS_PORT is set); its server, to close on shutdown. */
  serveMetrics(): ReturnType<typeof startMetricsServer> | undefined;
  /** Stops the background work and closes the database. */
  close(): Promise<void>;
};

/** The process's loggers, at LOG_LEVEL: built once, by the process's entry point, before the other parts (main.ts logs a failed start with them). */
export function siteLogs(env: Pick<Env, "LOG_LEVEL">): Logs {
  return createLogs(env.LOG_LEVEL);
}

export async function buildSiteParts(env: Env, logs: Logs): Promise<SiteParts> {
  const { log } = logs;
  // The one registry of this process, when metrics are asked for.
  const registry = env.METRICS_PORT === undefined ? undefined : new Registry();
  const metrics = registry && createSiteMetrics(registry, log);
  // Built before the server listens: an unreadable embedded dataset stops the start, not the first visitor.
  const content = createContent(env, log);
  // Watched before the checks start: a dataset that cannot be read at start-up is counted at once.
  metrics?.content.watch(content.published);
  const edgeUrls = edgeUrlIndexFor(env);
  const purger = createEdgePurger(env, edgeUrls, log, metrics?.edgePurge);
  // Each change this instance sees (webhook, import, its own check) purges the keys it touched.
  if (purger) content.published.onChange((changed) => purger.contentChanged(changed));
  const stopContentChecks = content.watch();
  // At start-up: a generated preview secret is on disk before anyone signs a link with it.
  const preview = createPreview(env, content.preview !== null);
  // Likewise the document links' secret: a link given before a restart stays good after it.
  const documentLinks = documentLinkSecret(env.DOCUMENT_LINK_SECRET, env.DATA_DIR);
  // Migrations run before the server listens; a database that cannot be opened stops the start.
  const enquiries = await startEnquirySystem(env, log, metrics?.enquiries);
  metrics?.watchOutbox(enquiries.database.db);
  return {
    env,
    logs,
    content,
    preview,
    documentLinkSecret: documentLinks,
    enquiries,
    metrics,
    edge: { settings: { header: env.SURROGATE_KEY_HEADER, ttlSeconds: env.EDGE_TTL_SECONDS }, urls: edgeUrls, purger },
    serveMetrics: () =>
      registry && env.METRICS_PORT !== undefined ? startMetricsServer({ registry, port: env.METRICS_PORT, host: env.HOST, log }) : undefined,
    close: async () => {
      stopContentChecks();
      // Purges already asked for still go out (main.ts's grace period bounds the wait); one already failing for a
      // while is tried once more and then logged for an operator, rather than holding the shutdown for hours.
      purger?.stop();
      await purger?.settled();
      await enquiries.close();
    },
  };
}
