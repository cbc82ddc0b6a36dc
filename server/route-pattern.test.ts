import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRoutePatterns } from "./route-pattern";

/** The shape of the build's route manifest, for a few of the site's routes. */
const route = (id: string, path: string | undefined, extra: { parentId?: string; index?: boolean } = {}) => ({
  id,
  path,
  caseSensitive: true,
  module: {} as never,
  ...extra,
});
const manifest = {
  root: route("root", ""),
  "routes/home": route("routes/home", undefined, { parentId: "root", index: true }),
  "routes/about": route("routes/about", "about", { parentId: "root" }),
  "routes/insight": route("routes/insight", "insights/:slug", { parentId: "root" }),
  "routes/industry": route("routes/industry", "solutions/paracelsus/who-we-serve/:industry", { parentId: "root" }),
  "routes/sitemap": route("routes/sitemap", "sitemap.xml", { parentId: "root" }),
  "routes/not-found": route("routes/not-found", "*", { parentId: "root" }),
} as unknown as ServerBuild["routes"];

describe("the route pattern of a request, for the metrics", () => {
  const patterns = createRoutePatterns(manifest);

  it("names pages by their route, never by what the visitor typed", () => {
    expect(patterns.of("/", 200)).toBe("/");
    expect(patterns.of("/about", 200)).toBe("/about");
    expect(patterns.of("/insights/a-post-about-courts", 200)).toBe("/insights/:slug");
    expect(patterns.of("/insights/no-such-post", 404)).toBe("/insights/:slug");
    expect(patterns.of("/solutions/paracelsus/who-we-serve/forensic-labs", 200)).toBe("/solutions/paracelsus/who-we-serve/:industry");
    expect(patterns.of("/sitemap.xml", 200)).toBe("/sitemap.xml");
  });

  it("keeps the set of names small: endpoints, build files, images, public files and one name for every miss", () => {
    expect(patterns.of("/api/contact", 201)).toBe("/api/contact");
    expect(patterns.of("/healthz", 200)).toBe("/healthz");
    expect(patterns.of("/api/anything-else", 404)).toBe("/api/*");
    expect(patterns.of("/assets/entry.client-AbC123.js", 200)).toBe("/assets/*");
    expect(patterns.of("/images/embedded/production/image-abc-800x600-jpg", 200)).toBe("/images/:projectId/:dataset/:file");
    expect(patterns.of("/favicon.svg", 200)).toBe("static");
    expect(patterns.of("/art/hero.webp", 304)).toBe("static");
    const misses = new Set(Array.from({ length: 5_000 }, (_, i) => patterns.of(`/probe-${i}`, 404)));
    expect([...misses]).toEqual(["*"]);
    // A wrong-case page path is not the page (it is sent to the canonical one).
    expect(patterns.of("/About", 301)).toBe("*");
  });
});
