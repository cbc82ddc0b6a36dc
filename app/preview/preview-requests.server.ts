/**
 * Marks preview requests (a valid `__act_preview` cookie) for the loaders, via
 * the load context, and gives every preview response, page or data, headers
 * that keep it out of shared caches and search engines. The framing headers
 * are set by securityHeaders from the same mark.
 */
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { CACHE_PRIVATE } from "~/lib/http";
import type { Preview } from "./preview.server";

export function previewRequests(previews: Preview): RequestHandler {
  return async (req, res, next) => {
    const preview = await previews.isPreviewRequest(req.headers.cookie);
    res.locals.preview = preview;
    if (preview) {
      onHeaders(res, function markPrivate(this: typeof res) {
        this.setHeader("Cache-Control", CACHE_PRIVATE);
        this.setHeader("X-Robots-Tag", "noindex");
      });
    }
    next();
  };
}
