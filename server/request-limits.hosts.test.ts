/**
 * A Host header that names no host is the client's mistake: 400 in plain words, never the 500 the router's
 * URL would throw (a port past 65535 did, in the fuzz's invented Hosts).
 */
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseBadHosts } from "./request-limits";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port: number;
beforeAll(async () => {
  const app = express();
  app.use(refuseBadHosts());
  // What the router does with the Host: a URL built from it.
  app.use((req, res) => res.send(new URL(req.originalUrl, `http://${req.headers.host}`).host));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/sitemap.xml", headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a request's Host header", () => {
  it("naming no host gets 400 in plain words", async () => {
    for (const host of ["evil.example:99999", "a b", "exa mple.com:80", "[::1"]) {
      expect(await get(host), host).toEqual({ status: 400, body: "Bad request: the Host header does not name a host." });
    }
  });

  it("naming a host, any host, goes on to the site", async () => {
    for (const host of ["act.example.com", "127.0.0.1:1", "[::1]", "xn--80ak6aa92e.com", "a".repeat(300)]) {
      expect((await get(host)).status, host).toBe(200);
    }
  });
});
