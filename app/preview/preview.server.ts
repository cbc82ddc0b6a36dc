/**
 * The preview part of a process, built from its settings: the signing secret
 * (configured, or generated under DATA_DIR like the form token's) and whether
 * a request's cookie makes it a preview. Whether a given request previews is
 * decided from its own cookie every time.
 */
import type { Env } from "~/lib/env.server";
import { keptSecret } from "~/lib/kept-secret.server";
import { createPreviewCookie, createPreviewSigning, type PreviewCookie, type PreviewSigning } from "./signing.server";

export type Preview = {
  /** Sanity needs a viewer token to read drafts; the embedded dataset always has its drafts. */
  available: boolean;
  signing: PreviewSigning;
  cookie: PreviewCookie;
  /** True when this request carries a valid, unexpired preview cookie and this site can preview. */
  isPreviewRequest(cookieHeader: string | null | undefined): Promise<boolean>;
};

export function createPreview(env: Env): Preview {
  const available = !env.SANITY_PROJECT_ID || Boolean(env.SANITY_VIEWER_TOKEN);
  const secret = keptSecret(env.PREVIEW_LINK_SECRET, env.DATA_DIR, "preview-link.secret");
  const signing = createPreviewSigning(secret, { maxLinkHours: env.PREVIEW_LINK_MAX_HOURS });
  const cookie = createPreviewCookie(secret, { https: env.SITE_URL.startsWith("https:") });
  return {
    available,
    signing,
    cookie,
    isPreviewRequest: async (cookieHeader) => available && (await cookie.check(cookieHeader)),
  };
}
