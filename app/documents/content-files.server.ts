/**
 * Answers document file URLs in embedded mode, with the path of Sanity's file CDN
 * (/files/<project>/<dataset>/<sha1>.<ext>?dl=<name>, app/documents/file-url.ts), so pages
 * are the same in both modes. Only a PDF a published free document holds is served: a
 * document for a short form is given through its signed link, never here. The name is the
 * asset's own (content-addressed), so the answer is immutable; `dl` must be a plain name
 * (the slug rule's letters and the file's extension), which `Content-Disposition` then carries
 * without any quoting to get wrong. Anything else is a 404 or a 400 in plain words.
 */
import path from "node:path";
import type { Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { ContentSource } from "~/content/source.server";
import { FILE_TYPES } from "~/content/file-assets";
import { CACHE_IMMUTABLE, CACHE_NOT_FOUND, CACHE_REFUSED_IMAGE } from "~/lib/http";
import { DOWNLOAD_NAME } from "./file-url";

/** The files the site serves: PDFs, named as Sanity names a file asset's file. */
const FILE_NAME = /^([a-f0-9]{40})\.(pdf)$/;
const KEPT_MS = 5_000;

export type ContentFileOptions = {
  projectId: string;
  dataset: string;
  filesDir: string;
  /** True when a published free document holds the asset (`file-<sha1>-<ext>`). */
  isFree: (assetId: string) => Promise<boolean>;
};

/** Sends one file of `filesDir` as a download named `name` (or shown in the browser without one); a file the folder lacks is a 404. */
export function sendContentFile(
  res: Response,
  filesDir: string,
  file: { name: string; extension: keyof typeof FILE_TYPES },
  download: { name?: string | undefined; cacheControl: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    res.sendFile(
      path.join(filesDir, file.name),
      {
        cacheControl: false,
        lastModified: false,
        dotfiles: "deny",
        headers: {
          "Cache-Control": download.cacheControl,
          "Content-Type": FILE_TYPES[file.extension],
          "Content-Disposition": download.name ? `attachment; filename="${download.name}"` : "inline",
          "X-Content-Type-Options": "nosniff",
        },
      },
      (error) => {
        if (!error) return resolve();
        if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as { status?: number }).status === 404) {
          if (!res.headersSent) res.status(404).set("Cache-Control", CACHE_NOT_FOUND).type("text/plain").send("File not found");
          return resolve();
        }
        // The visitor went away mid-file: nothing to answer.
        if (res.headersSent) return resolve();
        reject(error);
      },
    );
  });
}

/** Which file assets published free documents hold, asked of the content and kept a few seconds per asset. */
export function freeFiles(source: () => ContentSource): (assetId: string) => Promise<boolean> {
  const kept = new LRUCache<string, { free: boolean }>({
    max: 10_000,
    ttl: KEPT_MS,
    fetchMethod: async (assetId) => ({
      free: await source().fetch<boolean>(`count(*[_type == "download" && access == "free" && file.asset._ref == $assetId]) > 0`, { assetId }),
    }),
  });
  return async (assetId) => (await kept.fetch(assetId))?.free ?? false;
}

export function createContentFileHandler(options: ContentFileOptions) {
  const notFound = (res: Response) => res.status(404).set("Cache-Control", CACHE_NOT_FOUND).type("text/plain").send("File not found");
  return async function contentFile(req: Request, res: Response): Promise<void> {
    const { projectId, dataset, file } = req.params as Record<string, string>;
    const match = FILE_NAME.exec(file ?? "");
    if (projectId !== options.projectId || dataset !== options.dataset || !match) {
      notFound(res);
      return;
    }
    const [, sha1, extension] = match as unknown as [string, string, keyof typeof FILE_TYPES];
    const others = Object.keys(req.query).filter((name) => name !== "dl");
    const dl = req.query.dl;
    if (others.length > 0 || (dl !== undefined && (typeof dl !== "string" || !DOWNLOAD_NAME.test(dl) || !dl.endsWith(`.${extension}`)))) {
      res
        .status(400)
        .set("Cache-Control", CACHE_REFUSED_IMAGE)
        .type("text/plain")
        .send(`A document's file takes only dl=<name>.${extension}, a name of lower-case letters, digits and hyphens.`);
      return;
    }
    if (!(await options.isFree(`file-${sha1}-${extension}`))) {
      notFound(res);
      return;
    }
    await sendContentFile(res, options.filesDir, { name: `${sha1}.${extension}`, extension }, { name: dl, cacheControl: CACHE_IMMUTABLE });
  };
}
