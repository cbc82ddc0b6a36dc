/**
 * The site's headers and a content image's own: an SVG answer keeps the strict
 * policy its handler sets (no script, sandboxed), which the site-wide
 * middleware would otherwise replace by the looser one of assets.
 */
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentImageHandler, SVG_CONTENT_SECURITY_POLICY } from "~/images/content-images.server";
import { securityHeaders } from "./security-headers";
import { silentLogger } from "~/lib/logger.server";

const DRAWING_SOURCE = path.resolve("content/images/86bcce359c43a0d94361e98e065ab41c98385dc5-240x64.svg");
const DRAWING = `${createHash("sha1").update(readFileSync(DRAWING_SOURCE)).digest("hex")}-240x64.svg`;
const PHOTO = "2f93e25279154bec82cf3d875cb9c98c1e1248da-1600x900.jpg";

let root: string;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "security-headers-"));
  mkdirSync(path.join(root, "images"));
  copyFileSync(DRAWING_SOURCE, path.join(root, "images", DRAWING));
  copyFileSync(path.resolve("content/images", PHOTO), path.join(root, "images", PHOTO));
  const handler = createContentImageHandler({
    log: silentLogger(),
    projectId: "embedded",
    dataset: "production",
    imagesDir: path.join(root, "images"),
    cacheDir: path.join(root, "cache"),
    cacheMaxBytes: 1 << 24,
  });
  const app = express();
  // In the order site-server.ts uses: the site's headers first, the handler's answer after.
  app.use(securityHeaders({ siteUrl: "https://act.example" }).middleware());
  app.get("/images/:projectId/:dataset/:file", (req, res, next) => {
    handler(req, res).catch(next);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/images/embedded/production`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

describe("security headers on content images", () => {
  it("an SVG answer carries its own sandboxing policy and nosniff, with the site's other headers", async () => {
    const response = await fetch(`${url}/${DRAWING}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("content-security-policy")).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });

  it("a raster answer keeps the site's policy for responses without inline scripts", async () => {
    const response = await fetch(`${url}/${PHOTO}?w=128&fit=max&auto=format`);
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy");
    expect(policy).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(policy).not.toBe(SVG_CONTENT_SECURITY_POLICY);
  });
});
