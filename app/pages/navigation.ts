/**
 * What the header, the footer and the breadcrumbs show, made on the server
 * from the site settings and the page tree (app/lib/page-tree.ts, with app/pages/tree.ts), so the
 * browser receives plain labels and addresses, not the content model.
 */
import type { Site } from "~/content/queries";
import { isExternalLink } from "~/lib/links";
import { US_STATES } from "~/lib/us-states";
import { FAMILIES, memberPath, pathOf, type FamilyType } from "~/lib/page-tree";
import { builtPagesOf } from "./built-pages";
import { SOCIAL_LINK_SCHEMES } from "./shapes";
import { pagesOf, type Page, type SiteIndex } from "./tree";

/** One link of a menu. */
export type MenuLink = { to: string; label: string };

/** A menu entry: a link, or a label that opens links. */
export type MenuEntry = { label: string; to?: string; links: MenuLink[] };

type Settings = NonNullable<Site["settings"]>;
type MenuItem = NonNullable<Settings["mainMenu"]>[number];
type Link = { label: string | null; page: { _type: string; slug: string | null; parent?: string | null } | null } | null;

/** Each fixed page's short name, each family's published members and the built pages, for the page tree. */
export function siteIndex(site: Site): SiteIndex {
  const members = (list: Site["industries"]) => list.flatMap(({ slug, title }) => (slug && title ? [{ slug, title }] : []));
  return {
    names: Object.fromEntries(site.names.flatMap(({ _type, name }) => (name ? [[_type, name]] : []))),
    families: { industry: members(site.industries), lisSolution: members(site.lisSolutions), caseStudy: members(site.caseStudies) },
    built: builtPagesOf(site.pages).map(({ path, title }) => ({ path, name: title })),
  };
}

/** A link whose page is gone (unpublished) is left out rather than sent nowhere. */
export function linkTo(link: Link): MenuLink | undefined {
  const to = pathOf(link?.page);
  return to && link?.label ? { to, label: link.label } : undefined;
}

export const linksTo = (links: readonly Link[] | null | undefined): MenuLink[] => (links ?? []).flatMap((link) => linkTo(link) ?? []);

function menuOf(items: readonly MenuItem[] | null | undefined, index: SiteIndex): MenuEntry[] {
  return (items ?? []).flatMap((item) => {
    const family = item.listPages as FamilyType | null;
    const members = family && family in FAMILIES ? index.families[family].map((member) => ({ to: memberPath(family, member.slug), label: member.title })) : [];
    const links = [...linksTo(item.links), ...members];
    const to = pathOf(item.page);
    return item.label && (to || links.length) ? [{ label: item.label, ...(to ? { to } : {}), links }] : [];
  });
}

type PostalLines = [string, string];

/** "100 Example Parkway" / "Gulf Breeze, Florida 32561". */
export function addressLines(address: Settings["headquarters"]): PostalLines | undefined {
  if (!address?.street) return undefined;
  const state = US_STATES.find(([code]) => code === address.region)?.[1] ?? address.region ?? "";
  return [address.street, `${address.locality ?? ""}, ${state} ${address.postalCode ?? ""}`.trim()];
}

/** A phone number as phones dial it: +1 and its ten digits (a US number), or its digits with a + as written. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** What every page's header, footer and breadcrumbs need (the root loader sends it). */
export function chromeOf(site: Site) {
  const settings = site.settings;
  const index = siteIndex(site);
  const pages: Page[] = pagesOf(index);
  return {
    name: settings?.name ?? "",
    legalName: settings?.legalName ?? settings?.name ?? "",
    demoButton: settings?.demoButton ?? "",
    newTabHint: settings?.newTabHint ?? "",
    phone: settings?.phone ? { display: settings.phone, href: telHref(settings.phone) } : undefined,
    email: settings?.email ?? undefined,
    supportHours: settings?.supportHours ?? undefined,
    headquarters: addressLines(settings?.headquarters ?? null),
    mailing: addressLines(settings?.mailing ?? null),
    // The link rule (app/lib/links.ts): only a network's https:// page is a link; any other address that still arrives leaves the network's name as plain text.
    social: (settings?.social ?? []).flatMap(({ _key, network, url }) =>
      network && url ? [{ key: _key, network, ...(isExternalLink(url, SOCIAL_LINK_SCHEMES) ? { href: url } : {}) }] : [],
    ),
    menus: {
      general: menuOf(settings?.mainMenu ?? null, index),
      paracelsus: menuOf(settings?.paracelsusMenu ?? null, index),
      dccm: (["overview", "services", "process"] as const).flatMap((anchor) => {
        const label = site.dccmMenu?.[anchor];
        return label ? [{ to: `#${anchor}`, label }] : [];
      }),
    },
    footer: {
      brandHeading: settings?.footerBrandHeading ?? "",
      blurb: settings?.footerBlurb ?? "",
      columns: (settings?.footerColumns ?? []).map(({ _key, heading, links }) => ({ key: _key, heading: heading ?? "", links: linksTo(links) })),
      contactHeading: settings?.footerContactHeading ?? "",
      hoursLabel: settings?.footerHoursLabel ?? "",
      rightsNotice: settings?.rightsNotice ?? "",
    },
    pages,
  };
}

/** What the root loader sends: the chrome, and in preview the settings fields it shows (visual editing's data-sanity). */
export type Chrome = ReturnType<typeof chromeOf> & { edit?: Partial<Record<string, string>> | undefined };
