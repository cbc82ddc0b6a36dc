import type { MetaDescriptor } from "react-router";
import type { SanityImage } from "~/content/queries";
import { imageConfigFrom, imageProps, type ImageConfig } from "~/images/image";

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
  /** Keep the page out of search results (not-found pages). */
  noindex?: boolean;
};

/** The site's defaults, from its settings (the root loader sends them). */
export type SeoDefaults = { siteName: string; description: string; image?: { url: string; width?: number; height?: number; alt?: string } };

type RootData = {
  publicEnv?: { SITE_URL?: string; IMAGE_PROJECT_ID?: string; IMAGE_DATASET?: string; IMAGE_BASE_URL?: string };
  seoDefaults?: SeoDefaults;
};

function rootData(args: MetaArgs): RootData | undefined {
  return args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** The image URL settings, for metadata that names a content image. */
export function imageConfigOf(args: MetaArgs): ImageConfig {
  return imageConfigFrom(rootData(args)?.publicEnv);
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
  const title = input.fullTitle || !input.title ? (input.title ?? defaults.siteName) : `${input.title} | ${defaults.siteName}`;
  const url = new URL(pathname, siteUrl).href;
  const image = input.image ?? defaults.image;
  const imageUrl = image ? new URL(image.url, siteUrl).href : undefined;

  return [
    { title },
    { name: "description", content: description },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: defaults.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    ...(image?.width ? [{ property: "og:image:width", content: String(image.width) }] : []),
    ...(image?.height ? [{ property: "og:image:height", content: String(image.height) }] : []),
    ...(image?.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(imageUrl ? [{ name: "twitter:image", content: imageUrl }] : []),
    ...jsonLdOf(args).map((value) => ({ "script:ld+json": value })),
  ];
}

/** A content image as a link preview's picture: its URL (at most 1200 px wide), size and description. */
export function socialImage(config: ImageConfig, image: (SanityImage & { alt?: string | null }) | null | undefined): SeoDefaults["image"] {
  const props = imageProps(config, image, 1200);
  return props ? { url: props.src, width: props.width, height: props.height, ...(image?.alt ? { alt: image.alt } : {}) } : undefined;
}

/** What a page document says for search and sharing. */
export type SeoFields = { title?: string | null; description?: string | null; image?: (SanityImage & { alt?: string | null }) | null } | null | undefined;

/** A page's metadata from its document's search and sharing fields; an empty field takes `fallback`, then the site's default. */
export function pageSeo(args: MetaArgs, fields: SeoFields, fallback: SeoInput = {}): MetaDescriptor[] {
  const image = socialImage(imageConfigOf(args), fields?.image);
  return seo(args, {
    ...fallback,
    ...(fields?.title ? { title: fields.title } : {}),
    ...(fields?.description ? { description: fields.description } : {}),
    ...(image ? { image } : {}),
  });
}
