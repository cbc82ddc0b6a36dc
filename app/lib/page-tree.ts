/**
 * The page tree's data, the one list of the site's pages: every page with a
 * fixed path and the content document type that holds its words (a singleton:
 * its id is its type); the families
 * of pages editors add in the Studio (industries, LIS solutions, case studies), each under
 * its overview; and the articles' folder. Everything that names a page type
 * derives from it: the routes, sitemap, menus and breadcrumbs (app/pages/tree.ts),
 * the header a path gets, which document types the queries read (app/content),
 * and the Studio's page types, desk and Presentation (studio/).
 *
 * At the bottom of the layers, so each of those may import it; kept to paths
 * and names so every page's bundle can carry it.
 */

import { isSlug } from "./slugs";

const PARACELSUS = "/solutions/paracelsus";

/** The folder of articles (`insight` documents): /insights/<slug>. */
export const ARTICLES_PATH = "/insights";
export const ARTICLE_TYPE = "insight";

/** Pages that share one route, told apart by a slug; their members are content documents of `type`. */
/** `holds`: what the first segment of `parent` holds, for the Studio's refusal of a built page's address there. */
const SOLUTIONS_HOLD = "the product pages, the industries and the LIS solutions";
export const FAMILIES = {
  industry: { parent: `${PARACELSUS}/who-we-serve`, param: ":industry", holds: SOLUTIONS_HOLD },
  lisSolution: { parent: `${PARACELSUS}/lis-solutions`, param: ":solution", holds: SOLUTIONS_HOLD },
  // A client, its problem and measured results with a source and a date, listed on Customers.
  caseStudy: { parent: "/customers", param: ":study", holds: "the case studies" },
} as const;

export type FamilyType = keyof typeof FAMILIES;

/**
 * `header`: a product with a header of its own, shown on its page and every path below it.
 * `optional`: a page whose document a dataset may lack (the page then answers not found).
 */
export const FIXED_PAGES = [
  { path: "/", type: "homePage" },
  { path: "/about", type: "aboutPage" },
  { path: "/contact", type: "contactPage", acceptsPost: true },
  // Optional: without its document the page says "Privacy policy not found." (the product spec), and no other page needs it.
  { path: "/privacypolicy", type: "privacyPolicy", optional: true },
  { path: "/resources", type: "resourcesPage" },
  { path: "/solutions/dccm", type: "dccmPage", header: "dccm" },
  { path: PARACELSUS, type: "paracelsusPage", header: "paracelsus" },
  { path: FAMILIES.lisSolution.parent, type: "lisSolutionsPage" },
  { path: FAMILIES.industry.parent, type: "whoWeServePage" },
  // Optional: a dataset from before case studies lacks it; the page then answers not found, and the case studies still answer.
  { path: FAMILIES.caseStudy.parent, type: "customersPage", optional: true },
] as const;

/** The products with pages of their own: each one's page and every page below it (`header` above). */
export type ProductOfPages = Extract<(typeof FIXED_PAGES)[number], { header: string }>["header"];

/** The products with pages of their own, each with its page (whose document's name is the product's name on the site), in the tree's order. */
export const PRODUCT_PAGES = FIXED_PAGES.flatMap((page) =>
  "header" in page ? [{ product: page.header as ProductOfPages, path: page.path, type: page.type as FixedPageType }] : [],
);

/** The product whose pages a path is among (/solutions/paracelsus/lis-solutions/x: paracelsus); none elsewhere. */
export function productOfPath(pathname: string): ProductOfPages | undefined {
  return PRODUCT_PAGES.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))?.product;
}

/** A page with a fixed path: its document type is its document's id too. */
export type FixedPage = (typeof FIXED_PAGES)[number];
export type FixedPageType = FixedPage["type"];

export const FIXED_PAGE_TYPES: readonly FixedPageType[] = FIXED_PAGES.map((page) => page.type);

/** What every page shows (the organisation, menus, footer): one document, its id its type. */
export const SITE_SETTINGS_TYPE = "siteSettings";

/** The documents that exist once (the settings and each fixed page's), each with its type as its id. */
export const SINGLETON_TYPES: readonly string[] = [SITE_SETTINGS_TYPE, ...FIXED_PAGE_TYPES];

/**
 * The least a dataset must publish for the site to serve its pages: the
 * settings (every page shows them) and each fixed page's document but the
 * optional ones (app/content/dataset-minimum.server.ts).
 */
export const REQUIRED_SINGLETON_TYPES: readonly string[] = [
  SITE_SETTINGS_TYPE,
  ...FIXED_PAGES.filter((page) => !("optional" in page && page.optional)).map((page) => page.type),
];
export const FAMILY_TYPES = Object.keys(FAMILIES) as FamilyType[];

