/**
 * POST /api/webhooks/sanity: Sanity's GROQ-powered webhook, called when a
 * document is published, changed or deleted (decision 014). A correctly
 * signed, recent call reloads the cached content answers that document
 * touches before it is acknowledged, so the next request shows the change
 * instead of waiting for the cache to expire. Each signed call is taken once:
 * a replay (or Sanity's own retry) within the time window is acknowledged
 * without any work. Answered by Express, like the enquiry API.
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import express, { type NextFunction, type Request, type Response } from "express";
import { LRUCache } from "lru-cache";
import type { ChangedDocument, ContentService } from "./content-service.server";
import { CACHE_NONE } from "~/lib/http";
import type { Logger } from "~/lib/logger.server";

export const PUBLISH_WEBHOOK_PATH = "/api/webhooks/sanity";
/** A signed call older than this (or this far in the future) is refused: a captured call cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;
/** Sanity sends small projections; anything bigger is not from it. */
const MAX_BODY = "64kb";
/** Signed calls remembered to refuse replays: far more than Sanity sends within the window. */
const REMEMBERED_CALLS = 10_000;

function refuse(res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", CACHE_NONE).json({ error: message });
}

type Webhook = { secret: string | undefined; content: ContentService; received: LRUCache<string, true>; log: Logger };

async function receive(req: Request, res: Response, { secret, content, received, log }: Webhook) {
  if (!secret) return refuse(res, 404, "No publish webhook is configured on this site.");
  const signature = req.get(SIGNATURE_HEADER_NAME);
  if (!signature) return refuse(res, 401, `Missing ${SIGNATURE_HEADER_NAME} header.`);
  // The signature covers the body exactly as sent.
  const body = typeof req.body === "string" ? req.body : "";

  let timestamp: number;
  let valid: boolean;
  try {
    timestamp = decodeSignatureHeader(signature).timestamp;
    valid = await isValidSignature(body, signature, secret);
  } catch {
    return refuse(res, 401, "The webhook signature is malformed.");
  }
  if (!valid) return refuse(res, 401, "The webhook signature does not match.");
  if (Math.abs(Date.now() - timestamp) > WEBHOOK_MAX_AGE_MS) return refuse(res, 401, "The webhook signature is too old.");
  // The signature covers the timestamp and the body: the same value means the same call.
  if (received.has(signature)) {
    res.set("Cache-Control", CACHE_NONE).json({ refreshed: false, reason: "This call was received before." });
    return;
  }
  received.set(signature, true);

  const started = performance.now();
  let document: ChangedDocument = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") document = parsed as ChangedDocument;
  } catch {
    // The projection is the administrator's choice: without the document's type, every answer is reloaded.
  }
  // Past Sanity's API CDN, which may still hold the answer from before the publish for a moment.
  await content.refreshDocument(document, { fresh: true });
  log.info({ documentId: document._id, documentType: document._type, ms: Math.round(performance.now() - started) }, "content refreshed after a publish");
  res.set("Cache-Control", CACHE_NONE).json({ refreshed: true });
}

/** `secret` is SANITY_WEBHOOK_SECRET: without it the webhook answers 404. */
export function publishWebhook(secret: string | undefined, content: ContentService, log: Logger): express.Router {
  const router = express.Router();
  // Kept past the window in which a signature is accepted, so a replay is always recognised.
  const received = new LRUCache<string, true>({ max: REMEMBERED_CALLS, ttl: 2 * WEBHOOK_MAX_AGE_MS });
  router.post(PUBLISH_WEBHOOK_PATH, express.text({ type: () => true, limit: MAX_BODY }), (req, res) => receive(req, res, { secret, content, received, log }));
  router.all(PUBLISH_WEBHOOK_PATH, (req, res) => {
    res.set({ Allow: "POST", "Cache-Control": CACHE_NONE });
    if (req.method === "OPTIONS") res.status(204).end();
    else refuse(res, 405, "Sanity's webhook is delivered with POST.");
  });
  // Body-parser's refusals (too large, unreadable), answered as what they are.
  router.use(PUBLISH_WEBHOOK_PATH, (error: { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent || typeof error.status !== "number" || error.status >= 500) return next(error);
    refuse(res, error.status, error.type === "entity.too.large" ? "The webhook body is too large." : "The webhook body could not be read.");
  });
  return router;
}
