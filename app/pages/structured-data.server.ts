/**
 * schema.org JSON-LD for search engines: the organisation on the home page,
 * breadcrumbs on nested pages, and what a page is about (software, article).
 *
 * Made by the loader of each page that has any (as `jsonLd` in its data), on
 * the server: crawlers read the server's HTML, so browsers need none of this
 * code (about 530 B gzip of every page's JavaScript); seo() takes it from the
 * loader data, so the head is the same after client-side navigation. Pages at
 * the top level other than Home have none.
 */
import type { AppLoadContext } from "react-router";
import type { SiteSettings } from "~/content/queries";
import { SITE_ICONS } from "~/lib/icons";
import { isExternalLink } from "~/lib/links";
import type { JsonLd } from "~/pages/seo";
import { addressLines, siteIndex, telHref } from "./navigation";
import { SOCIAL_LINK_SCHEMES } from "./shapes";
import { ancestorsOf, hasBreadcrumbs, pagesOf, type Page } from "./tree";

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

/** The organisation, from the site settings: on the home page, where search engines look for it. */
export function organization(settings: SiteSettings | null, siteUrl: string): JsonLd {
  const telephone = settings?.phone ? telHref(settings.phone).replace("tel:", "") : undefined;
  const hq = settings?.headquarters;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absolute("/#organization", siteUrl),
    name: settings?.name ?? "",
    url: absolute("/", siteUrl),
    logo: absolute(SITE_ICONS.logo.href, siteUrl),
    foundingDate: "1995",
    ...(settings?.email ? { email: settings.email } : {}),
    ...(telephone ? { telephone } : {}),
    ...(hq && addressLines(hq)
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: hq.street,
            addressLocality: hq.locality,
            addressRegion: hq.region,
            postalCode: hq.postalCode,
            addressCountry: "US",
          },
        }
      : {}),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      ...(telephone ? { telephone } : {}),
      ...(settings?.email ? { email: settings.email } : {}),
      areaServed: "US",
      availableLanguage: "en",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "19:00",
        description: "Eastern Time",
      },
    },
    sameAs: (settings?.social ?? []).flatMap((link) => (isExternalLink(link.url, SOCIAL_LINK_SCHEMES) ? [link.url] : [])),
  };
}

/**
 * The organisation as a page's publisher: named where it is referenced, so the
 * reference resolves on every page, not only on Home (which has the whole node).
 */
export function publisher(name: string, siteUrl: string): JsonLd {
  return {
    "@type": "Organization",
    "@id": absolute("/#organization", siteUrl),
    name,
    url: absolute("/", siteUrl),
    logo: absolute(SITE_ICONS.logo.href, siteUrl),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: Crumb[], siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, siteUrl),
    })),
  };
}

export function softwareApplication(input: { name: string; description: string; path: string; category: string }, siteUrl: string, by: JsonLd): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: input.name,
    description: input.description,
    url: absolute(input.path, siteUrl),
    applicationCategory: input.category,
    operatingSystem: "Web browser",
    publisher: by,
  };
}

export function article(
  input: { headline: string; description: string; path: string; author?: string | null; datePublished?: string | null; image?: string },
  siteUrl: string,
  by: JsonLd,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline.slice(0, 110),
    description: input.description,
    mainEntityOfPage: absolute(input.path, siteUrl),
    ...(input.author ? { author: { "@type": "Person", name: input.author } } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    publisher: by,
  };
}

/**
 * A case study. schema.org has no type for one, and Google documents none: it
 * is an Article (the type Google reads for a page of writing), whose `about`
 * is the products it concerns and whose `mentions` is the client, so search
 * engines tie the page to the product and to the organisation named
 * (decision 037).
 */
export function caseStudy(
  input: {
    headline: string;
    description: string;
    path: string;
    client: string;
    datePublished: string;
    dateModified: string;
    image?: string | undefined;
    products: ReadonlyArray<{ name: string; path: string }>;
  },
  siteUrl: string,
  by: JsonLd,
): JsonLd {
  return {
    ...article(
      { headline: input.headline, description: input.description, path: input.path, datePublished: input.datePublished, image: input.image },
      siteUrl,
      by,
    ),
    // Written by the company about its client: the publisher is its author.
    author: by,
    genre: "Case study",
    dateModified: input.dateModified,
    about: input.products.map((product) => ({ "@type": "SoftwareApplication", name: product.name, url: absolute(product.path, siteUrl) })),
    mentions: [{ "@type": "Organization", name: input.client }],
  };
}

/** A page made in the Studio from the site's blocks: what it is, and who publishes it. */
export function webPage(input: { name: string; description: string; path: string }, siteUrl: string, by: JsonLd): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: absolute(input.path, siteUrl),
    publisher: by,
  };
}

/** Home › ancestors › this page, for any page below the top level (ancestors from the index of pages). */
export function breadcrumbsFor(pathname: string, name: string, pages: readonly Page[]): Crumb[] | undefined {
  if (!hasBreadcrumbs(pathname)) return undefined;
  return [...ancestorsOf(pathname, pages).map((page) => ({ name: page.name, path: page.path })), { name, path: pathname }];
}

/**
 * A found page's JSON-LD: the organisation on the home page (where Google
 * looks for it; other pages name it by its @id); below the top level,
 * breadcrumbs ending in `name` (by default the page's name in the index of
 * pages, as the visible trail says); and what the page is about.
 */
export async function structuredData(
  { request, context }: { request: Request; context: Pick<AppLoadContext, "env" | "content"> },
  options: { name?: string; about?: (siteUrl: string, path: string, publisher: JsonLd) => JsonLd[] } = {},
): Promise<JsonLd[]> {
  const siteUrl = context.env.SITE_URL;
  const { pathname } = new URL(request.url);
  const site = await context.content.site();
  const pages = pagesOf(siteIndex(site));
  const name = options.name ?? pages.find((page) => page.path === pathname)?.name;
  const crumbs = name ? breadcrumbsFor(pathname, name, pages) : undefined;
  return [
    ...(pathname === "/" ? [organization(site.settings, siteUrl)] : []),
    ...(crumbs ? [breadcrumbList(crumbs, siteUrl)] : []),
    ...(options.about?.(siteUrl, pathname, publisher(site.settings?.name ?? "", siteUrl)) ?? []),
  ];
}
