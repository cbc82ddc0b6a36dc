/**
 * The site's preview settings, resolved once: the signing secret (configured,
 * or generated under DATA_DIR like the form token's) and whether a request's
 * cookie makes it a preview. Only configuration lives here; whether a given
 * request previews is decided from its own cookie every time.
 */
import { getEnv, type Env } from "~/lib/env.server";
import { keptSecret } from "~/lib/kept-secret.server";
import { createPreviewSigning, PREVIEW_COOKIE, readCookie, type PreviewSigning } from "./signing.server";

let signing: PreviewSigning | undefined;

export function getPreviewSigning(env: Env = getEnv()): PreviewSigning {
  signing ??= createPreviewSigning(keptSecret(env.PREVIEW_LINK_SECRET, env.DATA_DIR, "preview-link.secret"), {
    maxLinkHours: env.PREVIEW_LINK_MAX_HOURS,
  });
  return signing;
}

/** Sanity needs a viewer token to read drafts; the embedded dataset always has its drafts. */
export function previewAvailable(env: Env = getEnv()): boolean {
  return !env.SANITY_PROJECT_ID || Boolean(env.SANITY_VIEWER_TOKEN);
}

/** True when this request carries a valid, unexpired preview cookie and this site can preview. */
export function isPreviewRequest(cookieHeader: string | null | undefined, env: Env = getEnv()): boolean {
  return previewAvailable(env) && getPreviewSigning(env).checkCookie(readCookie(cookieHeader, PREVIEW_COOKIE));
}
