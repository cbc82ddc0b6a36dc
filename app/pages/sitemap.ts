/**
 * The sitemap: every page and every article. Past the protocol's limit of
 * 50,000 URLs in one file, /sitemap.xml becomes an index of files
 * /sitemaps/1.xml, /sitemaps/2.xml … of at most that many each.
 */
import { xmlEscape } from "~/lib/xml";

export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { path: string; lastmod?: string | undefined };

/** How many files the entries take; 1 means /sitemap.xml holds them all. */
export function sitemapFileCount(entries: number, max = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(entries / max));
}

export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

/** The entries of one file of a split sitemap (parts count from 1), or undefined past the end. */
export function sitemapPart<T>(entries: readonly T[], part: number, max = SITEMAP_MAX_URLS): T[] | undefined {
  if (!Number.isInteger(part) || part < 1 || part > sitemapFileCount(entries.length, max)) return undefined;
  return entries.slice((part - 1) * max, part * max);
}

export function urlsetXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ path, lastmod }) => `  <url><loc>${xmlEscape(new URL(path, siteUrl).href)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapIndexXml(files: number, siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from({ length: files }, (_, i) => `  <sitemap><loc>${xmlEscape(new URL(sitemapPartPath(i + 1), siteUrl).href)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}
