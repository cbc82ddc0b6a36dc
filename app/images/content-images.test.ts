import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE_NOT_FOUND } from "~/lib/http";
import { imageProps } from "~/images/image";
import { createContentImageHandler, SVG_CONTENT_SECURITY_POLICY, type ContentImageOptions } from "./content-images.server";
import { silentLogger } from "~/lib/logger.server";

const PHOTO = "2f93e25279154bec82cf3d875cb9c98c1e1248da-1600x900.jpg";
const PORTRAIT = "3b75897ef2379f93ae51c388d7b52df138d963c2-480x480.png";
/** One of the site's illustrations, named as Sanity names an uploaded SVG: its SHA-1 and size. */
const DRAWING_SOURCE = path.resolve("content/images/8bda454ef74472660bf6aedae6a94723c4979af9-560x440.svg");
const DRAWING = `${createHash("sha1").update(readFileSync(DRAWING_SOURCE)).digest("hex")}-560x440.svg`;
const BASE = "/images/embedded/production";
const AVIF = "image/avif,image/webp,*/*";

type Site = { url: string; cacheDir: string; close(): Promise<void> };
const open: Site[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((site) => site.close()));
});

async function startSite(options: Partial<ContentImageOptions> = {}): Promise<Site> {
  const root = mkdtempSync(path.join(tmpdir(), "content-images-"));
  const imagesDir = path.join(root, "images");
  mkdirSync(imagesDir);
  for (const file of [PHOTO, PORTRAIT]) copyFileSync(path.resolve("content/images", file), path.join(imagesDir, file));
  copyFileSync(DRAWING_SOURCE, path.join(imagesDir, DRAWING));
  const cacheDir = path.join(root, "image-cache");
  const handler = createContentImageHandler({
    log: silentLogger(),
    projectId: "embedded",
    dataset: "production",
    imagesDir,
    cacheDir,
    cacheMaxBytes: 256 * 1024 * 1024,
    ...options,
  });
  const app = express();
  app.get("/images/:projectId/:dataset/:file", (req, res, next) => {
    handler(req, res).catch(next);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const site: Site = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cacheDir,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        });
      }),
  };
  open.push(site);
  return site;
}

