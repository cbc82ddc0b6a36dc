import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cacheableRequest, KEPT_NOT_FOUND_DOCUMENTS, pageKey, preferredEncoding, RenderCache } from "./render-cache.server";
import { isNormalPath } from "../../server/canonical-paths";
import { silentLogger } from "~/lib/logger.server";

const SECURITY = [["X-Frame-Options", "DENY"]] as const;
const PUBLIC = "public, max-age=0, s-maxage=60";

function page(html: string, cacheControl = PUBLIC, status = 200) {
  return {
    status,
    html: Buffer.from(html),
    etag: `"${Buffer.from(html).toString("base64url").slice(0, 12)}"`,
    headers: new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": cacheControl,
      "Content-Security-Policy": "script-src 'self'",
      Vary: "Accept-Encoding",
    }),
  };
}

const fakeRequest = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ url, method, headers }) as unknown as IncomingMessage;

describe("what the render cache may answer and keep", () => {
  it("takes GET and HEAD, keyed on the path whatever query parameters no page reads", () => {
    expect(cacheableRequest(fakeRequest("/resources"))).toBe(true);
    expect(cacheableRequest(fakeRequest("/resources", {}, "HEAD"))).toBe(true);
    expect(cacheableRequest(fakeRequest("/resources", {}, "POST"))).toBe(false);
    expect(pageKey("/resources?utm_source=x&utm_medium=email")).toBe("/resources");
    expect(pageKey("/about?r=0.123")).toBe("/about");
    expect(pageKey("/about?")).toBe("/about");
    expect(pageKey("/about")).toBe("/about");
  });

  it("answers a kept page for any query string", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    await cache.store("/about", page("<p>About</p>"), new Set(), 0);
    for (let i = 0; i < 50; i++) expect(cache.lookup(fakeRequest(`/about?r=${Math.random()}&utm_source=${i}`))).toBeDefined();
  });

  it("keeps only 200 pages whose Cache-Control is public", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    await cache.store("/missing", page("<p>Not found</p>", "public, max-age=0, s-maxage=10", 404), new Set(), 0);
    await cache.store("/contact", page("<p>form</p>", "private, no-store"), new Set(), 0);
    await cache.store("/about", page("<p>About</p>"), new Set(), 0);
    expect(cache.lookup(fakeRequest("/missing"))).toBeUndefined();
    expect(cache.lookup(fakeRequest("/contact"))).toBeUndefined();
    expect(cache.lookup(fakeRequest("/about"))).toBeDefined();
  });

  it("never keeps another spelling of a page, so aliases cannot push pages out", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    for (const alias of ["/%61bout", "/./about", "/x/../about", "/about;a"]) await cache.store(alias, page("<p>About</p>"), new Set(), 0);
    expect(cache.size).toBe(0);
  });

  it("renders a kept page again once it is older than its maximum age", async () => {
    // The cache's clock moves only when the test moves it: a busy machine's pause cannot age the page early.
    let now = 1_000_000;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
    try {
      const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY, maxAgeMs: 40 });
      await cache.store("/about", page("<p>About</p>"), new Set(), 0);
      now += 40;
      // lru-cache reads the clock at most once a millisecond.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(cache.lookup(fakeRequest("/about"))).toBeDefined();
      now += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(cache.lookup(fakeRequest("/about"))).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });

  it("stays within its byte budget under a flood of distinct pages", async () => {
    const budget = 200_000;
    const cache = new RenderCache({ log: silentLogger(), maxBytes: budget, isNormalPath, fixedHeaders: SECURITY });
    // Unknown URLs render 404s and query strings fall out of the key: neither takes any room.
    for (let i = 0; i < 200; i++) {
      await cache.store(`/insights/no-such-${i}`, page(`<p>Not found ${i}</p>`, "public, max-age=0, s-maxage=10", 404), new Set(), 0);
      expect(pageKey(`/resources?page=${i}`)).toBe("/resources");
    }
    expect(cache.size).toBe(0);
    for (let i = 0; i < 400; i++) {
      // Incompressible bodies: the worst case for the budget.
      const noise = Array.from({ length: 400 }, () => Math.random().toString(36).slice(2)).join("");
      await cache.store(`/RESOURCES-${i}`, page(`<p>${noise}</p>`), new Set(), 0);
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(400);
    // The most recent pages are the ones kept.
    expect(cache.lookup(fakeRequest("/RESOURCES-399"))).toBeDefined();
    expect(cache.lookup(fakeRequest("/RESOURCES-0"))).toBeUndefined();
  });

  it("drops the pages built from changed content, and keeps no render that began before a drop", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    await cache.store("/resources", page("<p>list</p>"), new Set(["insights"]), cache.generation);
    await cache.store("/about", page("<p>about</p>"), new Set(), cache.generation);
    const startedBefore = cache.generation;
    cache.drop(new Set(["insights"]));
    expect(cache.lookup(fakeRequest("/resources"))).toBeUndefined();
    expect(cache.lookup(fakeRequest("/about"))).toBeDefined();
    await cache.store("/resources", page("<p>old list</p>"), new Set(["insights"]), startedBefore);
    expect(cache.lookup(fakeRequest("/resources"))).toBeUndefined();
  });

  it("prefers Brotli, honours q-values, and falls back to the plain body", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding("gzip;q=0, identity")).toBe("identity");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip, BR;Q=0")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0.9, br;q=0.5, *;q=0")).toBe("gzip");
    expect(preferredEncoding("gzip, br")).toBe("br");
  });
});

