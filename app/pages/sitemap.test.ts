import { describe, expect, it } from "vitest";
import { sitemapFileCount, sitemapIndexXml, sitemapPart, urlsetXml } from "./sitemap";

const entries = Array.from({ length: 25 }, (_, i) => ({ path: `/insights/a-${i}`, lastmod: "2026-01-02" }));

describe("the sitemap", () => {
  it("is one file up to the limit", () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    const xml = urlsetXml(entries, "https://act.example");
    expect(xml.match(/<url>/g)).toHaveLength(25);
    expect(xml).toContain("<url><loc>https://act.example/insights/a-0</loc><lastmod>2026-01-02</lastmod></url>");
  });

  it("past the limit, is an index of files that hold every URL once", () => {
    expect(sitemapFileCount(entries.length, 10)).toBe(3);
    const index = sitemapIndexXml(3, "https://act.example");
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://act.example/sitemaps/1.xml",
      "https://act.example/sitemaps/2.xml",
      "https://act.example/sitemaps/3.xml",
    ]);
    const parts = [1, 2, 3].map((part) => sitemapPart(entries, part, 10)!);
    expect(parts.map((part) => part.length)).toEqual([10, 10, 5]);
    expect(parts.flat()).toEqual(entries);
    expect(sitemapPart(entries, 4, 10)).toBeUndefined();
    expect(sitemapPart(entries, 0, 10)).toBeUndefined();
  });
});