async function get(site: Site, url: string, accept = AVIF, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${url}`, { headers: { accept, ...headers }, redirect: "manual" });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

function onDisk(site: Site): { files: number; bytes: number } {
  let names: string[] = [];
  try {
    names = readdirSync(site.cacheDir);
  } catch {
    // Nothing written yet.
  }
  return { files: names.length, bytes: names.reduce((sum, name) => sum + statSync(path.join(site.cacheDir, name)).size, 0) };
}

const image = (file: string, crop?: { top: number; bottom: number; left: number; right: number }) => {
  const [, hash, width, height, ext] = /^(\w+)-(\d+)x(\d+)\.(\w+)$/.exec(file)!;
  return { _type: "image", asset: { _type: "reference", _ref: `image-${hash}-${width}x${height}-${ext}` }, ...(crop ? { crop } : {}) } as never;
};
const config = { projectId: "embedded", dataset: "production", baseUrl: "/" };
const candidates = (srcSet: string) => srcSet.split(", ").map((candidate) => candidate.split(" ")[0]!);

describe("content images: only what the pages ask for", () => {
  it("serves every URL the pages build, each at the width and in the format it names", async () => {
    const site = await startSite();
    const crop = { top: 0.1, bottom: 0.05, left: 0.2, right: 0.13 };
    const urls = new Map<string, string>();
    for (const [source, displayWidth] of [
      [image(PHOTO), 800],
      [image(PHOTO), 400],
      [image(PHOTO, crop), 720],
      [image(PORTRAIT), 64],
      [image(PORTRAIT), 800],
    ] as const) {
      const props = imageProps(config, source, displayWidth)!;
      for (const url of [props.src, ...candidates(props.srcSet!)]) urls.set(url, url.includes(PORTRAIT) ? "image/png" : "image/jpeg");
      for (const { type, srcSet } of props.sources!) for (const url of candidates(srcSet)) urls.set(url, type);
    }
    expect(urls.size).toBeGreaterThan(24);
    for (const [url, type] of urls) {
      const { response, body } = await get(site, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe(type);
      const { width } = await sharp(body).metadata();
      expect(width, url).toBe(Number(new URL(url, "http://x").searchParams.get("w")));
    }
  });

  it("gives each URL one body whatever the Accept header, so a shared cache that ignores Vary never serves a format a browser did not ask for", async () => {
    const site = await startSite();
    const accepts = [AVIF, "image/webp,image/png,image/*", "image/webp,image/avif,image/jpeg;q=0.9,*/*;q=0.8", "*/*", ""];
    for (const [query, type] of [
      ["w=320&fit=max&fm=avif", "image/avif"],
      ["w=320&fit=max&fm=webp", "image/webp"],
      ["w=320&fit=max", "image/jpeg"],
      // An older page's URL: the original's format, never chosen by the request.
      ["w=320&fit=max&auto=format", "image/jpeg"],
    ] as const) {
      const bodies = new Set<string>();
      for (const accept of accepts) {
        const { response, body } = await get(site, `${BASE}/${PHOTO}?${query}`, accept);
        expect(response.headers.get("content-type"), `${query} ${accept}`).toBe(type);
        expect(response.headers.get("vary"), query).toBeNull();
        bodies.add(createHash("sha256").update(body).digest("hex"));
      }
      expect(bodies.size, query).toBe(1);
    }
  });

  it("redirects a width the pages never ask for to the next one offered, and makes no file for it", async () => {
    const site = await startSite();
    for (const [asked, offered] of [
      [`${BASE}/${PHOTO}?w=500&fit=max&auto=format`, `${BASE}/${PHOTO}?w=640&fit=max&auto=format`],
      [`${BASE}/${PHOTO}?w=1&fit=max&auto=format`, `${BASE}/${PHOTO}?w=128&fit=max&auto=format`],
      [`${BASE}/${PHOTO}?w=5000&auto=format`, `${BASE}/${PHOTO}?w=800&auto=format`],
      [`${BASE}/${PORTRAIT}?w=600&fit=max&auto=format`, `${BASE}/${PORTRAIT}?w=480&fit=max&auto=format`],
      [`${BASE}/${PHOTO}?rect=320,90,1072,765&w=700&fit=max&auto=format`, `${BASE}/${PHOTO}?rect=320,90,1072,765&w=800&fit=max&auto=format`],
      [`${BASE}/${PHOTO}?rect=0,0,300,200&w=500&fit=max&auto=format`, `${BASE}/${PHOTO}?rect=0,0,300,200&w=300&fit=max&auto=format`],
    ]) {
      const { response } = await get(site, asked!);
      expect(response.status, asked).toBe(301);
      expect(response.headers.get("location"), asked).toBe(offered);
      expect(response.headers.get("cache-control"), asked).toMatch(/^public, max-age=\d+/);
    }
    expect(onDisk(site).files).toBe(0);
  });

  it("refuses formats and parameters the pages never use with a 400 in plain words, and makes no file for them", async () => {
    const site = await startSite();
    const refused: Array<[string, RegExp]> = [
      ["w=320&fm=png", /fm must be avif or webp/],
      ["w=320&fm=avif&fm=webp", /fm may be given once/],
      ["w=320&h=200", /h is not offered: content images take only w, rect, fit=max, fm=avif or fm=webp, and auto=format/],
      ["w=320&q=90", /q is not offered/],
      ["w=320&fit=crop", /fit must be max/],
      ["w=320&auto=compress", /auto must be format/],
      ["w=320&w=480", /w may be given once/],
      ["w=abc", /w must be a whole number/],
      ["w=320&rect=0,0,1600,900", /rect must crop something/],
      ["w=320&rect=0,0,1700,900", /rect must lie inside the image/],
      ["w=320&rect=1,2,3", /rect must be four whole numbers/],
    ];
    for (const [query, message] of refused) {
      const { response, body } = await get(site, `${BASE}/${PHOTO}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type"), query).toMatch(/^text\/plain/);
      expect(body.toString(), query).toMatch(message);
      expect(response.headers.get("cache-control"), query).toMatch(/^public, max-age=\d+/);
    }
    expect(onDisk(site).files).toBe(0);
  });

  it("makes only the crops set on the image in the content", async () => {
    const crop = { top: 0.1, bottom: 0.05, left: 0.2, right: 0.13 };
    const asked: string[] = [];
    const site = await startSite({
      crops: async (assetId) => {
        asked.push(assetId);
        return new Set(["320,90,1072,765"]);
      },
    });
    const props = imageProps(config, image(PHOTO, crop), 400)!;
    expect(props.src).toContain("rect=320,90,1072,765");
    for (const url of [props.src, ...candidates(props.srcSet!)]) expect((await get(site, url)).response.status, url).toBe(200);
    expect((await get(site, `${BASE}/${PHOTO}?rect=320,90,1072,765&w=700&fit=max&fm=avif`)).response.headers.get("location")).toBe(
      `${BASE}/${PHOTO}?rect=320,90,1072,765&w=800&fit=max&fm=avif`,
    );
    for (const rect of ["320,90,1072,764", "0,0,300,200"]) {
      for (const w of [320, 700]) {
        const { response, body } = await get(site, `${BASE}/${PHOTO}?rect=${rect}&w=${w}&fit=max&auto=format`);
        expect(response.status, rect).toBe(400);
        expect(body.toString()).toBe("rect must be the crop set on this image in the content");
      }
    }
    expect(new Set(asked)).toEqual(new Set([`image-${PHOTO.replace(".jpg", "-jpg")}`]));
    expect(onDisk(site).files).toBe(candidates(props.srcSet!).length);
  });

  it("answers unknown images with a 404 that shared caches keep briefly", async () => {
    const site = await startSite();
    for (const url of [`${BASE}/${"0".repeat(40)}-1600x900.jpg?w=320`, "/images/other/production/x.jpg", `${BASE}/not-an-image.jpg`]) {
      const { response } = await get(site, url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("cache-control"), url).toBe(CACHE_NOT_FOUND);
    }
  });
});

