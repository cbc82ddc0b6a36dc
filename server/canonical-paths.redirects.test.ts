/**
 * The canonical redirect as a client meets it: HEAD is redirected like GET,
 * the query survives, a path no page can have is a short-lived 404, and a
 * proxy's absolute-form request for this site is answered as its path.
 */
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_NOT_FOUND } from "~/lib/http";
import { sendTarget } from "../tests/support/request-target";
import { canonicalPaths, isNormalPath, normalPath, toOriginForm } from "./canonical-paths";
import { MAX_URL_LENGTH } from "./request-limits";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(canonicalPaths());
  app.use((req, res) => res.send(`page ${req.path}`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the canonical redirect", () => {
  it("redirects HEAD as it redirects GET", async () => {
    expect(await sendTarget(base, "/About/", { method: "HEAD" })).toMatchObject({ status: 301, location: "/about" });
    expect(await sendTarget(base, "/about", { method: "HEAD" })).toMatchObject({ status: 200 });
  });

  it("leaves other methods to the routes, whatever the path", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      expect((await sendTarget(base, "/About/", { method })).status, method).toBe(200);
    }
  });

  it("keeps the query, even an empty one, and nothing else after the path", async () => {
    expect((await sendTarget(base, "/about/?")).location).toBe("/about?");
    expect((await sendTarget(base, "/about/?q=a/b")).location).toBe("/about?q=a/b");
    expect((await sendTarget(base, "/about?q=A/")).status).toBe(200);
  });

  it("answers a path no page can have with a short-lived plain 404", async () => {
    const answer = await sendTarget(base, "/about;x");
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe(CACHE_NOT_FOUND);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(await (await fetch(`${base}/about;x`)).text()).toBe("Not found");
  });
});

describe("the normal form of a path", () => {
  it("decodes every unreserved character and only those, and climbs no higher than the root", () => {
    expect(normalPath("/%7Euser/%2D%2e%5F%30%7a")).toBe("/~user/-._0z");
    expect(normalPath("/a%20b%3F")).toBe("/a%20b%3F");
    expect(normalPath("/a%3fb")).toBe("/a%3Fb");
    expect(normalPath("/../../about")).toBe("/about");
    expect(normalPath("/a/b/../../c")).toBe("/c");
    expect(normalPath("")).toBe("/");
    expect(normalPath("/about%5C")).toBeUndefined();
    expect(normalPath("/about%00x")).toBeUndefined();
  });

  it("is the only spelling kept as a page", () => {
    expect(isNormalPath("/about")).toBe(true);
    expect(isNormalPath("/")).toBe(true);
    expect(isNormalPath("/about/")).toBe(false);
    expect(isNormalPath("/About")).toBe(false);
  });
});

describe("a proxy's absolute-form request", () => {
  const request = (url: string | undefined, method = "GET", host = "www.example.org") => ({ url, method, headers: { host } }) as unknown as IncomingMessage;

  it("for this site is answered as its path and query", () => {
    for (const target of ["http://www.example.org/about?x=1", "https://www.example.org/about?x=1", "http://act.example/about?x=1"]) {
      const req = request(target);
      expect(toOriginForm(req, "act.example"), target).toBe(true);
      expect(req.url).toBe("/about?x=1");
    }
  });

  it("for another host, another scheme or no URL at all is no path of this site", () => {
    for (const target of ["http://other.example/about", "ftp://www.example.org/about", "mailto:a@www.example.org", "not a url", "www.example.org/about"]) {
      const req = request(target);
      expect(toOriginForm(req, "act.example"), target).toBe(false);
      expect(req.url).toBe(target);
    }
  });

  it("leaves an ordinary path alone, and takes * only for OPTIONS", () => {
    const ordinary = request("/about");
    expect(toOriginForm(ordinary, "act.example")).toBe(true);
    expect(ordinary.url).toBe("/about");
    expect(toOriginForm(request("*", "OPTIONS"), "act.example")).toBe(true);
    expect(toOriginForm(request("*", "GET"), "act.example")).toBe(false);
    expect(toOriginForm(request(undefined), "act.example")).toBe(false);
  });
});

describe("a redirect a shared cache could hand on", () => {
  it("is the visitor's own: it keeps their query and no cache may store it, so the next visitor's query is never replaced by theirs", async () => {
    for (const target of ["/About?utm_source=evil", "/about/?utm_source=evil", "/About", "/about/"]) {
      const answer = await sendTarget(base, target);
      expect(answer.status, target).toBe(301);
      expect(answer.headers["cache-control"], target).toBe("no-store");
    }
    expect((await sendTarget(base, "/About?utm_source=mine")).location).toBe("/about?utm_source=mine");
  });

  it("never grows past the longest address the site takes: a query that percent-encoding would lengthen past it is left behind", async () => {
    // 1,900 quotation marks are a request the site takes, and 5,700 characters once encoded: a Location that
    // overflowed nginx's header buffer (502).
    const long = await sendTarget(base, `/About?x=${'"'.repeat(1_900)}`);
    expect(long).toMatchObject({ status: 301, location: "/about" });
    const kept = await sendTarget(base, `/About?x=${'"'.repeat(600)}`);
    expect(kept.location).toBe(`/about?x=${"%22".repeat(600)}`);
    expect(kept.location!.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
  });
});
