/**
 * The metrics listener: GET /metrics on METRICS_PORT, a port of its own that
 * the public proxy never forwards to, bound to HOST like the site. Nothing
 * else is answered there.
 */
import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";
import type { Logger } from "~/lib/logger.server";

export function startMetricsServer(options: { registry: Registry; port: number; host: string; log: Logger }): Server {
  const { registry, log } = options;
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found: metrics are at GET /metrics\n");
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        log.error({ err: error }, "metrics could not be collected");
        res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics could not be collected\n");
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  server.listen(options.port, options.host, () => log.info({ port: options.port }, `metrics on http://${options.host}:${options.port}/metrics`));
  return server;
}
