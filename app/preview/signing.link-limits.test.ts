/**
 * The edges of a preview link as an editor meets them: a link for exactly the
 * longest time allowed works, one for no time at all is refused, a link opens
 * the page with its query and fragment, and nothing with a control character
 * (which a browser would silently drop) counts as a path.
 */
import { describe, expect, it } from "vitest";
import { createPreviewCookie, createPreviewSigning, localPath, PREVIEW_LINK_DEFAULT_MINUTES, PREVIEW_SESSION_SECONDS } from "./signing.server";

const SECRET = "s".repeat(40);
const START = 1_800_000_000_000;

describe("a preview link", () => {
  it("may be signed for exactly the longest time allowed, and works until then", () => {
    let now = START;
    const signing = createPreviewSigning(SECRET, { now: () => now, maxLinkHours: 2 });
    const params = signing.linkParams("/about", 120);
    expect(params.get("expires")).toBe(String(START + 120 * 60_000));
    expect(signing.checkLink(params)).toEqual({ ok: true, path: "/about" });
    now += 120 * 60_000 - 1;
    expect(signing.checkLink(params)).toEqual({ ok: true, path: "/about" });
    expect(() => signing.linkParams("/about", 120.5)).toThrow(/at most 2 hours/);
  });

  it("is refused for no time, negative time or no number", () => {
    const signing = createPreviewSigning(SECRET);
    for (const minutes of [0, -5, Number.NaN]) expect(() => signing.linkParams("/about", minutes), String(minutes)).toThrow(/at most 24 hours/);
  });

  it("lasts an hour unless asked otherwise, rounded to the millisecond", () => {
    const signing = createPreviewSigning(SECRET, { now: () => START });
    expect(PREVIEW_LINK_DEFAULT_MINUTES).toBe(60);
    expect(signing.linkParams("/about").get("expires")).toBe(String(START + 3_600_000));
    expect(signing.linkParams("/about", 0.00001).get("expires")).toBe(String(START + 1));
  });

  it("is refused when it was signed for longer than the site now allows, and said so", () => {
    const long = createPreviewSigning(SECRET, { now: () => START, maxLinkHours: 48 }).linkParams("/about", 24 * 60 + 1);
    expect(createPreviewSigning(SECRET, { now: () => START }).checkLink(long)).toEqual({ ok: false, reason: "too-long" });
    const exact = createPreviewSigning(SECRET, { now: () => START, maxLinkHours: 48 }).linkParams("/about", 24 * 60);
    expect(createPreviewSigning(SECRET, { now: () => START }).checkLink(exact)).toEqual({ ok: true, path: "/about" });
  });

  it("is missing a part when any of path, expiry or signature is absent or empty", () => {
    const signing = createPreviewSigning(SECRET);
    const good = signing.linkParams("/about");
    for (const part of ["path", "expires", "signature"]) {
      const without = new URLSearchParams(good);
      without.delete(part);
      expect(signing.checkLink(without), part).toEqual({ ok: false, reason: "missing" });
      without.set(part, "");
      expect(signing.checkLink(without), part).toEqual({ ok: false, reason: "missing" });
    }
  });

  it("is refused with a signature of another length", () => {
    const signing = createPreviewSigning(SECRET);
    const good = signing.linkParams("/about");
    good.set("signature", `${good.get("signature")}A`);
    expect(signing.checkLink(good)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("a path on this site", () => {
  it("keeps its query and fragment", () => {
    expect(localPath("/insights/a?x=1#part")).toBe("/insights/a?x=1#part");
  });

  it("never holds a control character, which a browser would drop and so change the path", () => {
    for (const bad of ["/a\tb", "/a\u0000", "/a\u001fb", "/a\u007fb", "/\t/evil.example"]) expect(localPath(bad), JSON.stringify(bad)).toBeUndefined();
    expect(localPath("/a b")).toBe("/a%20b");
  });
});

describe("the preview cookie", () => {
  it("lasts an hour by default, and as long as asked otherwise", async () => {
    let now = START;
    const cookie = createPreviewCookie(SECRET, { https: false, now: () => now });
    const header = (await cookie.enter()).split(";")[0]!;
    expect(PREVIEW_SESSION_SECONDS).toBe(3_600);
    now += 3_600_000 - 1;
    expect(await cookie.check(header)).toBe(true);
    now += 1;
    expect(await cookie.check(header)).toBe(false);
    expect(await cookie.enter(120)).toContain("Max-Age=120;");
  });
});