describe("answers from the render cache", () => {
  const html = `<!DOCTYPE html><html><body>${"<p>Insights and news</p>".repeat(200)}</body></html>`;
  let server: Server;
  let base: string;
  const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });

  beforeAll(async () => {
    await cache.store("/resources", page(html), new Set(), 0);
    server = createServer((req, res) => {
      const kept = cache.lookup(req);
      if (kept) cache.answer(req, res, kept, "test-request");
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const raw = (headers: Record<string, string>, method = "GET") =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
      request(`${base}/resources`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  it("serves Brotli, gzip and plain bodies that decode to the same HTML", async () => {
    const br = await raw({ "accept-encoding": "br" });
    const gz = await raw({ "accept-encoding": "gzip" });
    const plain = await raw({});
    expect([br.headers["content-encoding"], gz.headers["content-encoding"], plain.headers["content-encoding"]]).toEqual(["br", "gzip", undefined]);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(plain.body.toString()).toBe(html);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    // Each representation has a strong validator of its own.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(br.headers["x-frame-options"]).toBe("DENY");
    expect(br.headers.vary).toBe("Accept-Encoding");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const get = await raw({ "accept-encoding": "gzip" });
    const head = await raw({ "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["etag", "content-length", "content-encoding", "content-security-policy", "cache-control"]) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it("answers 304 to a matching If-None-Match (weak or strong, any encoding's tag), without a body or a policy", async () => {
    const { headers } = await raw({ "accept-encoding": "gzip" });
    for (const tag of [headers.etag!, `W/${headers.etag!}`, `"other", ${headers.etag!}`, "*"]) {
      const again = await raw({ "accept-encoding": "br", "if-none-match": tag });
      expect(again.status, tag).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers["content-security-policy"]).toBeUndefined();
      expect(again.headers.etag).toMatch(/-br"$/);
    }
    expect((await raw({ "if-none-match": '"something-else"' })).status).toBe(200);
  });
});

describe("kept not-found documents", () => {
  const document = (text: string) => ({ html: Buffer.from(text), etag: `"${text}"`, scriptHashes: [] });

  it("hold a bounded number of kinds, the oldest leaving first, and none after a content change or from a render that began before it", () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    for (let n = 0; n <= KEPT_NOT_FOUND_DOCUMENTS; n++) cache.notFound.set(`kind-${n}`, document(`page ${n}`), cache.generation);
    expect(cache.notFound.get("kind-0")).toBeUndefined();
    expect(cache.notFound.get(`kind-${KEPT_NOT_FOUND_DOCUMENTS}`)?.html.toString()).toBe(`page ${KEPT_NOT_FOUND_DOCUMENTS}`);
    const startedAt = cache.generation;
    cache.drop(new Set(["site"]));
    expect(cache.notFound.get(`kind-${KEPT_NOT_FOUND_DOCUMENTS}`)).toBeUndefined();
    cache.notFound.set("kind-stale", document("stale"), startedAt);
    expect(cache.notFound.get("kind-stale")).toBeUndefined();
    // Not-found documents are no pages: the kept pages stay empty.
    expect(cache.size).toBe(0);
  });
});
