/**
 * Draft preview's way in and out (decision 014), answered by Express like the
 * enquiry API, so that public pages' route manifest does not carry them:
 *
 * - GET /api/preview/enable: through the Studio's Presentation tool (Sanity
 *   mode) or a signed link from `npm run preview-link` (either mode). A valid
 *   link sets the signed, expiring preview cookie and redirects to the page;
 *   anything else gets a 401 page and no cookie.
 * - GET /api/preview/disable?to=/page: the banner's "Exit preview": clears the
 *   cookie and returns to the page the editor was on (the Referer, when it is
 *   this site's; the banner is not re-rendered on client-side navigation, so
 *   its `to` names the first page previewed), now published.
 */
import express, { type RequestHandler } from "express";
import type { Env } from "~/lib/env.server";
import { CACHE_NONE, CACHE_PRIVATE } from "~/lib/http";
import type { Logger } from "~/lib/logger.server";
import { refusedPreviewPage, type RefusalReason } from "~/preview/refused-page.server";
import { localPath } from "~/preview/signing.server";
import { isStudioLink } from "~/preview/studio-link.server";
import type { Preview } from "./preview.server";

export const PREVIEW_ENABLE_PATH = "/api/preview/enable";
export const PREVIEW_DISABLE_PATH = "/api/preview/disable";

function refuse(res: express.Response, reason: RefusalReason) {
  res.status(401).set({ "Cache-Control": CACHE_PRIVATE, "X-Robots-Tag": "noindex" }).type("html").send(refusedPreviewPage(reason));
}

function tooMany(res: express.Response, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  res
    .status(429)
    .set({ "Cache-Control": CACHE_PRIVATE, "Retry-After": String(retryAfterSeconds), "X-Robots-Tag": "noindex" })
    .type("text/plain")
    .send(
      `Too many preview links that did not match were tried from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, from the Studio's Presentation tool.`,
    );
}

const enable =
  (env: Env, { available, signing, cookie, studioLinks }: Preview, log: Logger): RequestHandler =>
  async (req, res) => {
    if (!available) return refuse(res, "unavailable");
    const url = new URL(req.originalUrl, env.SITE_URL);
    let path: string | undefined;
    if (isStudioLink(url)) {
      if (!studioLinks) return refuse(res, "invalid");
      try {
        const answer = await studioLinks.check(url, req.ip ?? req.socket.remoteAddress ?? "unknown");
        if (!answer.ok) return answer.reason === "too-many" ? tooMany(res, answer.retryAfterSeconds) : refuse(res, "invalid");
        path = answer.path;
      } catch (error) {
        log.error({ err: error }, "the preview secret could not be checked with Sanity");
        res
          .status(503)
          .set({ "Cache-Control": CACHE_NONE, "Retry-After": "30" })
          .type("text/plain")
          .send("The preview could not be checked with Sanity right now. Please try again in a minute.");
        return;
      }
    } else {
      const check = signing.checkLink(url.searchParams);
      if (!check.ok) return refuse(res, check.reason);
      path = check.path;
    }
    res
      .status(303)
      .set({ Location: path, "Set-Cookie": await cookie.enter(), "Cache-Control": CACHE_NONE })
      .end();
  };

/** The path of a Referer on this site, else undefined. */
function refererPath(referer: string | undefined, siteUrl: string, host: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const ours = url.origin === new URL(siteUrl).origin || url.host === host;
    return ours ? localPath(url.pathname + url.search) : undefined;
  } catch {
    return undefined;
  }
}

const disable =
  (env: Env, { cookie }: Preview): RequestHandler =>
  async (req, res) => {
    const to = refererPath(req.get("referer"), env.SITE_URL, req.get("host")) ?? (typeof req.query.to === "string" ? localPath(req.query.to) : undefined);
    res
      .status(303)
      .set({ Location: to ?? "/", "Set-Cookie": await cookie.leave(), "Cache-Control": CACHE_NONE })
      .end();
  };

export function previewApi(env: Env, preview: Preview, log: Logger): express.Router {
  const router = express.Router();
  router.get(PREVIEW_ENABLE_PATH, enable(env, preview, log));
  router.get(PREVIEW_DISABLE_PATH, disable(env, preview));
  return router;
}
