/**
 * The site's request handling, below the static files: content images,
 * health checks, then every page through React Router.
 */
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { getContent } from "~/lib/content/content.server";
import { EMBEDDED_PROJECT_ID, type Env } from "~/lib/env.server";
import { CACHE_NONE } from "~/lib/http";
import { createContentImageHandler } from "./content-images";

export type SiteOptions = {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
};

export function createSite({ env, build }: SiteOptions): express.Router {
  const router = express.Router();

  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", CACHE_NONE).json({ status: "ok" });
  });

  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", CACHE_NONE);
    try {
      await getContent().source.ping();
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable", content: "unreachable" });
    }
  });

  if (!env.SANITY_PROJECT_ID) {
    const handler = createContentImageHandler({
      projectId: EMBEDDED_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      imagesDir: path.resolve(env.CONTENT_DIR, "images"),
      cacheDir: path.resolve(env.DATA_DIR, "image-cache"),
    });
    router.get("/images/:projectId/:dataset/:file", (req, res, next) => {
      handler(req, res).catch(next);
    });
  }

  router.all("/{*path}", createRequestHandler({ build, mode: env.NODE_ENV === "development" ? "development" : "production" }));

  // Last resort: never leak a stack trace.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    console.error(error);
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send("Internal server error");
  });

  return router;
}
