/**
 * What each visitor gets from a kept page: only headers that belong to every
 * answer (never the first visitor's cookie, date or request id), the encoding
 * their client accepts, and a page no older than an hour; and what a page too
 * big for the budget does (nothing: the kept pages stay).
 */
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isNormalPath } from "../../server/canonical-paths";
import { recordContentRead } from "./content-reads.server";
import { preferredEncoding, RenderCache, RENDER_MAX_AGE_MS, type EvictionReason } from "./render-cache.server";
import { silentLogger } from "~/lib/logger.server";

const SECURITY = [["X-Frame-Options", "DENY"]] as const;

function page(html: string, extra: Record<string, string> = {}) {
  return {
    status: 200,
    html: Buffer.from(html),
    etag: `"${Buffer.from(html).toString("base64url").slice(0, 12)}"`,
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=60", ...extra }),
  };
}

const fakeRequest = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ url, method, headers }) as unknown as IncomingMessage;

describe("a kept page, answered to the next visitor", () => {
  const html = `<!DOCTYPE html><html><body>${"<p>Drug court case management</p>".repeat(100)}</body></html>`;
  let server: Server;
  let base: string;
  const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });

  beforeAll(async () => {
    // The page as its first render answered it: with that visitor's cookie, date and request id.
    await cache.store(
      "/about",
      page(html, {
        "Set-Cookie": "session=first-visitor; HttpOnly",
        Date: "Mon, 02 Mar 2026 12:00:00 GMT",
        "X-Request-Id": "first-visitor-request",
        Connection: "close",
        "Transfer-Encoding": "chunked",
        "X-Custom": "kept",
      }),
      new Set(),
      0,
    );
    server = createServer((req, res) => {
      const kept = cache.lookup(req);
      if (kept) cache.answer(req, res, kept, `request-${req.headers["x-n"] ?? "?"}`);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
      request(`${base}/about`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  it("never carries the first visitor's cookie, date or request id", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await get({ "accept-encoding": encoding, "x-n": "2" });
      expect(answer.status).toBe(200);
      expect(answer.headers["set-cookie"]).toBeUndefined();
      expect(answer.headers["x-request-id"]).toBe("request-2");
      expect(answer.headers.date).not.toBe("Mon, 02 Mar 2026 12:00:00 GMT");
      expect(answer.rawHeaders.filter((name) => name.toLowerCase() === "x-request-id")).toHaveLength(1);
      expect(answer.headers.connection).not.toBe("close");
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(answer.headers["x-custom"]).toBe("kept");
    }
    const notModified = await get({ "if-none-match": (await get({})).headers.etag!, "x-n": "3" });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["set-cookie"]).toBeUndefined();
    expect(notModified.headers["x-request-id"]).toBe("request-3");
    expect(notModified.headers["x-custom"]).toBe("kept");
    expect(notModified.headers["x-frame-options"]).toBe("DENY");
  });

  it("gives a client that refuses gzip the plain page, however it spells the refusal", async () => {
    for (const refusal of ["gzip;q=0", "gzip; q=0", "GZIP;Q=0", "gzip;q=0.0", "gzip;q=0.000, br;q=0", "x-gzip;q=0", "*;q=0"]) {
      const answer = await get({ "accept-encoding": refusal });
      expect(answer.headers["content-encoding"], refusal).toBeUndefined();
      expect(answer.body.toString(), refusal).toBe(html);
    }
    // The same header, asked again, gets the same answer.
    expect((await get({ "accept-encoding": "gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
    expect((await get({ "accept-encoding": "gzip;q=0.5" })).headers["content-encoding"]).toBe("gzip");
  });

  it("answers 304 without a length or encoding, to a list that holds *", async () => {
    const notModified = await get({ "accept-encoding": "gzip", "if-none-match": `"other", *` });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-length"]).toBeUndefined();
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });

  it("gives each compressed body the page's own ETag, marked with its encoding, and the smallest gzip", async () => {
    const plain = await get({});
    const gz = await get({ "accept-encoding": "gzip" });
    const br = await get({ "accept-encoding": "br" });
    const tag = plain.headers.etag!;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(gz.headers.etag).toBe(`${tag.slice(0, -1)}-gz"`);
    expect(br.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    expect(gz.body.length).toBe(gzipSync(html, { level: 9 }).length);
  });

  it("answers a repeated header the same way each time", async () => {
    const first = await get({ "accept-encoding": "gzip" });
    const second = await get({ "accept-encoding": "gzip" });
    expect([first.headers["content-encoding"], second.headers["content-encoding"]]).toEqual(["gzip", "gzip"]);
  });
});

describe("which encoding a client gets", () => {
  it("reads q-values as the client meant them; a weight it cannot read gets the plain body, which every client takes", () => {
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBe("identity");
    expect(preferredEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(preferredEncoding("br;q=1, gzip;q=1")).toBe("br");
    expect(preferredEncoding("br;q=0.001")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0")).toBe("gzip");
    // Never an encoding the client may not take: an unreadable weight is no consent.
    expect(preferredEncoding("gzip;q=x")).toBe("identity");
    expect(preferredEncoding("gzip;q=0x")).toBe("identity");
    expect(preferredEncoding("gzip;q=2")).toBe("gzip");
    expect(preferredEncoding("gzip;level=1;q=0")).toBe("identity");
    expect(preferredEncoding("gzip;xq=0")).toBe("gzip");
    expect(preferredEncoding(" , gzip")).toBe("gzip");
    expect(preferredEncoding("*;q=0.5, br;q=0")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
  });
});

describe("what the render cache keeps", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders a kept page again after an hour, not before", async () => {
    let now = 1_000_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const reasons: EvictionReason[] = [];
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY, onEvict: (reason) => reasons.push(reason) });
    await cache.store("/about", page("<p>About</p>"), new Set(), 0);
    now += RENDER_MAX_AGE_MS - 1_000;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cache.lookup(fakeRequest("/about"))).toBeDefined();
    now += 2_000;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cache.lookup(fakeRequest("/about"))).toBeUndefined();
    expect(reasons).toEqual(["age"]);
    expect(RENDER_MAX_AGE_MS).toBe(60 * 60 * 1000);
  });

  it("does not let a page too big for its budget push out the pages already kept", async () => {
    const reasons: EvictionReason[] = [];
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 20_000, isNormalPath, fixedHeaders: SECURITY, onEvict: (reason) => reasons.push(reason) });
    await cache.store("/a", page("<p>a</p>"), new Set(), 0);
    await cache.store("/b", page("<p>b</p>"), new Set(), 0);
    // Compresses to almost nothing, but its plain body alone is most of the budget.
    await cache.store("/big", page(`<p>${"x".repeat(14_000)}</p>`), new Set(), 0);
    expect(cache.lookup(fakeRequest("/big"))).toBeUndefined();
    expect(cache.lookup(fakeRequest("/a"))).toBeDefined();
    expect(cache.lookup(fakeRequest("/b"))).toBeDefined();
    expect(reasons).toEqual([]);
  });

  it("counts every body and its headers against the budget, and says why a page left", async () => {
    const reasons: EvictionReason[] = [];
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 4_000, isNormalPath, fixedHeaders: SECURITY, onEvict: (reason) => reasons.push(reason) });
    await cache.store("/a", page("<p>a</p>"), new Set(["insights"]), 0);
    expect(cache.bytes).toBeGreaterThan(3 * "<p>a</p>".length + 3 * 2 * JSON.stringify({ "content-type": "text/html; charset=utf-8" }).length);
    for (const url of ["/b", "/c", "/d", "/e"]) await cache.store(url, page(`<p>${url}</p>`), new Set(), 0);
    expect(cache.size).toBeLessThan(5);
    expect(reasons.every((reason) => reason === "size")).toBe(true);
    expect(reasons.length).toBeGreaterThan(0);
    await cache.store("/f", page("<p>f</p>"), new Set(["menus"]), cache.generation);
    reasons.length = 0;
    cache.drop(new Set(["menus"]));
    expect(reasons).toEqual(["content"]);
    expect(cache.lookup(fakeRequest("/f"))).toBeUndefined();
  });

  it("keeps a page of two-thirds of its budget", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 30_000, isNormalPath, fixedHeaders: SECURITY });
    await cache.store("/big", page(`<p>${"x".repeat(20_000 - 7)}</p>`), new Set(), 0);
    expect(cache.lookup(fakeRequest("/big"))).toBeDefined();
  });

  it("keeps a page again once it was dropped for a content change, and keeps pages built from other content", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    await cache.store("/resources", page("<p>list</p>"), new Set(["insights"]), cache.generation);
    await cache.store("/about", page("<p>about</p>"), new Set(["menus"]), cache.generation);
    cache.drop(new Set(["insights"]));
    expect(cache.lookup(fakeRequest("/about"))).toBeDefined();
    await cache.store("/resources", page("<p>new list</p>"), new Set(["insights"]), cache.generation);
    expect(cache.lookup(fakeRequest("/resources"))!.variants.identity.body.toString()).toBe("<p>new list</p>");
  });

  it("keeps one copy of a page rendered twice at once", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    await Promise.all([cache.store("/about", page("<p>first</p>"), new Set(), 0), cache.store("/about", page("<p>second</p>"), new Set(), 0)]);
    const kept = cache.lookup(fakeRequest("/about"))!;
    expect(kept.variants.identity.body.toString()).toBe("<p>first</p>");
    // Once kept, a later render does not replace it until it leaves.
    await cache.store("/about", page("<p>third</p>"), new Set(), 0);
    expect(cache.lookup(fakeRequest("/about"))!.variants.identity.body.toString()).toBe("<p>first</p>");
  });
});

