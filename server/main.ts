/**
 * The production server: `node build/server/index.js` (the Vite SSR build of
 * this file). The site's one server (site-server.ts) with the build's
 * immutable hashed assets, and a graceful shutdown on SIGTERM.
 */
import { fileURLToPath } from "node:url";
import express from "express";
import * as build from "virtual:react-router/server-build";
import { parseEnv, type Env } from "~/lib/env.server";
import { CACHE_IMMUTABLE } from "~/lib/http";
import { createLogs } from "~/lib/logger.server";
import { logLaunchCheck } from "./launch-check";
import { createSiteServer } from "./site-server";
import { buildSiteParts, siteLogs } from "./site-parts";

const SHUTDOWN_GRACE_MS = 10_000;

function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    // LOG_LEVEL may be the bad setting: this one line is written at the default level.
    createLogs("info").log.fatal((error as Error).message);
    process.exit(1);
  }
}

const env = loadEnv();
const logs = siteLogs(env);
const logger = logs.log;
const parts = await buildSiteParts(env, logs).catch((error: unknown) => {
  logger.fatal({ err: error }, "the site could not start (content or the enquiry database could not be opened)");
  process.exit(1);
});

const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const { server } = createSiteServer({
  parts,
  build,
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
/** HOST as a browser would reach it: every interface is this machine's localhost; an IPv6 address in brackets. */
function hostInUrl(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const content = env.SANITY_PROJECT_ID
    ? `Sanity project ${env.SANITY_PROJECT_ID}, dataset ${env.SANITY_DATASET}`
    : `the embedded dataset in ${env.CONTENT_DIR}`;
  logger.info(
    { port, content: env.SANITY_PROJECT_ID ? "sanity" : "embedded" },
    `ACT website listening on http://${hostInUrl(env.HOST)}:${port}, content from ${content}`,
  );
  // Once per start: what still reads as sample or unset for a public site (npm run launch-check lists the same). The
  // embedded dataset's drafts come from the preview's source, already loaded: no second read of the file.
  const drafts = env.SANITY_PROJECT_ID ? undefined : parts.content.preview?.source;
  void logLaunchCheck(env, process.env, parts.content.published.source, logger, drafts);
});

const metricsServer = parts.serveMetrics();
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
    parts
      .close()
      .catch((error: unknown) => logger.error({ err: error }, "error while closing the enquiry system"))
      .finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  // A connection still answering is kept alive after its answer: close each as it falls idle, not a keep-alive time later.
  setInterval(() => server.closeIdleConnections(), 100).unref();
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
