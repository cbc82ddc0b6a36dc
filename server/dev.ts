/** Development server: Vite in middleware mode, with hot reload of app and server code. */
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { startEnquirySystem } from "~/lib/enquiry/service.server";
import { parseEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

const env = parseEnv({ NODE_ENV: "development", ...process.env });
const vite = await createServer({ server: { middlewareMode: true } });
const enquiries = await startEnquirySystem(env, logger);
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);
app.use(compression());
app.use(vite.middlewares);
app.use(async (req, res, next) => {
  try {
    const { createSite } = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("./app");
    const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    createSite({ env, build, enquiries: enquiries.service, database: enquiries.database })(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});
app.listen(env.PORT, () => console.log(`Development server on http://localhost:${env.PORT}`));
