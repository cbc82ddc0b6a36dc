/**
 * Marks preview requests (a valid `__act_preview` cookie) for the loaders, via
 * the load context, and gives every preview response, page or data, headers
 * that keep it out of shared caches and search engines. The framing headers
 * are set by securityHeaders from the same mark.
 */
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import { CACHE_PRIVATE } from "~/lib/http";
import { getPreviewSigning, isPreviewRequest } from "~/preview/preview.server";

export function previewRequests(): RequestHandler {
  // At start-up, not on the first request: a generated secret is on disk before anyone signs a link with it.
  getPreviewSigning();
  return (req, res, next) => {
    const preview = isPreviewRequest(req.headers.cookie);
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
