/**
 * The page tree: every page with a fixed path, the content document that
 * holds its words, and the route module that renders it; and the two
 * families of pages editors add in the Studio (industries, LIS solutions),
 * each under its overview. The routes (app/routes.ts) derive from it; the
 * sitemap, the breadcrumbs (visible Trail and JSON-LD) and the menus derive
 * from it with the content's names and members (`SiteIndex`).
 *
 * Kept to paths and names so every page's bundle can carry it. Articles
 * (/insights/{slug}) come from the content.
 */

import { isSlug } from "../lib/slugs";

const PARACELSUS = "/solutions/paracelsus";

/** The folder of articles (`insight` documents): /insights/<slug>. */
export const ARTICLES_PATH = "/insights";

/** Pages that share one module, told apart by a slug; their members are content documents of `type`. */
export const FAMILIES = {
  industry: { parent: `${PARACELSUS}/who-we-serve`, param: ":industry", module: "routes/industry.tsx" },
  lisSolution: { parent: `${PARACELSUS}/lis-solutions`, param: ":solution", module: "routes/lis-solution.tsx" },
} as const;

export type FamilyType = keyof typeof FAMILIES;

export const FIXED_PAGES = [
  { path: "/", type: "homePage", module: "routes/home.tsx" },
  { path: "/about", type: "aboutPage", module: "routes/about.tsx" },
  { path: "/contact", type: "contactPage", acceptsPost: true, module: "routes/contact.tsx" },
  { path: "/privacypolicy", type: "privacyPolicy", module: "routes/privacy-policy.tsx" },
  { path: "/resources", type: "resourcesPage", module: "routes/resources.tsx" },
  { path: "/solutions/dccm", type: "dccmPage", module: "routes/dccm.tsx" },
  { path: PARACELSUS, type: "paracelsusPage", module: "routes/paracelsus.tsx" },
  { path: FAMILIES.lisSolution.parent, type: "lisSolutionsPage", module: "routes/lis-solutions.tsx" },
  { path: FAMILIES.industry.parent, type: "whoWeServePage", module: "routes/who-we-serve.tsx" },
] as const;

/** A page with a fixed path: its document type is its document's id too. */
export type FixedPage = (typeof FIXED_PAGES)[number];

// The two lists below are for the server and the route config; /* @__PURE__ */ lets the browser's bundles, which
// import this module for its paths, leave them out.

/** Paths that take a form's POST (without JavaScript) as well as GET and HEAD. */
export const POST_PATHS: ReadonlySet<string> = /* @__PURE__ */ new Set(FIXED_PAGES.filter((page) => "acceptsPost" in page).map((page) => page.path));

/** A route of the page tree: a path (with a parameter for a family of pages) and its module under app/. */
export type PageRoute = { path: string; module: string };

/** The routes the pages need: one per fixed page, one per family. */
export const PAGE_ROUTES: readonly PageRoute[] = /* @__PURE__ */ pageRoutes();

function pageRoutes(): PageRoute[] {
  return [
    ...FIXED_PAGES.map(({ path, module }) => ({ path, module })),
    ...Object.values(FAMILIES).map(({ parent, param, module }) => ({ path: `${parent}/${param}`, module })),
  ];
}

/** What the content says of the pages: each fixed page's short name, and each family's published members in order. */
export type SiteIndex = {
  names: Partial<Record<string, string>>;
  families: Record<FamilyType, ReadonlyArray<{ slug: string; title: string }>>;
};

export type Page = { path: string; name: string };

/**
 * A family member's address. The slug is encoded as a path segment: a slug
 * keeping the slug rule (app/lib/slugs.ts) reads the same, and any other can
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

/**
 * The address of a page a link chooses: a fixed page by its type, a family
 * member or an article by its slug; none for a slug that breaks the slug rule.
 */
export function pathOf(page: { _type: string; slug?: string | null } | null | undefined): string | undefined {
  if (!page) return undefined;
  if (page._type in FAMILIES) return isSlug(page.slug) ? memberPath(page._type as FamilyType, page.slug) : undefined;
  if (page._type === "insight") return isSlug(page.slug) ? articlePath(page.slug) : undefined;
  return FIXED_PAGES.find((entry) => entry.type === page._type)?.path;
}

/** Every page, a family's members right after their parent, named as the content names them. */
export function pagesOf(index: SiteIndex): Page[] {
  return FIXED_PAGES.flatMap(({ path, type }) => [
    { path, name: index.names[type] ?? "" },
    ...Object.entries(FAMILIES)
      .filter(([, family]) => family.parent === path)
      .flatMap(([type]) => index.families[type as FamilyType].map((member) => ({ path: memberPath(type as FamilyType, member.slug), name: member.title }))),
  ]);
}

/** Folders whose pages sit under a page of another path: articles are listed on Resources. */
const LISTED_ON: Record<string, string> = { [ARTICLES_PATH]: "/resources" };

/**
 * The pages above this one, from Home down to its parent. A page sits under
 * the nearest page its path starts with (/solutions/dccm under Home, as
 * /solutions is no page).
 */
export function ancestorsOf(path: string, pages: readonly Page[]): Page[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const above: Page[] = [];
  let folder = path;
  while (folder !== "/") {
    folder = folder.slice(0, folder.lastIndexOf("/")) || "/";
    const page = byPath.get(LISTED_ON[folder] ?? folder);
    if (page) above.unshift(page);
  }
  return above;
}

/**
 * The path as the tree spells it, when only its letter case differs (for a
 * 301): a fixed page's, or a family member's (slugs are lower case).
 */
export function canonicalPagePath(path: string): string | undefined {
  const lower = path.toLowerCase();
  const member = Object.values(FAMILIES).some(({ parent }) => lower.startsWith(`${parent}/`) && !lower.slice(parent.length + 1).includes("/"));
  return member || FIXED_PAGES.some((page) => page.path === lower) ? lower : undefined;
}
