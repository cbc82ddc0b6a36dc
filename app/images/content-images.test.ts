import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE_NOT_FOUND } from "~/lib/http";
import { imageProps } from "~/images/image";
import { createContentImageHandler, type ContentImageOptions } from "./content-images.server";

const PHOTO = "2f93e25279154bec82cf3d875cb9c98c1e1248da-1600x900.jpg";
const PORTRAIT = "3b75897ef2379f93ae51c388d7b52df138d963c2-480x480.png";
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
  const cacheDir = path.join(root, "image-cache");
  const handler = createContentImageHandler({ projectId: "embedded", dataset: "production", imagesDir, cacheDir, cacheMaxBytes: 256 * 1024 * 1024, ...options });
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

async function get(site: Site, url: string, accept = AVIF) {
  const response = await fetch(`${site.url}${url}`, { headers: { accept }, redirect: "manual" });
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
  it("serves every URL the pages build, each at the width it names", async () => {
    const site = await startSite();
    const crop = { top: 0.1, bottom: 0.05, left: 0.2, right: 0.13 };
    const urls = new Set<string>();
    for (const [source, displayWidth] of [[image(PHOTO), 800], [image(PHOTO), 400], [image(PHOTO, crop), 720], [image(PORTRAIT), 64], [image(PORTRAIT), 800]] as const) {
      const props = imageProps(config, source, displayWidth)!;
      for (const url of [props.src, ...candidates(props.srcSet!)]) urls.add(url);
    }
    expect(urls.size).toBeGreaterThan(8);
    for (const url of urls) {
      const { response, body } = await get(site, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe("image/avif");
      const { width } = await sharp(body).metadata();
      expect(width, url).toBe(Number(new URL(url, "http://x").searchParams.get("w")));
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
      ["w=320&fm=png", /fm is not offered: ask for auto=format/],
      ["w=320&fm=webp", /fm is not offered/],
      ["w=320&h=200", /h is not offered: content images take only w, rect, fit=max and auto=format/],
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
    expect((await get(site, `${BASE}/${PHOTO}?rect=320,90,1072,765&w=700&fit=max&auto=format`)).response.status).toBe(301);
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
  const accepts = [AVIF, "image/webp,*/*", "*/*"];

  it("stays within its budget under many allowed variants, and makes an evicted one again on demand", async () => {
    const budget = 60_000;
    const site = await startSite({ cacheMaxBytes: budget });
    const first = await get(site, allowed[0]!, AVIF);
    let largest = 0;
    for (const accept of accepts) {
      for (const url of allowed) {
        const { response } = await get(site, url, accept);
        expect(response.status, url).toBe(200);
        const use = onDisk(site);
        largest = Math.max(largest, use.bytes);
        expect(use.bytes, `${url} (${accept})`).toBeLessThanOrEqual(budget);
      }
    }
    // 24 variants, more than the budget holds: some were evicted, and the disk stayed near the budget.
    expect(onDisk(site).files).toBeLessThan(allowed.length * accepts.length);
    expect(largest).toBeGreaterThan(budget / 2);
    const again = await get(site, allowed[0]!, AVIF);
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
    const urls = [128, 320, 480, 640, 800].flatMap((w) => [AVIF, "image/webp,*/*"].map((accept) => ({ url: `${BASE}/${PHOTO}?w=${w}&fit=max&auto=format`, accept })));
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
