/**
 * The site's request handling, below the static files: health checks, the
 * enquiry API, draft preview's and publishing's endpoints, content images,
 * then every page through React Router.
 */
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { getContent, getPreviewContent, trackContentReads } from "~/content/content.server";
import { EMBEDDED_PROJECT_ID, type Env } from "~/lib/env.server";
import { CACHE_NONE } from "~/lib/http";
import { logger } from "~/lib/logger.server";
import type { EnquiryService } from "~/enquiries/service";
import { createContentImageHandler } from "~/images/content-images.server";
import { contentCrops } from "~/images/image-crops.server";
import { contactApi } from "~/enquiries/contact-api.server";
import { previewRequests } from "~/preview/preview-requests.server";
import { previewApi } from "~/preview/preview-api.server";
import { publishWebhook } from "~/content/publish-webhook.server";
import type { SiteMetrics } from "./metrics";
import { cacheableRequest, type RenderCache } from "~/caching/render-cache.server";

export type SiteOptions = {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  enquiries: EnquiryService;
  /** Checked by /readyz besides the content source. */
  database: { ping(): Promise<void> };
  /** The Content-Security-Policy allowing the given inline-script sources. */
  contentSecurityPolicy: (inlineScripts: string[], preview?: boolean) => string;
  /** Keeps pages that are the same for every visitor; none in development. */
  renderCache?: RenderCache | undefined;
  /** Prometheus metrics, when METRICS_PORT is set. */
  metrics?: SiteMetrics | undefined;
};

export function createSite({ env, build, enquiries, database, contentSecurityPolicy, renderCache, metrics }: SiteOptions): express.Router {
  const router = express.Router();

  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", CACHE_NONE).json({ status: "ok" });
  });

  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", CACHE_NONE);
    const [content, db] = await Promise.allSettled([getContent().source.ping(), database.ping()]);
    const checks = {
      content: content.status === "fulfilled" ? "ok" : "unreachable",
      database: db.status === "fulfilled" ? "ok" : "unreachable",
    };
    const ready = checks.content === "ok" && checks.database === "ok";
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", ...checks });
  });

  router.use(contactApi(enquiries));
  router.use(publishWebhook());
  router.use(previewApi());
  router.use(previewRequests());

  if (!env.SANITY_PROJECT_ID) {
    const handler = createContentImageHandler({
      projectId: EMBEDDED_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      imagesDir: path.resolve(env.CONTENT_DIR, "images"),
      cacheDir: path.resolve(env.DATA_DIR, "image-cache"),
      cacheMaxBytes: env.IMAGE_CACHE_MAX_BYTES,
      crops: contentCrops(() => [getContent(), getPreviewContent()].flatMap((content) => (content ? [content.source] : []))),
    });
    router.get("/images/:projectId/:dataset/:file", (req, res, next) => {
      handler(req, res).catch(next);
    });
  }

  const pages = createRequestHandler({
    build,
    mode: env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext: (req, res) => {
      const reads: Set<string> = res.locals.contentReads ?? new Set();
      const startedAt: number = res.locals.renderGeneration ?? 0;
      const url = req.originalUrl;
      return {
        cspNonce: res.locals.cspNonce ?? "",
        contentSecurityPolicy,
        requestId: res.locals.requestId ?? "",
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        enquiries,
        preview: res.locals.preview === true,
        ...(renderCache && cacheableRequest(req)
          ? {
              pageRendered: (page) => {
                renderCache.store(url, page, reads, startedAt).catch((error: unknown) => logger.error({ err: error, url }, "render cache: page not kept"));
              },
            }
          : {}),
      };
    },
  });

  router.all("/{*path}", (req, res, next) => {
    // Which content answers this page is built from, and when its render began: the render cache needs both.
    const reads = new Set<string>();
    res.locals.contentReads = reads;
    res.locals.renderGeneration = renderCache?.generation ?? 0;
    if (renderCache && cacheableRequest(req)) metrics?.renderCache.miss();
    trackContentReads(reads, () => pages(req, res, next));
  });

  return router;
}

/**
 * The last handler: client errors (a missing asset, a malformed body) keep
 * their 4xx status; anything else is a 500 that leaks no stack trace.
 */
export function errorHandler() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (!clientError) (res.locals.log ?? logger).error({ err: error }, "unhandled error");
    if (res.headersSent) return next(error);
    const code = clientError ? status : 500;
    res.status(code).type("text/plain").send(STATUS_CODES[code] ?? "Error");
  };
}
