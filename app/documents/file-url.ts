/**
 * Where a document's file is read: Sanity's file CDN path,
 * `<base>/files/<project>/<dataset>/<sha1>.<ext>`, with `?dl=<name>` asking the browser to
 * save it under that name (Sanity's CDN honours `dl`; so does the site's own handler in
 * embedded mode, app/documents/content-files.server.ts). Made from the asset id, as image
 * URLs are, so pages are the same in both modes.
 */
import { fileAssetName } from "~/content/file-assets";
import type { ImageConfig } from "~/images/image";

/** A name a browser saves a file under: the site's slug rule's letters, then the extension. */
export const DOWNLOAD_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+$/;

/** The file's URL, saved as `<slug>.<ext>`; undefined for anything that is not a file asset id. */
export function fileUrl(config: ImageConfig, ref: string | null | undefined, slug: string | null | undefined): string | undefined {
  const asset = fileAssetName(ref);
  if (!asset) return undefined;
  const base = config.baseUrl.replace(/\/$/, "");
  const name = `${slug && DOWNLOAD_NAME.test(`${slug}.${asset.extension}`) ? slug : asset.sha1}.${asset.extension}`;
  return `${base}/files/${encodeURIComponent(config.projectId)}/${encodeURIComponent(config.dataset)}/${asset.file}?dl=${name}`;
}

/** A file's kind and size as a buyer reads them: "PDF, 240 KB" (1 KB = 1,024 bytes, rounded up). */
export function fileDescription(extension: string, bytes: number | null | undefined): string {
  const kind = extension.toUpperCase();
  if (typeof bytes !== "number" || !Number.isFinite(bytes) || bytes < 0) return kind;
  const kb = Math.max(1, Math.ceil(bytes / 1024));
  const size = kb < 1024 ? `${kb} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${kind}, ${size}`;
}
