/**
 * The link-preview parts of a page's metadata that name a content image, made
 * in the loader like every image URL (app/images/shown-image.server.ts); `meta`
 * (app/pages/seo.ts) only places them.
 */
import type { AppLoadContext } from "react-router";
import type { SanityImage } from "~/content/queries";
import { shownImage } from "~/images/shown-image.server";
import { LINK_PREVIEW_WIDTH } from "./image-widths";
import type { SeoFields, SeoImage } from "./seo";

type Context = Pick<AppLoadContext, "env">;

/** A content image as a link preview's picture: its URL, size and description. */
export function socialImage(context: Context, image: (SanityImage & { alt?: string | null }) | null | undefined): SeoImage | undefined {
  const shown = shownImage(context, image, LINK_PREVIEW_WIDTH);
  return shown ? { url: shown.src, width: shown.width, height: shown.height, ...(image?.alt ? { alt: image.alt } : {}) } : undefined;
}

/** A document's search and sharing fields as `pageSeo` takes them. */
export function shownSeo(
  context: Context,
  fields: { title?: string | null; description?: string | null; image?: (SanityImage & { alt?: string | null }) | null } | null | undefined,
): SeoFields {
  if (!fields) return undefined;
  const image = socialImage(context, fields.image);
  return { title: fields.title, description: fields.description, ...(image ? { image } : {}) };
}
