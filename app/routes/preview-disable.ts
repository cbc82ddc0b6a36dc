/**
 * GET /api/preview/disable?to=/page: leaves draft preview (the banner's "Exit
 * preview"): clears the cookie and returns to the page, now published.
 */
import { getEnv } from "~/lib/env.server";
import { CACHE_NONE } from "~/lib/http";
import { localPath, previewCookieHeader } from "~/lib/preview/signing.server";
import type { Route } from "./+types/preview-disable";

export function loader({ request }: Route.LoaderArgs) {
  const to = localPath(new URL(request.url).searchParams.get("to")) ?? "/";
  return new Response(null, {
    status: 303,
    headers: {
      Location: to,
      "Set-Cookie": previewCookieHeader(undefined, getEnv().SITE_URL.startsWith("https:")),
      "Cache-Control": CACHE_NONE,
    },
  });
}