describe("rendering a page so it can be kept", () => {
  const request = (url: string, extra: Record<string, unknown> = {}) => ({ url, method: "GET", headers: {}, ...extra }) as unknown as IncomingMessage;

  it("keeps the page under Express's own URL, with the content it read, so a change to that content drops it", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    const answer = cache.render(request("/", { originalUrl: "/resources" }), false, new Set(), (pageRendered) => {
      recordContentRead("insightPage");
      pageRendered!(page("<p>list</p>"));
      return "rendered";
    });
    expect(answer).toBe("rendered");
    await vi.waitFor(() => expect(cache.lookup(fakeRequest("/resources"))).toBeDefined());
    cache.drop(new Set(["insightPage"]));
    expect(cache.lookup(fakeRequest("/resources"))).toBeUndefined();
    cache.render(request("/about?utm_source=news"), false, new Set(), (pageRendered) => pageRendered!(page("<p>about</p>")));
    await vi.waitFor(() => expect(cache.lookup(fakeRequest("/about"))).toBeDefined());
  });

  it("renders a request it may not keep without offering the page back", () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    expect(cache.render(request("/contact", { method: "POST" }), false, new Set(), (pageRendered) => pageRendered)).toBeUndefined();
    // A draft preview, as the site's signed-cookie check found it.
    expect(cache.render(request("/about"), true, new Set(), (pageRendered) => pageRendered)).toBeUndefined();
  });

  it("still answers a page that cannot be kept", async () => {
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    const broken = { status: 200, html: Buffer.from("<p>x</p>"), etag: '"x"', headers: undefined } as unknown as Parameters<typeof cache.store>[1];
    const store = vi.spyOn(cache, "store");
    expect(
      cache.render(request("/about"), false, new Set(), (pageRendered) => {
        pageRendered!(broken);
        return "answered";
      }),
    ).toBe("answered");
    // Once the attempt to keep it has ended, however long that took.
    expect(store).toHaveBeenCalledTimes(1);
    await Promise.allSettled([store.mock.results[0]!.value]);
    expect(cache.size).toBe(0);
  });

  it("compresses gzip bodies as small as gzip can", async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const words = ["drug", "court", "case", "management", "laboratory", "Paracelsus", "participants", "treatment", "program", "results", "schedule", "judge"];
    let html = "<!DOCTYPE html><html><body>";
    for (let i = 0; i < 3000; i++) html += words[Math.floor(random() * words.length)]! + (random() < 0.1 ? "</p><p>" : " ");
    html += "</body></html>";
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: SECURITY });
    await cache.store("/insights", page(html), new Set(), 0);
    const gz = cache.lookup(fakeRequest("/insights"))!.variants.gzip.body;
    expect(gz.length).toBe(gzipSync(html, { level: 9 }).length);
    expect(gz.length).toBeLessThan(gzipSync(html).length);
  });
});
