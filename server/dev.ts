/**
 * Development server: the site's one server (site-server.ts: the same
 * security headers, limits and request log as production) with Vite in
 * middleware mode for the browser's files and hot reload of app and server
 * code. The render cache is off here (see site-server.ts).
 */
import { Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { startEnquirySystem } from "~/enquiries/service.server";
import { parseEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { createSiteMetrics } from "./metrics";
import { startMetricsServer } from "./metrics-server";
import { createSiteServer } from "./site-server";

const env = parseEnv({ NODE_ENV: "development", ...process.env });
const vite = await createServer({ server: { middlewareMode: true } });
const registry = env.METRICS_PORT === undefined ? undefined : new Registry();
const metrics = registry && createSiteMetrics(registry, logger);
const enquiries = await startEnquirySystem(env, logger, metrics?.enquiries);
metrics?.watchOutbox(enquiries.database.db);
const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

const { server } = createSiteServer({
  env,
  build,
  enquiries: enquiries.service,
  database: enquiries.database,
  metrics,
  assets: vite.middlewares,
  // Loaded through Vite on every request, so edits to the server's own modules apply without a restart.
  site: (options) => async (req, res, next) => {
    try {
      const { createSite } = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("./app");
      createSite(options)(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  },
});
server.listen(env.PORT, env.HOST, () => logger.info(`Development server on http://localhost:${env.PORT}`));
if (registry && env.METRICS_PORT !== undefined) startMetricsServer({ registry, port: env.METRICS_PORT, host: env.HOST, log: logger });
