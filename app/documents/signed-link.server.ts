/**
 * The link that gives a document behind the short form, once its request is stored:
 * /documents/<slug>/file?expires=<unix seconds>&signature=<HMAC-SHA256 of slug and expiry>.
 * Any instance holding the secret checks it; nothing is kept per link. Past its expiry it
 * answers 410 with the way to ask again; a link not signed by this site is refused.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { keptSecret } from "~/lib/kept-secret.server";
import { documentRequestPath } from "./request-path";

export type LinkCheck = "ok" | "expired" | "invalid";

/** The configured secret, or one generated once and kept under DATA_DIR, so a restart keeps the links it gave good. */
export function documentLinkSecret(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, "document-link.secret");
}

const signature = (secret: string, slug: string, expires: number) => createHmac("sha256", secret).update(`document:${slug}:${expires}`).digest("base64url");

/** The file's path for `slug`, good until `expiresAt` (ms since the epoch; the link carries whole seconds). */
export function signedDocumentLink(secret: string, slug: string, expiresAt: number): string {
  const expires = Math.floor(expiresAt / 1000);
  return `${documentRequestPath(slug)}/file?expires=${expires}&signature=${signature(secret, slug, expires)}`;
}

/** Whether the link's `expires` and `signature` are this site's for `slug`, and still good at `now`. */
export function checkDocumentLink(secret: string, slug: string, params: URLSearchParams, now = Date.now()): LinkCheck {
  const expires = params.getAll("expires");
  const given = params.getAll("signature");
  if (expires.length !== 1 || given.length !== 1 || !/^\d{1,12}$/.test(expires[0]!)) return "invalid";
  const expected = Buffer.from(signature(secret, slug, Number(expires[0])));
  const offered = Buffer.from(given[0]!);
  if (expected.length !== offered.length || !timingSafeEqual(expected, offered)) return "invalid";
  return Number(expires[0]) * 1000 <= now ? "expired" : "ok";
}
