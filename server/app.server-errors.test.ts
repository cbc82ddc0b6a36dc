/**
 * Any 5xx is `Cache-Control: no-store`, whoever answered it: a
 * page whose loader or render failed (React Router sends the route's
 * headers, public), a handler's own 503, or the last error handler. A shared
 * cache must never keep a failure for a minute.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_NONE, CACHE_PAGE } from "~/lib/http";
import { errorHandler, noStoreServerErrors } from "./app";
import { silentLogger } from "~/lib/logger.server";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(noStoreServerErrors());
  // As React Router answers a page whose loader threw (the route's headers() said public).
  app.get("/page-failed", (_req, res) => res.status(500).set("Cache-Control", CACHE_PAGE).send("<h1>Something went wrong</h1>"));
  // A CDN obeys CDN-Cache-Control and Surrogate-Control over Cache-Control.
  app.get("/edge-kept", (_req, res) =>
    res.status(502).set({ "Cache-Control": CACHE_PAGE, "CDN-Cache-Control": "max-age=86400", "Surrogate-Control": "max-age=86400" }).send("bad gateway"),
  );
  app.get("/unavailable", (_req, res) => res.status(503).set({ "Cache-Control": CACHE_PAGE, "Retry-After": "30" }).send("later"));
  app.get("/thrown", () => {
    throw new TypeError("Cannot convert argument to a ByteString");
  });
  app.get("/fine", (_req, res) => res.set("Cache-Control", CACHE_PAGE).send("ok"));
  app.get("/missing", (_req, res) => res.status(404).set("Cache-Control", "public, max-age=0, s-maxage=10").send("no"));
  app.use(errorHandler(silentLogger()));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a server error", () => {
  it.each(["/page-failed", "/unavailable", "/thrown", "/edge-kept"])("%s is never stored, by a browser or a CDN", async (path) => {
    const answer = await fetch(base + path);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.headers.get("cache-control")).toBe(CACHE_NONE);
    expect(answer.headers.get("cdn-cache-control")).toBeNull();
    expect(answer.headers.get("surrogate-control")).toBeNull();
  });

  it("keeps what else a 503 says, and leaves other answers' caching alone", async () => {
    expect((await fetch(`${base}/unavailable`)).headers.get("retry-after")).toBe("30");
    expect((await fetch(`${base}/fine`)).headers.get("cache-control")).toBe(CACHE_PAGE);
    expect((await fetch(`${base}/missing`)).headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
  });
});
