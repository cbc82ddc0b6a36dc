/**
 * Development server: the site's one server (site-server.ts: the same
 * security headers, limits and request log as production) with Vite in
 * middleware mode for the browser's files and hot reload of app and server
 * code. The render cache is off here (see site-server.ts).
 */
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { parseEnv } from "~/lib/env.server";
import { createSiteServer } from "./site-server";
import { buildSiteParts, siteLogs } from "./site-parts";

const env = parseEnv({ NODE_ENV: "development", ...process.env });
const vite = await createServer({ server: { middlewareMode: true } });
const parts = await buildSiteParts(env, siteLogs(env));
const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

const { server } = createSiteServer({
  parts,
  build,
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
server.listen(env.PORT, env.HOST, () => parts.logs.log.info(`Development server on http://localhost:${env.PORT}`));
parts.serveMetrics();
