/**
 * Answers content image URLs in embedded mode, with the same path shape as
 * Sanity's image CDN (/images/<project>/<dataset>/<hash>-<w>x<h>.<ext>?w=…),
 * so pages are identical in both modes. Images are resized with sharp, encoded
 * in the format the URL names (`fm=avif`, `fm=webp`, else the original's), and
 * kept on disk. No answer depends on the request's Accept: each URL
 * has one body, so any shared cache may keep it, whether or not it honours
 * Vary. An `auto=format` URL (an older page's) gets the original's format.
 *
 * Each distinct request would be a file on disk and a few hundred
 * milliseconds of a core, so only what the site's own pages ask for is made:
 * the widths of app/images/image.ts (another width is redirected to the next one
 * offered), a crop `rect` an editor set on the image, `fit=max`, `fm=avif|webp`
 * and `auto=format`; any other parameter is a 400 in plain words. The files stay within a byte budget
 * (ImageDiskCache), and images are made a few at a time, with a short line
 * behind them; past it the answer is 503 with Retry-After, so pages never
 * wait behind image work.
 *
 * An SVG is served as it is, without parameters, as Sanity's CDN serves an
 * original: it scales by itself. Only an editor's crop makes it a raster
 * image (a `rect`, as Sanity's CDN rasterises an SVG it transforms), by the
 * same width rules as any other. Any other parameter on an SVG is a 400.
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import pLimit from "p-limit";
import sharp, { type Sharp } from "sharp";
import { CACHE_IMMUTABLE, CACHE_NONE, CACHE_NOT_FOUND, CACHE_REFUSED_IMAGE } from "~/lib/http";
import { IMAGE_MAX_WIDTH, offeredWidths, SOURCE_FORMATS } from "~/images/image";
import type { Logger } from "~/lib/logger.server";
import { ImageDiskCache } from "./image-disk-cache.server";

const FILE_NAME = /^([a-f0-9]{40})-(\d{1,5})x(\d{1,5})\.(jpg|jpeg|png|webp|gif|svg)$/;
const FORMATS = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" } as const;
type Format = keyof typeof FORMATS;
/** The parameters the site's image URLs carry (app/images/image.ts builds them all). */
const OFFERED_PARAMETERS = new Set(["w", "rect", "fit", "fm", "auto"]);
/** The formats a URL may name (app/images/image.ts SOURCE_FORMATS). */
const NAMED_FORMATS = new Set<Format>(SOURCE_FORMATS.map((source) => source.fm));
const QUALITY = 75;
const LIMIT_INPUT_PIXELS = 40_000_000;
/**
 * The policy of an SVG answer. Inside an <img> an SVG runs no script, but
 * opened by itself it is a document of the site's origin: this one lets it
 * draw with its own styles and embedded (data:) pictures and fonts, and
 * nothing else: no script, no requests, sandboxed as a unique origin.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'; sandbox";
/** Seconds a client is asked to wait when the line of images to make is full. */
const IMAGE_RETRY_AFTER_SECONDS = 5;

export type ContentImageOptions = {
  projectId: string;
  dataset: string;
  imagesDir: string;
  cacheDir: string;
  /** The disk budget of made variants; 0 keeps none. */
  cacheMaxBytes: number;
  /** Where an image not kept on disk, or unchecked crops, are reported. */
  log: Logger;
  /** Images made at once; by default half the cores, so pages always have the rest. */
  concurrency?: number;
  /** Images waiting to be made; past this a request gets 503 with Retry-After. */
  maxWaiting?: number;
  /** The `rect`s the content sets for an image asset (app/images/image-crops.server.ts); without it, any rect inside the image is made. */
  crops?: (assetId: string) => Promise<ReadonlySet<string>>;
};

type Transform = {
  width: number;
  rect?: [number, number, number, number];
  format: Format;
};

class BadRequest extends Error {}

/** The line of images to make is full: the request is answered 503 rather than waiting behind it. */
class LineFull extends Error {}

/** A width the site does not offer for this image: the URL to ask instead. */
class OtherWidth {
  constructor(readonly width: number) {}
}

function single(query: Request["query"], name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new BadRequest(`${name} may be given once`);
  return value;
}

/** The format a URL names, else the original's (also for `auto=format`: never chosen by a request header). */
function chooseFormat(named: Format | undefined, original: string): Format {
  if (named) return named;
  // A drawing keeps its transparency.
  return original === "png" || original === "gif" || original === "svg" ? "png" : original === "webp" ? "webp" : "jpg";
}

