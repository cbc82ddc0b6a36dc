/**
 * The one server of the site, for production and development alike: the
 * request log, security headers and limits on every answer, the render
 * cache's answers before Express (decision 011), then compression, the
 * browser's files and the site.
 */
import type { Server } from "node:http";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { createSite, errorHandler, noStoreServerErrors, type SiteOptions } from "./app";
import { RenderCache } from "~/caching/render-cache.server";
import { takesEnquiryPost } from "~/pages/page-content.server";
import { hasPreviewCookie } from "~/lib/http";
import { edgeHeaders, surrogateKeys } from "~/caching/edge.server";
import { canonicalPaths, isNormalPath, toOriginForm } from "./canonical-paths";
import { allowMethods, createLimitedServer, limitUrlLength, refuseBadHosts, refuseForeignTargets, urlTooLong } from "./request-limits";
import { logWhenFinished, requestId, requestLog, type RequestObserver } from "./request-log";
import { createRoutePatterns } from "./route-pattern";
import type { SiteMetrics } from "./metrics";
import { securityHeaders } from "./security-headers";
import { contentCdnOrigin } from "~/lib/env.server";

export type SiteServerOptions = Omit<SiteOptions, "contentSecurityPolicy" | "renderCache"> & {
  /** The browser's files, served before the site: the build's assets, or Vite's middleware. */
  assets: RequestHandler;
  /** Replaces the site's router (development re-creates it per request, for hot reload). */
  site?: (options: SiteOptions) => RequestHandler;
};

export type SiteServer = { server: Server; renderCache: RenderCache | undefined };

export function createSiteServer(options: SiteServerOptions): SiteServer {
  const { env, metrics, logs } = options.parts;
  const development = env.NODE_ENV === "development";
  const security = securityHeaders({
    siteUrl: env.SITE_URL,
    imageOrigins: [contentCdnOrigin(env)].filter((origin) => origin !== undefined),
    // The support-desk widget's host, only when one is configured.
    scriptOrigins: env.HELP_WIDGET_SCRIPT_URL ? [new URL(env.HELP_WIDGET_SCRIPT_URL).origin] : [],
    previewFrameAncestors: env.SANITY_STUDIO_URL ? [new URL(env.SANITY_STUDIO_URL).origin] : [],
    development,
  });
  // Off in development: Vite loads the app's modules (and its content service) anew, so kept pages would outlive an edit.
  const edge = options.parts.edge;
  const renderCache =
    development || env.RENDER_CACHE_MAX_BYTES === 0
      ? undefined
      : new RenderCache({
          maxBytes: env.RENDER_CACHE_MAX_BYTES,
          log: logs.log,
          isNormalPath,
          fixedHeaders: security.fixed,
          onEvict: metrics?.renderCache.evicted,
          edgeHeaders: edge && ((reads) => edgeHeaders(surrogateKeys(reads), edge.settings)),
        });
  if (renderCache) options.parts.content.published.onChange((changed) => renderCache.drop(changed));
  if (renderCache) metrics?.renderCache.watch(renderCache);
  const observe = metrics && requestObserver(metrics, options.build);

  const siteOptions: SiteOptions = { ...options, contentSecurityPolicy: security.policy, renderCache };
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For is believed only for the configured number of proxies in front.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLog(logs, observe));
  app.use(noStoreServerErrors());
  app.use(security.middleware());
  app.use(refuseForeignTargets());
  app.use(refuseBadHosts());
  app.use(limitUrlLength());
  app.use(allowMethods((path) => takesEnquiryPost(options.parts.content.published, path)));
  // Before the browser's files too: a static file server reads "/about%2f.." as a folder and adds a slash.
  app.use(canonicalPaths());
  app.use(compression());
  app.use(options.assets);
  app.use((options.site ?? createSite)(siteOptions));
  app.use(errorHandler(logs.log));

  const siteHost = new URL(env.SITE_URL).host;
  const server = createLimitedServer((req, res) => {
    // "GET http://this-site/about" is answered as "/about"; any other absolute target gets Express's 400.
    if (!toOriginForm(req, siteHost)) return app(req, res);
    // A kept page is answered here, before Express: same headers, same log line, a fraction of the work. Only for
    // a URL the limits below would let through: a kept page ignores the query string, not how long it is.
    const kept = urlTooLong(req.url) ? undefined : renderCache?.lookup(req);
    if (!kept) return app(req, res);
    const answerKept = () => {
      const id = requestId(req);
      logWhenFinished(req, res, id, logs.requestLog, observe);
      metrics?.renderCache.hit();
      renderCache!.answer(req, res, kept, id);
    };
    // Only a preview cookie this site signed skips the kept pages: a forged one costs no render.
    if (!hasPreviewCookie(req.headers.cookie)) return answerKept();
    options.parts.preview.isPreviewRequest(req.headers.cookie).then(
      (preview) => (preview ? app(req, res) : answerKept()),
      () => app(req, res),
    );
  });
  return { server, renderCache };
}

/** Each request counted under its route pattern (never its URL). */
function requestObserver(metrics: SiteMetrics, build: SiteOptions["build"]): RequestObserver {
  const patterns = createRoutePatterns(typeof build === "function" ? undefined : build.routes);
  if (typeof build === "function") {
    build().then(
      (loaded) => patterns.useRoutes(loaded.routes),
      () => {},
    );
  }
  return (path, status, seconds) => metrics.request(patterns.of(path, status), status, seconds);
}
