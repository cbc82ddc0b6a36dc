/**
 * Sanity mode's way into preview: the Presentation tool opens
 * /api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=…, having
 * stored that short-lived secret in the dataset. @sanity/preview-url-secret
 * looks it up with the viewer token (so only someone who can open the Studio
 * can mint one) and gives back the page to show.
 */
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { urlSearchParamPreviewSecret } from "@sanity/preview-url-secret/constants";
import { viewerSanityOptions } from "~/content/content.server";
import { createSanityClient } from "~/content/sanity-source.server";
import type { Env } from "~/lib/env.server";
import { localPath } from "./signing.server";

export function isStudioLink(url: URL): boolean {
  return url.searchParams.has(urlSearchParamPreviewSecret);
}

/** The page to preview when the link's secret is the Studio's, else undefined. */
export async function checkStudioLink(url: URL, env: Env): Promise<string | undefined> {
  const viewer = viewerSanityOptions(env);
  if (!viewer) return undefined;
  const { isValid, redirectTo } = await validatePreviewUrl(createSanityClient(viewer), url.href);
  if (!isValid) return undefined;
  return localPath(redirectTo) ?? "/";
}