describe("content images: the disk cache", () => {
  const allowed = [
    ...[128, 320, 480, 640, 800].map((w) => `${BASE}/${PHOTO}?w=${w}&fit=max&auto=format`),
    ...[128, 320, 480].map((w) => `${BASE}/${PORTRAIT}?w=${w}&fit=max&auto=format`),
  ];
  const formats = ["&fm=avif", "&fm=webp", ""];

  it("stays within its budget under many allowed variants, and makes an evicted one again on demand", async () => {
    const budget = 60_000;
    const site = await startSite({ cacheMaxBytes: budget });
    const first = await get(site, `${allowed[0]!}&fm=avif`);
    let largest = 0;
    for (const fm of formats) {
      for (const url of allowed) {
        const { response } = await get(site, `${url}${fm}`);
        expect(response.status, url).toBe(200);
        const use = onDisk(site);
        largest = Math.max(largest, use.bytes);
        expect(use.bytes, `${url}${fm}`).toBeLessThanOrEqual(budget);
      }
    }
    // 24 variants, more than the budget holds: some were evicted, and the disk stayed near the budget.
    expect(onDisk(site).files).toBeLessThan(allowed.length * formats.length);
    expect(largest).toBeGreaterThan(budget / 2);
    const again = await get(site, `${allowed[0]!}&fm=avif`);
    expect(again.response.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(onDisk(site).bytes).toBeLessThanOrEqual(budget);
  });

  it("counts the files already on disk at start-up, and deletes the oldest when the budget is lower", async () => {
    const site = await startSite();
    for (const url of allowed) expect((await get(site, url)).response.status).toBe(200);
    const before = onDisk(site);
    expect(before.files).toBe(allowed.length);

    const { ImageDiskCache } = await import("./image-disk-cache.server");
    const smaller = new ImageDiskCache(site.cacheDir, Math.floor(before.bytes / 2));
    await smaller.whenReady();
    const after = onDisk(site);
    expect(after.bytes).toBeLessThanOrEqual(before.bytes / 2);
    expect(after.files).toBeGreaterThan(0);
    expect(smaller.usage).toEqual(after);
  });
});

describe("content images: made a few at a time", () => {
  it("answers 503 with Retry-After past a full line, never a 5xx otherwise, and makes each image once asked again", async () => {
    const site = await startSite({ concurrency: 1, maxWaiting: 2 });
    const urls = [128, 320, 480, 640, 800].flatMap((w) => ["avif", "webp"].map((fm) => ({ url: `${BASE}/${PHOTO}?w=${w}&fit=max&fm=${fm}`, accept: AVIF })));
    const answers = await Promise.all(urls.map(({ url, accept }) => get(site, url, accept).then(({ response }) => response)));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    const busy = answers.filter((response) => response.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const response of busy) {
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    for (const { url, accept } of urls) expect((await get(site, url, accept)).response.status).toBe(200);
  });
});

describe("content images: SVG", () => {
  it("serves the file the page names as it is, cached for good, with a policy that lets it run nothing when opened by itself", async () => {
    const site = await startSite();
    const props = imageProps(config, image(DRAWING), 560)!;
    expect(props.src).toBe(`${BASE}/${DRAWING}`);
    const { response, body } = await get(site, props.src);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(body.equals(readFileSync(DRAWING_SOURCE))).toBe(true);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = response.headers.get("content-security-policy");
    expect(policy).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toMatch(/(^|; )sandbox($|;)/);
    expect(policy).not.toMatch(/script-src/);

    const again = await get(site, props.src, AVIF, { "if-none-match": response.headers.get("etag")! });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(onDisk(site).files).toBe(0);
  });

  it("refuses any parameter but an editor's crop with a 400 in plain words, and makes no file for it", async () => {
    const site = await startSite();
    for (const query of ["w=320&fit=max&auto=format", "w=560", "auto=format", "fm=png", "h=200"]) {
      const { response, body } = await get(site, `${BASE}/${DRAWING}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type"), query).toMatch(/^text\/plain/);
      expect(body.toString(), query).toMatch(/^an SVG is served as it is: ask for it without parameters/);
      expect(response.headers.get("cache-control"), query).toMatch(/^public, max-age=\d+/);
    }
    // With a crop, the raster path's own rules answer.
    expect((await get(site, `${BASE}/${DRAWING}?rect=0,0,560,440&w=320`)).response.status).toBe(400);
    expect((await get(site, `${BASE}/${DRAWING}?rect=0,44,280,396&w=320&fm=png`)).response.status).toBe(400);
    expect(onDisk(site).files).toBe(0);
  });

  it("draws a cropped SVG as a raster image at each width the page names, only for the crop set in the content", async () => {
    const crop = { top: 0.1, bottom: 0, left: 0, right: 0.5 };
    const site = await startSite({ crops: async () => new Set(["0,44,280,396"]) });
    const props = imageProps(config, image(DRAWING, crop), 400)!;
    const urls = [props.src, ...candidates(props.srcSet!)];
    for (const url of urls) {
      for (const [fm, type] of [
        ["&fm=avif", "image/avif"],
        ["", "image/png"],
      ] as const) {
        const { response, body } = await get(site, `${url}${fm}`);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type"), url).toBe(type);
        const { width, height, hasAlpha } = await sharp(body).metadata();
        expect(width, url).toBe(Number(new URL(url, "http://x").searchParams.get("w")));
        expect(height, url).toBe(Math.round((width! * 396) / 280));
        if (type === "image/png") expect(hasAlpha, url).toBe(true);
      }
    }
    // The picture is the crop's part of the drawing (the rect in the drawing's own 560×440 units), not another part or scale.
    const full = await get(site, `${BASE}/${DRAWING}?rect=0,44,280,396&w=280&fit=max&auto=format`, "*/*");
    const served = await sharp(full.body).flatten({ background: "#ffffff" }).raw().toBuffer();
    const expected = await sharp(readFileSync(DRAWING_SOURCE))
      .extract({ left: 0, top: 44, width: 280, height: 396 })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer();
    expect(served.length).toBe(expected.length);
    let difference = 0;
    for (let i = 0; i < served.length; i += 1) difference += Math.abs(served[i]! - expected[i]!);
    expect(difference / served.length).toBeLessThan(2);

    const other = await get(site, `${BASE}/${DRAWING}?rect=0,0,280,396&w=280&fit=max&auto=format`);
    expect(other.response.status).toBe(400);
    expect(other.body.toString()).toBe("rect must be the crop set on this image in the content");
  });
});
