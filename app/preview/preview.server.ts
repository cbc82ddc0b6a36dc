/**
 * The preview part of a process, built from its settings: the signing secret
 * (configured, or generated under DATA_DIR like the form token's) and whether
 * a request's cookie makes it a preview. Whether a given request previews is
 * decided from its own cookie every time.
 */
import type { Env } from "~/lib/env.server";
import { keptSecret } from "~/lib/kept-secret.server";
import { createPreviewCookie, createPreviewSigning, type PreviewCookie, type PreviewSigning } from "./signing.server";
import { createStudioLinks, type StudioLinks } from "./studio-link.server";

export type Preview = {
  /** There is preview content to show (createContent decides: Sanity needs a viewer token for drafts). */
  available: boolean;
  signing: PreviewSigning;
  cookie: PreviewCookie;
  /** The Presentation tool's links, checked with Sanity; undefined without a viewer token. */
  studioLinks: StudioLinks | undefined;
  /** True when this request carries a valid, unexpired preview cookie and this site can preview. */
  isPreviewRequest(cookieHeader: string | null | undefined): Promise<boolean>;
};

export function createPreview(env: Env, available: boolean): Preview {
  const secret = keptSecret(env.PREVIEW_LINK_SECRET, env.DATA_DIR, "preview-link.secret");
  const signing = createPreviewSigning(secret, { maxLinkHours: env.PREVIEW_LINK_MAX_HOURS });
  const cookie = createPreviewCookie(secret, { https: env.SITE_URL.startsWith("https:") });
  return {
    available,
    signing,
    cookie,
    studioLinks: createStudioLinks(env),
    isPreviewRequest: async (cookieHeader) => available && (await cookie.check(cookieHeader)),
  };
}