/**
 * Pages editors make from the site's blocks: `page` documents, at
 * /<slug>, or under a built page of the top level or a fixed page of
 * PARENT_PAGES: the parent's address, then /<slug>.
 */
export const BUILT_PAGE_TYPE = "page";
/** Every type a link to a page may open: the fixed pages, the families' members and the built pages. */
export const PAGE_TYPES: readonly string[] = [...FIXED_PAGE_TYPES, ...FAMILY_TYPES, BUILT_PAGE_TYPE];
/** The page types whose address an editor can change (by its slug, or its parent's): a link to one reads it. */
export const SLUGGED_PAGE_TYPES: readonly string[] = [...FAMILY_TYPES, BUILT_PAGE_TYPE];
/** Every type a link in rich text may open: the pages, and articles. */
export const LINKABLE_TYPES: readonly string[] = [...PAGE_TYPES, ARTICLE_TYPE];

/** The overview page a family's members sit under (its document lists their order). */
export function overviewOf(family: FamilyType): FixedPageType {
  return FIXED_PAGES.find((page) => page.path === FAMILIES[family].parent)!.type;
}

/**
 * A family member's address. The slug is encoded as a path segment: a slug
 * keeping the slug rule (./slugs.ts) reads the same, and any other can
 * neither leave the folder nor put a byte in a Location header that the
 * header refuses.
 */
export function memberPath(family: FamilyType, slug: string): string {
  return `${FAMILIES[family].parent}/${encodeURIComponent(slug)}`;
}

/** An article's address: /insights/<slug>, encoded like a member's. */
export function articlePath(slug: string): string {
  return `${ARTICLES_PATH}/${encodeURIComponent(slug)}`;
}

const FIXED_PATH_BY_TYPE: ReadonlyMap<string, string> = /* @__PURE__ */ new Map(FIXED_PAGES.map(({ type, path }) => [type, path]));

/** True when a built page's parent names a fixed page (by its type, its document's id) rather than a built page (by its slug). */
export function isFixedParent(parent: string | null | undefined): parent is FixedPageType {
  return parent != null && FIXED_PATH_BY_TYPE.has(parent);
}

/**
 * The fixed pages a built page may sit under (its address is then theirs
 * followed by its slug), type to path: every one but Home that has no other
 * page of the tree below it. Paracelsus, Who we serve and LIS solutions hold
 * the product's pages, the industries and the LIS solutions, so their
 * addresses are refused as parents.
 */
export const PARENT_PAGES: ReadonlyMap<string, string> = /* @__PURE__ */ parentPages();

function parentPages(): Map<string, string> {
  const below = [...FIXED_PAGES.map(({ path }) => path), ...Object.values(FAMILIES).map(({ parent, param }) => `${parent}/${param}`)];
  const free = FIXED_PAGES.filter(({ path }) => path !== "/" && !below.some((other) => other.startsWith(`${path}/`)));
  return new Map(free.map(({ type, path }) => [type, path]));
}

/**
 * What the site answers below a fixed page that may hold built pages, besides
 * those pages (their routes: app/routes.ts): Resources' later pages of
 * articles, /resources/page/2 and on, and its topics, /resources/topic/<key>
 * (app/pages/resources-pages.ts). A built
 * page under it may not take that segment.
 */
const USED_BELOW: ReadonlyMap<string, ReadonlyMap<string, string>> = /* @__PURE__ */ new Map([
  [
    "/resources",
    new Map([
      ["page", "holds the later pages of Resources (/resources/page/2 and on)"],
      ["topic", "holds Resources' topics (/resources/topic/<key>)"],
    ]),
  ],
]);

/**
 * How the address rule names a built page's parent, from the parent document: a fixed page by its type (which
 * is its document's id), a built page by its slug.
 */
export function parentKeyOf(parent: { _type?: string | null; slug?: string | null } | null | undefined): string | undefined {
  if (!parent) return undefined;
  return parent._type && parent._type !== BUILT_PAGE_TYPE ? parent._type : (parent.slug ?? undefined);
}

/** A built page's address: /<slug>, /<parent>/<slug> under a built page, or the fixed page's path then /<slug>; encoded like a member's. */
export function builtPagePath(slug: string, parent?: string | null): string {
  const above = !parent ? "" : (FIXED_PATH_BY_TYPE.get(parent) ?? `/${encodeURIComponent(parent)}`);
  return `${above}/${encodeURIComponent(slug)}`;
}

/**
 * The first segments of the addresses the site answers by itself, with what
 * holds each: a built page at the top level may not take one, or it would hide
 * a page or be hidden by it. Derived from the tree; the server's own paths
 * (server/app.ts, app/routes.ts) are listed here.
 */
