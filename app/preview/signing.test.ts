import { describe, expect, it } from "vitest";
import { createPreviewCookie, createPreviewSigning, localPath } from "./signing.server";

const SECRET = "s".repeat(40);

function clock(start = 1_800_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("preview links", () => {
  it("open the page they were signed for until they expire", () => {
    const time = clock();
    const signing = createPreviewSigning(SECRET, { now: time.now });
    const params = signing.linkParams("/insights/a-slug", 10);
    expect(signing.checkLink(params)).toEqual({ ok: true, path: "/insights/a-slug" });
    time.advance(10 * 60_000);
    expect(signing.checkLink(params)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a changed path, expiry or signature, another secret, and missing parts", () => {
    const signing = createPreviewSigning(SECRET);
    const good = signing.linkParams("/insights/a");
    for (const [key, value] of [
      ["path", "/insights/b"],
      ["expires", String(Number(good.get("expires")) + 1)],
      ["signature", `${good.get("signature")!.slice(0, -1)}${good.get("signature")!.endsWith("A") ? "B" : "A"}`],
    ] as const) {
      const tampered = new URLSearchParams(good);
      tampered.set(key, value);
      expect(signing.checkLink(tampered), key).toEqual({ ok: false, reason: "invalid" });
    }
    expect(createPreviewSigning("t".repeat(40)).checkLink(good)).toEqual({ ok: false, reason: "invalid" });
    expect(signing.checkLink(new URLSearchParams({ path: "/x" }))).toEqual({ ok: false, reason: "missing" });
  });

  it("only ever lead to a path on this site", () => {
    expect(localPath("/insights/a?x=1")).toBe("/insights/a?x=1");
    for (const bad of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "insights/a", "/a\nb", "", null]) {
      expect(localPath(bad), String(bad)).toBeUndefined();
    }
    expect(() => createPreviewSigning(SECRET).linkParams("https://evil.example/")).toThrow(/not a path/);
  });

  it("never lead to another host once the path is normalised (dot segments, encoded dots, backslashes)", () => {
    for (const bad of ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/x/..//evil.example", "/./\\evil.example/p", "/%2E%2E//evil.example"]) {
      expect(localPath(bad), bad).toBeUndefined();
    }
    expect(localPath("/x/../about")).toBe("/about");
  });

  it("work for a day at most unless the site allows longer, whoever signed them", () => {
    const time = clock();
    const signing = createPreviewSigning(SECRET, { now: time.now });
    expect(() => signing.linkParams("/about", 24 * 60 + 1)).toThrow(/at most 24 hours/);
    const weekLong = createPreviewSigning(SECRET, { now: time.now, maxLinkHours: 168 }).linkParams("/about", 7 * 24 * 60);
    expect(signing.checkLink(weekLong)).toEqual({ ok: false, reason: "too-long" });
    // Once less than a day is left, the same link is within the limit again.
    time.advance(6 * 24 * 3_600_000 + 60_000);
    expect(signing.checkLink(weekLong)).toEqual({ ok: true, path: "/about" });
  });
});

describe("the preview cookie", () => {
  /** The Cookie header a browser sends back for a Set-Cookie. */
  const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

  it("is valid until its own expiry, and only with the secret that signed it", async () => {
    const time = clock();
    const cookie = createPreviewCookie(SECRET, { https: false, now: time.now });
    const header = sentBack(await cookie.enter(60));
    expect(await cookie.check(`a=1; ${header}; b=2`)).toBe(true);
    expect(await createPreviewCookie("t".repeat(40), { https: false, now: time.now }).check(header)).toBe(false);
    const [name, value] = header.split("=");
    expect(await cookie.check(`${name}=${value!.slice(0, -2)}xx`)).toBe(false);
    expect(await cookie.check(undefined)).toBe(false);
    expect(await cookie.check("__act_preview=garbage")).toBe(false);
    expect(await cookie.check("a=1")).toBe(false);
    expect(await cookie.check(sentBack(await cookie.leave()))).toBe(false);
    time.advance(60_000);
    expect(await cookie.check(header)).toBe(false);
  });

  it("is HttpOnly, SameSite=None and Secure on https (the Studio frames the site), Lax on http", async () => {
    const secure = await createPreviewCookie(SECRET, { https: true }).enter();
    expect(secure).toMatch(/^__act_preview=[^;]+; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=None$/);
    const plain = await createPreviewCookie(SECRET, { https: false }).enter();
    expect(plain).toMatch(/^__act_preview=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await createPreviewCookie(SECRET, { https: false }).leave()).toMatch(/^__act_preview=[^;]*; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});
