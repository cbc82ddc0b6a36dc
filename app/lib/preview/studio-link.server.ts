/**
 * Sanity mode's way into preview: the Presentation tool opens
 * /api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=…, having
 * stored that short-lived secret in the dataset. @sanity/preview-url-secret
 * looks it up with the viewer token (so only someone who can open the Studio
 * can mint one) and gives back the page to show.
 */
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { urlSearchParamPreviewSecret } from "@sanity/preview-url-secret/constants";
import { createSanityClient } from "~/lib/content/sanity-source.server";
import type { Env } from "~/lib/env.server";
import { localPath } from "./signing.server";

export function isStudioLink(url: URL): boolean {
  return url.searchParams.has(urlSearchParamPreviewSecret);
}

/** The page to preview when the link's secret is the Studio's, else undefined. */
export async function checkStudioLink(url: URL, env: Env): Promise<string | undefined> {
  if (!env.SANITY_PROJECT_ID || !env.SANITY_VIEWER_TOKEN) return undefined;
  const client = createSanityClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    useCdn: false,
    timeoutMs: env.SANITY_TIMEOUT_MS,
    apiHost: env.SANITY_API_HOST,
    token: env.SANITY_VIEWER_TOKEN,
  });
  const { isValid, redirectTo } = await validatePreviewUrl(client, url.href);
  if (!isValid) return undefined;
  return localPath(redirectTo) ?? "/";
}
