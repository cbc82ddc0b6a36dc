/**
 * Answers content image URLs in embedded mode, with the same path shape as
 * Sanity's image CDN (/images/<project>/<dataset>/<hash>-<w>x<h>.<ext>?w=…&auto=format),
 * so pages are identical in both modes. Images are resized with sharp, encoded
 * as AVIF or WebP when the browser accepts them, and cached on disk: each
 * variant is computed once.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";
import sharp from "sharp";
import { CACHE_IMMUTABLE } from "~/lib/http";
import { IMAGE_MAX_WIDTH } from "~/lib/image";

const FILE_NAME = /^([a-f0-9]{40})-(\d{1,5})x(\d{1,5})\.(jpg|jpeg|png|webp|gif)$/;
const FORMATS = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" } as const;
type Format = keyof typeof FORMATS;
const MAX_HEIGHT = 2400;

export type ContentImageOptions = {
  projectId: string;
  dataset: string;
  imagesDir: string;
  cacheDir: string;
};

type Transform = {
  width?: number;
  height?: number;
  fit: "max" | "crop" | "clip" | "fill" | "min" | "scale" | "fillmax";
  quality: number;
  rect?: [number, number, number, number];
  format: Format;
};

class BadRequest extends Error {}

function intParam(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) throw new BadRequest(`${name} must be a whole number`);
  const number = Number(value);
  if (number < min || number > max) throw new BadRequest(`${name} must be between ${min} and ${max}`);
  return number;
}

function chooseFormat(query: Request["query"], accept: string, original: string): Format {
  const fm = query.fm;
  if (typeof fm === "string") {
    const wanted = fm === "jpeg" ? "jpg" : fm;
    if (!(wanted in FORMATS)) throw new BadRequest("fm must be jpg, png, webp or avif");
    return wanted as Format;
  }
  if (query.auto === "format") {
    if (/\bimage\/avif\b/.test(accept)) return "avif";
    if (/\bimage\/webp\b/.test(accept)) return "webp";
  }
  return original === "png" || original === "gif" ? "png" : original === "webp" ? "webp" : "jpg";
}

function parseTransform(req: Request, original: { width: number; height: number; ext: string }): Transform {
  const q = req.query;
  // Widths beyond the cap are served at the cap: the site never asks for more.
  const width = intParam(q.w, "w", 1, 10_000);
  const height = intParam(q.h, "h", 1, 10_000);
  const quality = intParam(q.q, "q", 1, 100) ?? 75;
  let rect: Transform["rect"];
  if (typeof q.rect === "string") {
    const parts = q.rect.split(",").map((part) => Number(part));
    if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0)) throw new BadRequest("rect must be x,y,w,h");
    const [x, y, w, h] = parts as [number, number, number, number];
    if (w === 0 || h === 0 || x + w > original.width || y + h > original.height) throw new BadRequest("rect is outside the image");
    rect = [x, y, w, h];
  }
  const fitParam = typeof q.fit === "string" ? q.fit : "clip";
  if (!["max", "crop", "clip", "fill", "min", "scale", "fillmax"].includes(fitParam)) throw new BadRequest("unknown fit");
  return {
    width: width === undefined ? undefined : Math.min(width, IMAGE_MAX_WIDTH),
    height: height === undefined ? undefined : Math.min(height, MAX_HEIGHT),
    fit: fitParam as Transform["fit"],
    quality,
    rect,
    format: chooseFormat(q, req.get("accept") ?? "", original.ext),
  };
}

async function render(source: string, transform: Transform, originalWidth: number): Promise<Buffer> {
  let pipeline = sharp(source, { limitInputPixels: 40_000_000 }).rotate();
  if (transform.rect) {
    const [left, top, width, height] = transform.rect;
    pipeline = pipeline.extract({ left, top, width, height });
  }
  const sourceWidth = transform.rect ? transform.rect[2] : originalWidth;
  // Never upscale past the source, and never past the width cap.
  const width = Math.min(transform.width ?? Math.min(sourceWidth, IMAGE_MAX_WIDTH), IMAGE_MAX_WIDTH);
  const cover = transform.fit === "crop" || transform.fit === "fill" || transform.fit === "min";
  pipeline = pipeline.resize({
    width,
    height: transform.height,
    fit: transform.height ? (cover ? "cover" : "inside") : "inside",
    withoutEnlargement: true,
  });
  switch (transform.format) {
    case "avif":
      return pipeline.avif({ quality: Math.max(30, transform.quality - 20), effort: 2 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: transform.quality, effort: 4 }).toBuffer();
    case "png":
      return pipeline.png({ compressionLevel: 9, palette: true }).toBuffer();
    case "jpg":
      return pipeline.jpeg({ quality: transform.quality, mozjpeg: true }).toBuffer();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function createContentImageHandler(options: ContentImageOptions) {
  const inflight = new Map<string, Promise<Buffer>>();

  async function variant(source: string, key: string, transform: Transform, originalWidth: number): Promise<Buffer> {
    const cached = path.join(options.cacheDir, `${key}.${transform.format}`);
    try {
      return await readFile(cached);
    } catch {
      // Not cached yet.
    }
    let pending = inflight.get(key);
    if (!pending) {
      pending = (async () => {
        const output = await render(source, transform, originalWidth);
        await mkdir(options.cacheDir, { recursive: true });
        const temporary = `${cached}.${process.pid}.tmp`;
        await writeFile(temporary, output);
        await rename(temporary, cached);
        return output;
      })().finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  return async function contentImage(req: Request, res: Response): Promise<void> {
    const { projectId, dataset, file } = req.params as Record<string, string>;
    const match = FILE_NAME.exec(file ?? "");
    if (projectId !== options.projectId || dataset !== options.dataset || !match) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    const [, hash, w, h, ext] = match as unknown as [string, string, string, string, string];
    const source = path.join(options.imagesDir, `${hash}-${w}x${h}.${ext}`);
    if (!(await exists(source))) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    let transform: Transform;
    try {
      transform = parseTransform(req, { width: Number(w), height: Number(h), ext });
    } catch (error) {
      if (error instanceof BadRequest) {
        res.status(400).type("text/plain").send(error.message);
        return;
      }
      throw error;
    }
    const key = createHash("sha256").update(`${file}|${JSON.stringify(transform)}`).digest("hex").slice(0, 32);
    const etag = `"${key}"`;
    res.set({ "Cache-Control": CACHE_IMMUTABLE, Vary: "Accept", ETag: etag });
    if (req.get("if-none-match") === etag) {
      res.status(304).end();
      return;
    }
    const body = await variant(source, key, transform, Number(w));
    res.type(FORMATS[transform.format]).send(body);
  };
}
