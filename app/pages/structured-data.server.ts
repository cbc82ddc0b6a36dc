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
import type { Env } from "~/lib/env.server";
import { SITE_ICONS } from "~/lib/icons";
import type { JsonLd } from "~/pages/seo";
import { site } from "~/lib/site";
import { ancestorsOf, pageAt } from "./tree";

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

export function organization(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absolute("/#organization", siteUrl),
    name: site.name,
    url: absolute("/", siteUrl),
    logo: absolute(SITE_ICONS.logo.href, siteUrl),
    foundingDate: "1995",
    email: site.email,
    telephone: site.phone.href.replace("tel:", ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.headquarters.street,
      addressLocality: site.headquarters.locality,
      addressRegion: site.headquarters.region,
      postalCode: site.headquarters.postalCode,
      addressCountry: site.headquarters.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: site.phone.href.replace("tel:", ""),
      email: site.email,
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
    sameAs: site.social.map((link) => link.href),
  };
}

/**
 * The organisation as a page's publisher: named where it is referenced, so the
 * reference resolves on every page, not only on Home (which has the whole node).
 */
function publisher(siteUrl: string): JsonLd {
  return {
    "@type": "Organization",
    "@id": absolute("/#organization", siteUrl),
    name: site.name,
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

export function softwareApplication(
  input: { name: string; description: string; path: string; category: string },
  siteUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: input.name,
    description: input.description,
    url: absolute(input.path, siteUrl),
    applicationCategory: input.category,
    operatingSystem: "Web browser",
    publisher: publisher(siteUrl),
  };
}

export function article(
  input: { headline: string; description: string; path: string; author?: string | null; datePublished?: string | null; image?: string },
  siteUrl: string,
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
    publisher: publisher(siteUrl),
  };
}

/** Home › ancestors › this page, for any page below the top level (ancestors from the index of pages). */
export function breadcrumbsFor(pathname: string, name: string): Crumb[] | undefined {
  if (pathname.split("/").filter(Boolean).length < 2) return undefined;
  return [...ancestorsOf(pathname).map((page) => ({ name: page.name, path: page.path })), { name, path: pathname }];
}

/**
 * A found page's JSON-LD: the organisation on the home page (where Google
 * looks for it; other pages name it by its @id); below the top level,
 * breadcrumbs ending in `name` (by default the page's name in the index of
 * pages, as the visible trail says); and what the page is about.
 */
export function structuredData(
  { request, context }: { request: Request; context: { env: Pick<Env, "SITE_URL"> } },
  options: { name?: string; about?: (siteUrl: string, path: string) => JsonLd[] } = {},
): JsonLd[] {
  const siteUrl = context.env.SITE_URL;
  const { pathname } = new URL(request.url);
  const name = options.name ?? pageAt(pathname)?.name;
  const crumbs = name ? breadcrumbsFor(pathname, name) : undefined;
  return [
    ...(pathname === "/" ? [organization(siteUrl)] : []),
    ...(crumbs ? [breadcrumbList(crumbs, siteUrl)] : []),
    ...(options.about?.(siteUrl, pathname) ?? []),
  ];
}
