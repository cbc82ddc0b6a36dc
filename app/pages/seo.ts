import type { MetaDescriptor } from "react-router";
import { imageConfigFrom, type ImageConfig } from "~/images/image";
import { site } from "~/lib/site";

export const SITE_NAME = site.name;
const TITLE_TEMPLATE = (title: string) => `${title} | ${SITE_NAME}`;
const HOME_TITLE = `${SITE_NAME}: Court Case Management and Toxicology Lab Software`;
export const DEFAULT_DESCRIPTION =
  "ACT builds DCCM, case management for treatment courts, and Paracelsus, a laboratory information system for toxicology labs. Serving courts and labs in 48 states since 1995.";
export const DEFAULT_SOCIAL_IMAGE = { path: "/social/act-og.png", width: 1200, height: 630, alt: "ACT: from case to care" };

type MetaArgs = {
  location: { pathname: string };
  /** The page's own loader data: its `jsonLd`, if it made any (structured-data.server.ts). */
  loaderData?: unknown;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type JsonLd = Record<string, unknown> & { "@type": string };

export type SeoInput = {
  /** The page's own title; the template adds the site name. Omit for the home page. */
  title?: string;
  description?: string;
  /** An absolute or site-relative image for link previews. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: "website" | "article";
  /** Keep the page out of search results (not-found pages). */
  noindex?: boolean;
};

type RootData = { publicEnv?: { SITE_URL?: string; IMAGE_PROJECT_ID?: string; IMAGE_DATASET?: string; IMAGE_BASE_URL?: string } };

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
  const { pathname } = args.location;
  const description = input.description ?? DEFAULT_DESCRIPTION;
  const title = input.title ? TITLE_TEMPLATE(input.title) : HOME_TITLE;
  const url = new URL(pathname, siteUrl).href;
  const image = input.image ?? { url: DEFAULT_SOCIAL_IMAGE.path, ...DEFAULT_SOCIAL_IMAGE };
  const imageUrl = new URL(image.url, siteUrl).href;

  return [
    { title },
    { name: "description", content: description },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    ...(image.width ? [{ property: "og:image:width", content: String(image.width) }] : []),
    ...(image.height ? [{ property: "og:image:height", content: String(image.height) }] : []),
    ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLdOf(args).map((value) => ({ "script:ld+json": value })),
  ];
}