function parseRect(value: string, original: { width: number; height: number }): [number, number, number, number] {
  const parts = value.split(",").map((part) => (/^\d{1,5}$/.test(part) ? Number(part) : Number.NaN));
  if (parts.length !== 4 || parts.some((n) => Number.isNaN(n))) throw new BadRequest("rect must be four whole numbers: left,top,width,height");
  const [x, y, w, h] = parts as [number, number, number, number];
  if (w === 0 || h === 0 || x + w > original.width || y + h > original.height) throw new BadRequest("rect must lie inside the image");
  if (x === 0 && y === 0 && w === original.width && h === original.height) throw new BadRequest("rect must crop something; leave it out for the whole image");
  return [x, y, w, h];
}

function parseTransform(req: Request, original: { width: number; height: number; ext: string }): Transform | OtherWidth {
  const query = req.query;
  for (const name of Object.keys(query)) {
    if (!OFFERED_PARAMETERS.has(name))
      throw new BadRequest(`${name} is not offered: content images take only w, rect, fit=max, fm=avif or fm=webp, and auto=format`);
  }
  const fm = single(query, "fm");
  if (fm !== undefined && !NAMED_FORMATS.has(fm as Format)) throw new BadRequest("fm must be avif or webp (or left out for the original's format)");
  const fit = single(query, "fit");
  if (fit !== undefined && fit !== "max") throw new BadRequest("fit must be max (or left out)");
  const auto = single(query, "auto");
  if (auto !== undefined && auto !== "format") throw new BadRequest("auto must be format (or left out)");
  const rectParam = single(query, "rect");
  const rect = rectParam === undefined ? undefined : parseRect(rectParam, original);

  const offered = offeredWidths(rect ? rect[2] : original.width);
  const w = single(query, "w");
  if (w === undefined) return new OtherWidth(offered.at(-1)!);
  if (!/^\d{1,6}$/.test(w)) throw new BadRequest("w must be a whole number of pixels");
  const width = Number(w);
  if (!offered.includes(width)) return new OtherWidth(offered.find((candidate) => candidate >= width) ?? offered.at(-1)!);
  return { width, ...(rect ? { rect } : {}), format: chooseFormat(fm as Format | undefined, original.ext) };
}

/** The same URL with the given width, its parameters in the order the site writes them. */
function withWidth(req: Request, file: string, width: number): string {
  const { projectId, dataset } = req.params as Record<string, string>;
  const params = [
    typeof req.query.rect === "string" ? `rect=${req.query.rect}` : undefined,
    `w=${width}`,
    req.query.fit === "max" ? "fit=max" : undefined,
    req.query.auto === "format" ? "auto=format" : undefined,
    typeof req.query.fm === "string" ? `fm=${req.query.fm}` : undefined,
  ].filter(Boolean);
  return `/images/${encodeURIComponent(projectId!)}/${encodeURIComponent(dataset!)}/${file}?${params.join("&")}`;
}

/**
 * An SVG drawn at the size its asset id names (the size the crop's `rect` is
 * measured in), whatever units its own width and height use.
 */
