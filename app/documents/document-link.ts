/**
 * Where a document to take away is given, wherever the site links one (a documents list, a compliance table's
 * evidence): a free one's file (Sanity's file CDN, or the site's own /files/ in embedded mode), or for one given
 * for a short form its page (/documents/<slug>); with its kind and size, "PDF, 240 KB". None for a document
 * without its title, address or file, or not published.
 */
import { fileAssetName } from "~/content/file-assets";
import type { ImageConfig } from "~/images/image";
import { fileDescription, fileUrl } from "./file-url";
import { documentRequestPath } from "./request-path";

/** A document as the queries give it (`downloadCard` in app/content/queries.ts). */
export type DocumentCard = {
  title?: string | null;
  slug?: string | null;
  access?: string | null;
  fileRef?: string | null;
  fileSize?: number | null;
};

export type DocumentLink = { href: string; gated: boolean; description: string };

export function documentLink(config: ImageConfig, document: DocumentCard | null | undefined): DocumentLink | undefined {
  const asset = fileAssetName(document?.fileRef);
  if (!document?.title || !document.slug || !asset) return undefined;
  const gated = document.access === "form";
  const href = gated ? documentRequestPath(document.slug) : fileUrl(config, document.fileRef, document.slug);
  return href ? { href, gated, description: fileDescription(asset.extension, document.fileSize) } : undefined;
}
