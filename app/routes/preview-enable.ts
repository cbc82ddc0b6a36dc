/**
 * GET /api/preview/enable: enters draft preview, through the Studio's
 * Presentation tool (Sanity mode) or a signed link from
 * `npm run preview-link` (either mode). A valid link sets the signed,
 * expiring preview cookie and redirects to the page; anything else gets a 401
 * page and no cookie.
 */
import { getEnv } from "~/lib/env.server";
import { CACHE_NONE } from "~/lib/http";
import { logger } from "~/lib/logger.server";
import { getPreviewSigning, previewAvailable } from "~/lib/preview/preview.server";
import { refusedPreview } from "~/lib/preview/refused-page.server";
import { previewCookieHeader } from "~/lib/preview/signing.server";
import { checkStudioLink, isStudioLink } from "~/lib/preview/studio-link.server";
import type { Route } from "./+types/preview-enable";

export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  const url = new URL(request.url);
  if (!previewAvailable(env)) return refusedPreview("unavailable");
  const signing = getPreviewSigning(env);

  let path: string | undefined;
  if (isStudioLink(url)) {
    try {
      path = await checkStudioLink(url, env);
    } catch (error) {
      logger.error({ err: error }, "the preview secret could not be checked with Sanity");
      return new Response("The preview could not be checked with Sanity right now. Please try again in a minute.", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_NONE, "Retry-After": "30" },
      });
    }
    if (!path) return refusedPreview("invalid");
  } else {
    const check = signing.checkLink(url.searchParams);
    if (!check.ok) return refusedPreview(check.reason);
    path = check.path;
  }

  return new Response(null, {
    status: 303,
    headers: {
      Location: path,
      "Set-Cookie": previewCookieHeader(signing.cookieValue(), env.SITE_URL.startsWith("https:")),
      "Cache-Control": CACHE_NONE,
    },
  });
}
