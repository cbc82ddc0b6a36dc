/**
 * Rich text as the page draws it, made in the loader: each link resolved to
 * the address it opens and each embedded image to its URLs, so the browser
 * needs neither the link rule, the page tree nor the image URL builder
 * (app/components/rich-text.tsx only renders what it is given).
 *
 * The site's link rule (app/lib/links.ts): a link off the site by its https:,
 * mailto: or tel: address, a page of the site by reference only. A link the
 * rule refuses (a typed path, "//host", "/\host", javascript:…) or that names
 * an unpublished page keeps no address and is drawn as plain text.
 */
import type { AppLoadContext } from "react-router";
import type { RichText } from "~/content/queries";
import { shownImage, type ShownImage } from "~/images/shown-image.server";
import { isExternalLink } from "~/lib/links";
import { RICH_TEXT_IMAGE_WIDTH } from "./image-widths";
import { pathOf } from "./tree";

type Block = Exclude<RichText[number], { _type: "image" }>;
type MarkDef = NonNullable<Block["markDefs"]>[number];

/** A link with its address; none when it is drawn as plain text. */
export type ShownMarkDef = { _key: string; _type: MarkDef["_type"]; href?: string };
export type ShownBlock = Omit<Block, "markDefs"> & { markDefs: ShownMarkDef[] };
export type ShownRichTextImage = { _type: "image"; _key: string; image?: ShownImage; caption?: string };
export type ShownRichText = Array<ShownBlock | ShownRichTextImage>;

export function shownRichText(context: Pick<AppLoadContext, "env">, value: RichText | null | undefined): ShownRichText {
  return (value ?? []).map((item): ShownBlock | ShownRichTextImage => {
    if (item._type === "image") {
      const image = shownImage(context, item, RICH_TEXT_IMAGE_WIDTH);
      return { _type: "image", _key: item._key, ...(image ? { image } : {}), ...(item.caption ? { caption: item.caption } : {}) };
    }
    return { ...item, markDefs: (item.markDefs ?? []).map(shownMark) };
  });
}

function shownMark(mark: MarkDef): ShownMarkDef {
  const href = mark._type === "internalLink" ? pathOf(mark.page) : isExternalLink(mark.href) ? mark.href : undefined;
  return { _key: mark._key, _type: mark._type, ...(href ? { href } : {}) };
}
