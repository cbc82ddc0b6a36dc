/**
 * schema.org JSON-LD for search engines: the organisation on every page,
 * breadcrumbs on nested pages, and what a page is about (software, article).
 */
import { SITE_ICONS } from "~/lib/icons";
import { site } from "~/lib/site";
import { ancestorsOf } from "./pages";

export type JsonLd = Record<string, unknown> & { "@type": string };

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
    publisher: { "@id": absolute("/#organization", siteUrl) },
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
    publisher: { "@id": absolute("/#organization", siteUrl) },
  };
}

/** Home › ancestors › this page, for any page below the top level (ancestors from the index of pages). */
export function breadcrumbsFor(pathname: string, name: string): Crumb[] | undefined {
  if (pathname.split("/").filter(Boolean).length < 2) return undefined;
  return [...ancestorsOf(pathname).map((page) => ({ name: page.name, path: page.path })), { name, path: pathname }];
}