async function drawSvg(source: string, original: { width: number; height: number }): Promise<Sharp> {
  // From its bytes, not its path: librsvg then has no folder to resolve relative file references against.
  const svg = await readFile(source);
  const nominal = await sharp(svg).metadata();
  const density = Math.min(100_000, Math.max(1, (72 * original.width) / (nominal.width || original.width)));
  const { data, info } = await sharp(svg, { density, limitInputPixels: LIMIT_INPUT_PIXELS })
    .resize(original.width, original.height, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

async function render(source: string, original: { width: number; height: number; ext: string }, transform: Transform): Promise<Buffer> {
  let pipeline = original.ext === "svg" ? await drawSvg(source, original) : sharp(source, { limitInputPixels: LIMIT_INPUT_PIXELS }).rotate();
  if (transform.rect) {
    const [left, top, width, height] = transform.rect;
    pipeline = pipeline.extract({ left, top, width, height });
  }
  pipeline = pipeline.resize({ width: Math.min(transform.width, IMAGE_MAX_WIDTH), fit: "inside", withoutEnlargement: true });
  switch (transform.format) {
    case "avif":
      return pipeline.avif({ quality: QUALITY - 20, effort: 2 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: QUALITY, effort: 4 }).toBuffer();
    case "png":
      return pipeline.png({ compressionLevel: 9, palette: true }).toBuffer();
    case "jpg":
      return pipeline.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
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
  const concurrency = options.concurrency ?? Math.max(1, Math.floor(availableParallelism() / 2));
  // One image at a time uses one core: libvips would otherwise spread each image over all of them.
  sharp.concurrency(1);
  const maxWaiting = options.maxWaiting ?? 32;
  const limit = pLimit(concurrency);
  const disk = new ImageDiskCache(options.cacheDir, options.cacheMaxBytes);
  const inflight = new Map<string, Promise<Buffer>>();

  async function variant(source: string, original: { width: number; height: number; ext: string }, name: string, transform: Transform): Promise<Buffer> {
    const kept = await disk.read(name);
    if (kept) return kept;
    let pending = inflight.get(name);
    if (!pending) {
      if (limit.pendingCount >= maxWaiting) throw new LineFull();
      pending = limit(() => render(source, original, transform))
        .then(async (output) => {
          // A variant that cannot be kept (a full disk) is still served.
          await disk.write(name, output).catch((error: unknown) => options.log.warn({ err: error }, "content image not kept on disk"));
          return output;
        })
        .finally(() => inflight.delete(name));
      inflight.set(name, pending);
    }
    return pending;
  }

  async function knownCrop(assetId: string, rect: string): Promise<boolean> {
    try {
      return (await options.crops!(assetId)).has(rect);
    } catch (error) {
      // The content cannot be read: the crop is made, within the disk budget and the line like any other.
      options.log.warn({ err: error }, "content image: crops unknown, rect not checked");
      return true;
    }
  }

  const notFound = (res: Response) => res.status(404).set("Cache-Control", CACHE_NOT_FOUND).type("text/plain").send("Image not found");
  const refuse = (res: Response, message: string) => res.status(400).set("Cache-Control", CACHE_REFUSED_IMAGE).type("text/plain").send(message);

  /** The SVG file itself: content-addressed, so its name is its ETag. */
  async function svgOriginal(req: Request, res: Response, source: string, file: string): Promise<void> {
    const etag = `"${file}"`;
    res.set({
      "Cache-Control": CACHE_IMMUTABLE,
      ETag: etag,
      "Content-Security-Policy": SVG_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
    });
    if (req.get("if-none-match") === etag) {
      res.status(304).end();
      return;
    }
    res.type("image/svg+xml").send(await readFile(source));
  }

  async function contentImage(req: Request, res: Response): Promise<void> {
    const { projectId, dataset, file } = req.params as Record<string, string>;
    const match = FILE_NAME.exec(file ?? "");
    if (projectId !== options.projectId || dataset !== options.dataset || !match) {
      notFound(res);
      return;
    }
    const [, hash, w, h, ext] = match as unknown as [string, string, string, string, string];
    const source = path.join(options.imagesDir, `${hash}-${w}x${h}.${ext}`);
    if (!(await exists(source))) {
      notFound(res);
      return;
    }
    if (ext === "svg") {
      if (Object.keys(req.query).length === 0) {
        await svgOriginal(req, res, source, file!);
        return;
      }
      if (req.query.rect === undefined) {
        refuse(res, "an SVG is served as it is: ask for it without parameters (only a crop, rect=…, is drawn as a raster image)");
        return;
      }
    }
    const original = { width: Number(w), height: Number(h), ext };
    let transform: Transform | OtherWidth;
    try {
      transform = parseTransform(req, original);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      refuse(res, error.message);
      return;
    }
    const rect = req.query.rect;
    if (typeof rect === "string" && options.crops && !(await knownCrop(`image-${hash}-${w}x${h}-${ext}`, rect))) {
      refuse(res, "rect must be the crop set on this image in the content");
      return;
    }
    if (transform instanceof OtherWidth) {
      res.set("Cache-Control", CACHE_REFUSED_IMAGE).redirect(301, withWidth(req, file!, transform.width));
      return;
    }
    const name = `${createHash("sha256")
      .update(`${file}|${transform.rect?.join(",") ?? ""}|${transform.width}`)
      .digest("hex")
      .slice(0, 32)}.${transform.format}`;
    const etag = `"${name}"`;
    if (req.get("if-none-match") === etag) {
      res.status(304).set({ "Cache-Control": CACHE_IMMUTABLE, ETag: etag }).end();
      return;
    }
    let body: Buffer;
    try {
      body = await variant(source, original, name, transform);
    } catch (error) {
      if (!(error instanceof LineFull)) throw error;
      res
        .status(503)
        .set({ "Cache-Control": CACHE_NONE, "Retry-After": String(IMAGE_RETRY_AFTER_SECONDS) })
        .type("text/plain")
        .send("Too many images are being prepared; please try again in a few seconds.");
      return;
    }
    res.set({ "Cache-Control": CACHE_IMMUTABLE, ETag: etag }).type(FORMATS[transform.format]).send(body);
  }

  return contentImage;
}
