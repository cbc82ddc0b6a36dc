/**
 * The site's request handling, below the static files: health checks, the
 * enquiry API, draft preview's and publishing's endpoints, content images,
 * then every page through React Router.
 */
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import onHeaders from "on-headers";
import type { ServerBuild } from "react-router";
import { EMBEDDED_PROJECT_ID } from "~/lib/env.server";
import { CACHE_NONE, isSharedCacheControl, queryInCacheKey } from "~/lib/http";
import type { Logger } from "~/lib/logger.server";
import { createContentFileHandler, freeFiles } from "~/documents/content-files.server";
import { createContentImageHandler } from "~/images/content-images.server";
import { contentCrops } from "~/images/image-crops.server";
import { contactApi } from "~/enquiries/contact-api.server";
import { previewRequests } from "~/preview/preview-requests.server";
import { previewApi } from "~/preview/preview-api.server";
import { publishWebhook } from "~/content/publish-webhook.server";
import type { SiteParts } from "./site-parts";
import { readinessCheck } from "./readiness";
import { keepSharedAnswersKeyed, routeMatcher } from "./shared-answers";
import { cacheableRequest, pageKey, type KeptDocument, type RenderCache } from "~/caching/render-cache.server";
import { trackContentReads } from "~/caching/content-reads.server";
import { edgeHeaders, surrogateKeys } from "~/caching/edge.server";

export type SiteOptions = {
  parts: Pick<SiteParts, "env" | "logs" | "content" | "preview" | "documentLinkSecret" | "enquiries" | "metrics"> & { edge?: SiteParts["edge"] | undefined };
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The Content-Security-Policy allowing the given inline-script sources. */
  contentSecurityPolicy: (inlineScripts: string[], preview?: boolean) => string;
  /** Keeps pages that are the same for every visitor; none in development. */
  renderCache?: RenderCache | undefined;
};

