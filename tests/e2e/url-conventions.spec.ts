/**
 * The conventions visitors, crawlers and security teams expect of a site:
 * one URL per page, a favicon.ico, a security.txt, and an API that says which
 * method it takes.
 */
import { expect, test } from "@playwright/test";

const noFollow = { maxRedirects: 0 } as const;

test("a trailing slash is sent to the path without it, query kept", async ({ request }) => {
  for (const [from, to] of [
    ["/about/", "/about"],
    ["/solutions/paracelsus/who-we-serve/?utm_source=mail&x=1", "/solutions/paracelsus/who-we-serve?utm_source=mail&x=1"],
    ["/resources//", "/resources"],
  ] as const) {
    const response = await request.get(from, noFollow);
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  // The site's root keeps its slash (server/canonical-paths.test.ts: "//host/" never becomes a redirect off the site).
  expect((await request.get("/", noFollow)).status()).toBe(200);
});

test("a page path in the wrong case is sent to the page, anything else in the wrong case is not found", async ({ request }) => {
  const redirected = await request.get("/Solutions/DCCM?ref=1", noFollow);
  expect(redirected.status()).toBe(301);
  expect(redirected.headers().location).toBe("/solutions/dccm?ref=1");
  expect((await request.get("/ABOUT/", noFollow)).headers().location).toBe("/about");
  for (const path of ["/Resources/feed.xml", "/insights/NO-SUCH-Article", "/Sitemap.xml"]) {
    expect((await request.get(path, noFollow)).status(), path).toBe(404);
  }
});

test("/favicon.ico answers with an icon", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  const body = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), at least one image; the first image is a PNG.
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  const offset = body.readUInt32LE(6 + 12);
  expect(body.subarray(offset + 1, offset + 4).toString("latin1")).toBe("PNG");
});

test("/.well-known/security.txt follows RFC 9116, with an Expires date in the future", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain; charset=utf-8/i);
  const fields = new Map(
    (await response.text())
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()] as const),
  );
  expect(fields.get("Contact")).toMatch(/^(mailto:|https:\/\/|tel:)/);
  const expires = Date.parse(fields.get("Expires") ?? "");
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(366 * 86_400_000);
  expect(fields.get("Preferred-Languages")).toMatch(/^[a-z]{2}/);
  expect(fields.get("Canonical")).toMatch(/\/\.well-known\/security\.txt$/);
});

test("/api/contact takes only POST: any other method gets 405 with Allow: POST", async ({ request }) => {
  for (const method of ["GET", "HEAD", "PUT", "DELETE", "PATCH"]) {
    const response = await request.fetch("/api/contact", { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow, method).toBe("POST");
  }
  // The contact page itself still takes its form's POST.
  const page = await request.fetch("/contact", { method: "PUT" });
  expect(page.status()).toBe(405);
  expect(page.headers().allow).toContain("POST");
});
