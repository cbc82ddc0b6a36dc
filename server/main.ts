/**
 * The production server: `node build/server/index.js` (the Vite SSR build of
 * this file). The site's one server (site-server.ts) with the build's
 * immutable hashed assets, and a graceful shutdown on SIGTERM.
 */
import { fileURLToPath } from "node:url";
import express from "express";
import { Registry } from "prom-client";
import * as build from "virtual:react-router/server-build";
import { getContent } from "~/content/content.server";
import { startEnquirySystem } from "~/enquiries/service.server";
import { getEnv, type Env } from "~/lib/env.server";
import { CACHE_IMMUTABLE } from "~/lib/http";
import { logger } from "~/lib/logger.server";
import { createSiteMetrics } from "./metrics";
import { startMetricsServer } from "./metrics-server";
import { createSiteServer } from "./site-server";

const SHUTDOWN_GRACE_MS = 10_000;

function loadEnv(): Env {
  try {
    return getEnv();
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
}

const env = loadEnv();
// The one registry of this process, when metrics are asked for (METRICS_PORT).
const registry = env.METRICS_PORT === undefined ? undefined : new Registry();
const metrics = registry && createSiteMetrics(registry, logger);
// Fail at start-up, not on the first visitor, if the embedded dataset is unreadable.
const content = getContent();
metrics?.content.watch(content);
// Migrations run before the server listens; a database that cannot be opened stops the start.
const enquiries = await startEnquirySystem(env, logger, metrics?.enquiries).catch((error: unknown) => {
  logger.fatal({ err: error }, "the enquiry database could not be opened");
  process.exit(1);
});

metrics?.watchOutbox(enquiries.database.db);

const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const { server } = createSiteServer({
  env,
  build,
  enquiries: enquiries.service,
  database: enquiries.database,
  metrics,
  assets: express
    .Router()
    .use(
      "/assets",
      express.static(`${clientDir}/assets`, {
        immutable: true,
        maxAge: "1y",
        fallthrough: false,
        setHeaders: (res) => res.setHeader("Cache-Control", CACHE_IMMUTABLE),
      }),
    )
    .use(express.static(clientDir, { maxAge: "1h", index: false })),
});
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, content: env.SANITY_PROJECT_ID ? "sanity" : "embedded" }, `ACT website listening on http://localhost:${port}`);
});

const metricsServer =
  registry && env.METRICS_PORT !== undefined ? startMetricsServer({ registry, port: env.METRICS_PORT, host: env.HOST, log: logger }) : undefined;
metricsServer?.on("error", (error) => {
  logger.fatal({ err: error }, "the metrics port could not be opened");
  process.exit(1);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  server.close(() => {
    // No request is left: stop the outbox between deliveries, then close the database.
    enquiries
      .close()
      .catch((error: unknown) => logger.error({ err: error }, "error while closing the enquiry system"))
      .finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  metricsServer?.close();
  metricsServer?.closeAllConnections();
  setTimeout(() => {
    logger.warn("shutdown grace period over: closing remaining connections");
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