export function createSite({ parts, build, contentSecurityPolicy, renderCache }: SiteOptions): express.Router {
  const { env, content, preview, metrics } = parts;
  const { log } = parts.logs;
  const enquiries = parts.enquiries.service;
  const router = express.Router();

  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", CACHE_NONE).json({ status: "ok" });
  });

  const readiness = readinessCheck({
    content: () => content.published.source.ping(),
    database: () => parts.enquiries.database.ping(),
    servesLastGoodCopy: () => content.published.servesLastGoodCopy(),
  });
  router.get("/readyz", async (_req, res) => {
    // From a check at most two seconds old (server/readiness.ts); never stored by a cache.
    res.set("Cache-Control", CACHE_NONE);
    const { ready, status, content: contentCheck, database } = await readiness();
    res.status(ready ? 200 : 503).json({ status, content: contentCheck, database });
  });

  router.use(contactApi(enquiries));
  router.use(publishWebhook(env.SANITY_WEBHOOK_SECRET, content.published, log));
  router.use(previewApi(env, preview, log));
  router.use(previewRequests(preview));

  if (!env.SANITY_PROJECT_ID) {
    const handler = createContentImageHandler({
      projectId: EMBEDDED_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      imagesDir: path.resolve(env.CONTENT_DIR, "images"),
      cacheDir: path.resolve(env.DATA_DIR, "image-cache"),
      cacheMaxBytes: env.IMAGE_CACHE_MAX_BYTES,
      log,
      crops: contentCrops(() => [content.published, content.preview].flatMap((service) => (service ? [service.source] : []))),
    });
    router.get("/images/:projectId/:dataset/:file", (req, res, next) => {
      handler(req, res).catch(next);
    });
    const files = createContentFileHandler({
      projectId: EMBEDDED_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      filesDir: path.resolve(env.CONTENT_DIR, "files"),
      isFree: freeFiles(() => content.published.source),
    });
    router.get("/files/:projectId/:dataset/:file", (req, res, next) => {
      files(req, res).catch(next);
    });
  }

  const pages = createRequestHandler({
    build,
    mode: env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext: (req, res) => {
      const previewing = res.locals.preview === true;
      return {
        env,
        content: (previewing && content.preview) || content.published,
        publishedContent: content.published,
        cspNonce: res.locals.cspNonce ?? "",
        contentSecurityPolicy,
        requestId: res.locals.requestId ?? "",
        log: res.locals.log ?? log,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        enquiries,
        documentLinkSecret: parts.documentLinkSecret,
        preview: previewing,
        ...(res.locals.pageRendered ? { pageRendered: res.locals.pageRendered } : {}),
        ...(metrics ? { documentRendered: metrics.renderCache.rendered } : {}),
        ...(renderCache && !previewing ? { notFoundPages: keptNotFound(renderCache) } : {}),
      };
    },
  });

  const builtMatcher = typeof build === "function" ? undefined : routeMatcher(build.routes);
  router.all("/{*path}", (req, res, next) => {
    if (builtMatcher) return answer(req, res, next, builtMatcher);
    // Development: the build is loaded anew, and with it the routes.
    (build as () => Promise<ServerBuild>)().then((loaded) => answer(req, res, next, routeMatcher(loaded.routes)), next);
  });

  function answer(req: Request, res: Response, next: NextFunction, matched: (pagePath: string) => string[]): void | Promise<void> {
    // The content keys the answer reads, named to the edge on a public answer (decision 023).
    const reads = new Set<string>();
    if (parts.edge) {
      const edge = parts.edge;
      onHeaders(res, function nameTheContent(this: Response) {
        // A 5xx gets no-store and loses these TTL headers in noStoreServerErrors, which runs after this.
        if (!isSharedCacheControl(String(this.getHeader("Cache-Control") ?? ""))) return;
        const keys = surrogateKeys(reads);
        for (const [name, value] of edgeHeaders(keys, edge.settings, this.statusCode)) this.setHeader(name, value);
        if (this.statusCode === 200) edge.urls?.remember(queryInCacheKey(pageKey(req.originalUrl)) ? req.originalUrl : pageKey(req.originalUrl), keys);
      });
    }
    // Registered after the edge's listener, so it runs before it: an answer made unshared names no keys.
    keepSharedAnswersKeyed(req.method, req.originalUrl, res, matched);
    if (!renderCache) return trackContentReads(reads, () => pages(req, res, next));
    if (!res.locals.preview && cacheableRequest(req)) metrics?.renderCache.miss();
    renderCache.render(req, res.locals.preview === true, reads, (pageRendered) => {
      res.locals.pageRendered = pageRendered;
      return pages(req, res, next);
    });
  }

  return router;
}

/** The render cache's not-found documents for one request: one rendered after a content change began is not kept. */
function keptNotFound(renderCache: RenderCache) {
  const startedAt = renderCache.generation;
  return {
    get: (key: string) => renderCache.notFound.get(key),
    set: (key: string, document: KeptDocument) => renderCache.notFound.set(key, document, startedAt),
  };
}

/**
 * Any 5xx is `Cache-Control: no-store`, whatever answered it and
 * whatever Cache-Control it chose: a page whose loader or render failed still
 * carries its route's public headers. Set as the headers go out, so it holds
 * for every answer after it, the last error handler's included.
 */
export function noStoreServerErrors(): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, function noStore(this: Response) {
      if (this.statusCode < 500) return;
      this.setHeader("Cache-Control", CACHE_NONE);
      // What tells a CDN to keep an answer (decision 023) goes too: those headers win over Cache-Control there.
      this.removeHeader("CDN-Cache-Control");
      this.removeHeader("Surrogate-Control");
    });
    next();
  };
}

/**
 * The last handler: client errors (a missing asset, a malformed body) keep
 * their 4xx status; anything else is a 500 that leaks no stack trace.
 */
export function errorHandler(log: Logger) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (!clientError) (res.locals.log ?? log).error({ err: error }, "unhandled error");
    if (res.headersSent) return next(error);
    const code = clientError ? status : 500;
    res
      .status(code)
      .type("text/plain")
      .send(STATUS_CODES[code] ?? "Error");
  };
}
