import type { MetaDescriptor } from "react-router";
import { feedTitle } from "~/lib/rss";
import { FEEDS, INSIGHTS_FEED_LABEL } from "./tree";

type MetaArgs = {
  location: { pathname: string };
  /** The page's own loader data: its `jsonLd`, if it made any (structured-data.server.ts). */
  loaderData?: unknown;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type JsonLd = Record<string, unknown> & { "@type": string };

export type SeoInput = {
  /** The page's own title; the site's name is added after it, unless `fullTitle`. */
  title?: string;
  /** The title is the whole title (the home page's). */
  fullTitle?: boolean;
  description?: string;
  /** An absolute or site-relative image for link previews. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: "website" | "article";
  /** Keep the page out of search results (not-found pages); such a page names no canonical URL. */
  noindex?: boolean;
};

/** A link preview's picture: its URL (made by the loader, app/pages/seo.server.ts), size and description. */
export type SeoImage = NonNullable<SeoInput["image"]>;

/** The site's defaults, from its settings (the root loader sends them). */
export type SeoDefaults = { siteName: string; description: string; image?: SeoImage };

type RootData = {
  publicEnv?: { SITE_URL?: string };
  seoDefaults?: SeoDefaults;
};

function rootData(args: MetaArgs): RootData | undefined {
  return args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

export function siteUrlOf(args: MetaArgs): string {
  return rootData(args)?.publicEnv?.SITE_URL ?? "http://localhost:3000";
}

function jsonLdOf(args: MetaArgs): JsonLd[] {
  const data = args.loaderData as { jsonLd?: JsonLd[] } | null | undefined;
  return data?.jsonLd ?? [];
}

/**
 * Every page's metadata from one place: title template, description,
 * canonical URL, Open Graph and Twitter cards, and the JSON-LD the page's
 * loader made.
 */
export function seo(args: MetaArgs, input: SeoInput = {}): MetaDescriptor[] {
  const siteUrl = siteUrlOf(args);
  const defaults = rootData(args)?.seoDefaults ?? { siteName: "", description: "" };
  const { pathname } = args.location;
  const description = input.description || defaults.description;
  // Without the site's name (its settings could not be read), a page's own title stands alone.
  const title = input.fullTitle || !input.title || !defaults.siteName ? (input.title ?? defaults.siteName) : `${input.title} | ${defaults.siteName}`;
  const url = new URL(pathname, siteUrl).href;
  const image = input.image ?? defaults.image;
  const imageUrl = image ? new URL(image.url, siteUrl).href : undefined;

  return [
    { title },
    { name: "description", content: description },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    // A page kept out of search (a not-found page) has no address of its own to name, so it reads the same under
    // every address and is rendered once for all of them (app/pages/not-found-key.server.ts).
    ...(input.noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: defaults.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(input.noindex ? [] : [{ property: "og:url", content: url }]),
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    ...(image?.width ? [{ property: "og:image:width", content: String(image.width) }] : []),
    ...(image?.height ? [{ property: "og:image:height", content: String(image.height) }] : []),
    ...(image?.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(imageUrl ? [{ name: "twitter:image", content: imageUrl }] : []),
    ...jsonLdOf(args).map((value) => ({ "script:ld+json": value })),
    // Every page names the articles' feed, by the organisation's name from the settings.
    feedLink(args, FEEDS.insights, INSIGHTS_FEED_LABEL),
  ];
}

/** What a page document says for search and sharing, its image made a link preview's by the loader (shownSeo). */
export type SeoFields = { title?: string | null; description?: string | null; image?: SeoImage } | null | undefined;

/** A page's metadata from its document's search and sharing fields; an empty field takes `fallback`, then the site's default. */
export function pageSeo(args: MetaArgs, fields: SeoFields, fallback: SeoInput = {}): MetaDescriptor[] {
  return seo(args, {
    ...fallback,
    ...(fields?.title ? { title: fields.title } : {}),
    ...(fields?.description ? { description: fields.description } : {}),
    ...(fields?.image ? { image: fields.image } : {}),
  });
}

/** A page's link to a feed (every page's to the articles', Customers' and the case studies' to theirs), named as the feed names itself. */
export function feedLink(args: MetaArgs, href: string, label: string | null | undefined): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feedTitle(rootData(args)?.seoDefaults?.siteName, label), href };
}
