/**
 * File assets as Sanity names them (`file-<sha1>-<ext>`, the file itself `<sha1>.<ext>`), and the kinds of
 * file documents may hold: read by the embedded dataset (the assets an export leaves out) and by the
 * documents' links and handlers (app/documents).
 */

/** A file asset id as Sanity makes it: `file-<sha1>-<ext>`. */
const FILE_ASSET_ID = /^file-([a-f0-9]{40})-([a-z0-9]+)$/;

/** The media type of each kind of file a document holds (the Studio takes PDFs only). */
export const FILE_TYPES = { pdf: "application/pdf" } as const;

/** The asset's hash, extension and file name; undefined for anything that is not a file asset id. */
export function fileAssetName(ref: string | null | undefined): { sha1: string; extension: string; file: string } | undefined {
  const match = FILE_ASSET_ID.exec(ref ?? "");
  if (!match) return undefined;
  const [, sha1, extension] = match as unknown as [string, string, string];
  return { sha1, extension, file: `${sha1}.${extension}` };
}
