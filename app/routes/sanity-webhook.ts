/**
 * POST /api/webhooks/sanity: Sanity's GROQ-powered webhook, called when a
 * document is published, changed or deleted. A correctly signed, recent call
 * reloads every cached content answer before it is acknowledged, so the next
 * request shows the change instead of waiting for the cache to expire.
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { data } from "react-router";
import { getContent } from "~/lib/content/content.server";
import { getEnv } from "~/lib/env.server";
import { CACHE_NONE } from "~/lib/http";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/sanity-webhook";

/** A signed call older than this (or this far in the future) is refused: a captured call cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;
/** Sanity sends small projections; anything bigger is not from it. */
const MAX_BODY_BYTES = 64 * 1024;

function refuse(status: number, message: string, headers: Record<string, string> = {}) {
  return data({ error: message }, { status, headers: { "Cache-Control": CACHE_NONE, ...headers } });
}

export async function loader() {
  return refuse(405, "Sanity's webhook is delivered with POST.", { Allow: "POST" });
}

export async function action({ request }: Route.ActionArgs) {
  const secret = getEnv().SANITY_WEBHOOK_SECRET;
  if (!secret) return refuse(404, "No publish webhook is configured on this site.");
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return refuse(401, `Missing ${SIGNATURE_HEADER_NAME} header.`);
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return refuse(413, "The webhook body is too large.");

  let timestamp: number;
  let valid: boolean;
  try {
    timestamp = decodeSignatureHeader(signature).timestamp;
    valid = await isValidSignature(body, signature, secret);
  } catch {
    return refuse(401, "The webhook signature is malformed.");
  }
  if (!valid) return refuse(401, "The webhook signature does not match.");
  if (Math.abs(Date.now() - timestamp) > WEBHOOK_MAX_AGE_MS) return refuse(401, "The webhook signature is too old.");

  const started = performance.now();
  // Past Sanity's API CDN, which may still hold the answer from before the publish for a moment.
  await getContent().refreshAll({ fresh: true });
  let documentId: unknown;
  try {
    documentId = (JSON.parse(body) as { _id?: unknown })._id;
  } catch {
    // The projection is the administrator's choice; the refresh does not depend on it.
  }
  logger.info({ documentId, ms: Math.round(performance.now() - started) }, "content refreshed after a publish");
  return data({ refreshed: true }, { headers: { "Cache-Control": CACHE_NONE } });
}
