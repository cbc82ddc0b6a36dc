/**
 * The production server: `node build/server/index.js` (the Vite SSR build of
 * this file). Compression, immutable hashed assets, the site, and a graceful
 * shutdown on SIGTERM.
 */
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import * as build from "virtual:react-router/server-build";
import { getContent } from "~/lib/content/content.server";
import { startEnquirySystem } from "~/lib/enquiry/service.server";
import { getEnv, type Env } from "~/lib/env.server";
import { CACHE_IMMUTABLE } from "~/lib/http";
import { logger } from "~/lib/logger.server";
import { createSite, errorHandler } from "./app";
import { allowMethods, applyServerTimeouts, limitUrlLength, MAX_HEADER_BYTES } from "./request-limits";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";

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
// Fail at start-up, not on the first visitor, if the embedded dataset is unreadable.
getContent();
// Migrations run before the server listens; a database that cannot be opened stops the start.
const enquiries = await startEnquirySystem(env, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, "the enquiry database could not be opened");
  process.exit(1);
});

const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const app = express();
app.disable("x-powered-by");
// X-Forwarded-For is believed only for the configured number of proxies in front.
app.set("trust proxy", env.TRUST_PROXY);
app.use(requestLog());
app.use(
  securityHeaders({
    siteUrl: env.SITE_URL,
    imageOrigins: env.SANITY_PROJECT_ID ? ["https://cdn.sanity.io"] : [],
    // The support-desk widget's host, only when one is configured.
    scriptOrigins: env.HELP_WIDGET_SCRIPT_URL ? [new URL(env.HELP_WIDGET_SCRIPT_URL).origin] : [],
    previewFrameAncestors: env.SANITY_STUDIO_URL ? [new URL(env.SANITY_STUDIO_URL).origin] : [],
  }),
);
app.use(limitUrlLength());
app.use(allowMethods());
app.use(compression());
app.use(
  "/assets",
  express.static(`${clientDir}/assets`, {
    immutable: true,
    maxAge: "1y",
    fallthrough: false,
    setHeaders: (res) => res.setHeader("Cache-Control", CACHE_IMMUTABLE),
  }),
);
app.use(express.static(clientDir, { maxAge: "1h", index: false }));
app.use(createSite({ env, build, enquiries: enquiries.service, database: enquiries.database }));
app.use(errorHandler());

const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app);
applyServerTimeouts(server);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, content: env.SANITY_PROJECT_ID ? "sanity" : "embedded" }, `ACT website listening on http://localhost:${port}`);
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
  setTimeout(() => {
    logger.warn("shutdown grace period over: closing remaining connections");
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