export const RESERVED_SEGMENTS: ReadonlyMap<string, string> = /* @__PURE__ */ reservedSegments();

function reservedSegments(): Map<string, string> {
  const reserved = new Map<string, string>();
  for (const segment of ["api", "images", "files", "documents", "assets", "sitemaps", "healthz", "readyz"]) reserved.set(segment, "is used by the site itself");
  reserved.set(ARTICLES_PATH.slice(1), "holds the articles (insights)");
  for (const { parent, holds } of Object.values(FAMILIES)) reserved.set(parent.split("/")[1]!, `holds ${holds}`);
  for (const { path } of FIXED_PAGES) {
    const segment = path.split("/")[1];
    if (segment && !reserved.has(segment)) reserved.set(segment, "is already a page of the site");
  }
  return reserved;
}

/** Why a built page may not sit under this parent, in plain words: a fixed page with pages of the site below it. */
export function builtPageParentProblem(parent: string | null | undefined): string | undefined {
  if (!isFixedParent(parent) || PARENT_PAGES.has(parent)) return undefined;
  const path = FIXED_PATH_BY_TYPE.get(parent)!;
  if (path === "/") return "Home is above every page: leave Under the page empty for a page at the top level.";
  return `The page ${path} has pages of the site under it, so a page cannot go there: choose About, Resources or another page as Under the page.`;
}

/** Why the site itself answers at this slug under this parent (at the top level when none); undefined when it does not. */
function reservedReason(slug: string, parent: string | null | undefined): string | undefined {
  if (!parent) return RESERVED_SEGMENTS.get(slug);
  return isFixedParent(parent) ? USED_BELOW.get(FIXED_PATH_BY_TYPE.get(parent)!)?.get(slug) : undefined;
}

/**
 * Why a built page may not have this address, in plain words; undefined when
 * it may. The rule: an address used by a fixed route, an
 * industry, an LIS solution, an article or Resources' later pages is refused,
 * and so is a parent whose addresses the site already uses (PARENT_PAGES);
 * `taken` says whether another built page has it.
 */
export function builtPageAddressProblem(slug: string, parent: string | null | undefined, taken = false): string | undefined {
  const refusedParent = builtPageParentProblem(parent);
  if (refusedParent) return refusedParent;
  const path = builtPagePath(slug, parent);
  const reason = reservedReason(slug, parent);
  if (reason) return `The address ${path} ${reason}: choose another web address.`;
  if (taken) return `Another page already has the address ${path}: choose another web address.`;
  return undefined;
}

/**
 * Why a built page may not keep this former address, in plain words;
 * undefined when it may. Under the same rule as a current one: at the top
 * level a reserved segment would make the site's own path (/api, /images,
 * /insights, …) forward to the page.
 */
export function formerAddressProblem(former: string, parent: string | null | undefined): string | undefined {
  const reason = reservedReason(former, parent);
  return reason ? `The former address ${builtPagePath(former, parent)} ${reason}: remove it from the former web addresses.` : undefined;
}

/** True when the site itself answers at this built page's address (a reserved first segment, or a segment used below a parent page): no former address may be there. */
export function isSiteOwnAddress(path: string): boolean {
  const holder = [...PARENT_PAGES.values()].find((parent) => path.startsWith(`${parent}/`));
  if (holder) return USED_BELOW.get(holder)?.has(path.slice(holder.length + 1).split("/")[0]!) ?? false;
  return RESERVED_SEGMENTS.has(path.split("/")[1] ?? "");
}

/**
 * The address of a page a link chooses: a fixed page by its type, a family
 * member, a built page or an article by its slug (a built page's with its
 * parent's slug); none for a slug that breaks the slug rule.
 */
export function pathOf(page: { _type: string; slug?: string | null; parent?: string | null } | null | undefined): string | undefined {
  if (!page) return undefined;
  if (page._type === BUILT_PAGE_TYPE) {
    // A parent that is not published (or breaks the rule) leaves its pages without an address: `parent` is "" then (queries.ts);
    // a fixed parent is named by its type.
    if (!isSlug(page.slug) || (page.parent != null && !isSlug(page.parent) && !PARENT_PAGES.has(page.parent))) return undefined;
    return builtPagePath(page.slug, page.parent);
  }
  if (page._type in FAMILIES) return isSlug(page.slug) ? memberPath(page._type as FamilyType, page.slug) : undefined;
  if (page._type === ARTICLE_TYPE) return isSlug(page.slug) ? articlePath(page.slug) : undefined;
  return FIXED_PAGES.find((entry) => entry.type === page._type)?.path;
}
