import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTarget } from "../tests/support/request-target";
import { canonicalPaths } from "./canonical-paths";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port: number;
beforeAll(async () => {
  const app = express();
  app.use(canonicalPaths());
  app.use((req, res) => res.send(`page ${req.path}`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, method = "GET") => {
  const { status, location } = await sendTarget(`http://127.0.0.1:${port}`, path, { method });
  return { status, location };
};

describe("canonical paths", () => {
  it.each([
    ["/about/", "/about"],
    ["/about///?a=1&b=2", "/about?a=1&b=2"],
    ["/Solutions/Paracelsus/Who-We-Serve/Reference-Labs", "/solutions/paracelsus/who-we-serve/reference-labs"],
    ["/CONTACT/?from=footer", "/contact?from=footer"],
  ])("sends %s to %s", async (from, to) => {
    expect(await get(from)).toEqual({ status: 301, location: to });
  });

  it.each(["//evil.example/", "//evil.example//", "/.//evil.example", "/%2e//evil.example/"])("keeps %s on this site", async (path) => {
    const { status, location } = await get(path);
    expect(status).toBe(301);
    expect(location).toMatch(/^\/[^/\\]/);
  });

  it.each([
    ["/%61bout", "/about"],
    ["/%41BOUT", "/about"],
    ["/./about", "/about"],
    ["/x/../about?y=1", "/about?y=1"],
    ["/%2e%2E/about", "/about"],
    ["/solutions//dccm", "/solutions/dccm"],
    ["/caf%c3%a9", "/caf%C3%A9"],
  ])("sends the alias %s to %s: no other spelling of a page is a 200", async (from, to) => {
    expect(await get(from)).toEqual({ status: 301, location: to });
  });

  it.each(["/about;x=1", "/about%2f..", "/about%2f../", "/about%2F", "/\\evil.example/", "/a%5cb", "/%00"])(
    "answers %s, which no page can have, with 404 rather than a redirect (no loops)",
    async (path) => {
      expect(await get(path)).toEqual({ status: 404, location: undefined });
    },
  );

  it("leaves canonical paths, unknown wrong-case paths and form posts alone", async () => {
    expect((await get("/")).status).toBe(200);
    expect((await get("/about")).status).toBe(200);
    expect((await get("/insights/Mixed-Case-Slug")).status).toBe(200);
    expect((await get("/contact/", "POST")).status).toBe(200);
  });
});
