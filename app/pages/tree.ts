/**
 * The page tree's routes and the pages the content names: the routes
 * (app/routes.ts) derive from the tree (app/lib/page-tree.ts); the sitemap,
 * the breadcrumbs (visible Trail and JSON-LD) and the menus derive from it
 * with the content's names and members (`SiteIndex`).
 */

import { FAMILIES, FIXED_PAGES, memberPath, ARTICLES_PATH, PARENT_PAGES, type FamilyType } from "../lib/page-tree";

export { articlePath, memberPath, pathOf, type FamilyType } from "../lib/page-tree";

// The two lists below are for the server and the route config; /* @__PURE__ */ lets the browser's bundles, which
// import this module for its paths, leave them out.

/** Paths that take a form's POST (without JavaScript) as well as GET and HEAD. */
export const POST_PATHS: ReadonlySet<string> = /* @__PURE__ */ new Set(FIXED_PAGES.filter((page) => "acceptsPost" in page).map((page) => page.path));

/** The fixed pages that built pages may sit under (app/lib/page-tree.ts): each gets a route /<its path>/:page for them. */
export const BUILT_PAGE_PARENT_PATHS: readonly string[] = /* @__PURE__ */ [...PARENT_PAGES.values()];

/** The RSS feeds: Resources' articles, and the case studies under Customers. */
export const FEEDS = { insights: "/resources/feed.xml", caseStudies: `${FAMILIES.caseStudy.parent}/feed.xml` } as const;
/** What the articles' feed is named after the organisation's name: a fixed word of the interface ("ACT Insights"). */
export const INSIGHTS_FEED_LABEL = "Insights";

/** What the content says of the pages: each fixed page's short name, each family's published members in order, and the built pages (./built-pages.ts). */
export type SiteIndex = {
  names: Partial<Record<string, string>>;
  families: Record<FamilyType, ReadonlyArray<{ slug: string; title: string }>>;
  built?: ReadonlyArray<Page>;
};

export type Page = { path: string; name: string };

/** Every page, a family's members right after their parent, named as the content names them; the built pages last. */
export function pagesOf(index: SiteIndex): Page[] {
  return [
    ...FIXED_PAGES.flatMap(({ path, type }) => [
      { path, name: index.names[type] ?? "" },
      ...Object.entries(FAMILIES)
        .filter(([, family]) => family.parent === path)
        .flatMap(([type]) => index.families[type as FamilyType].map((member) => ({ path: memberPath(type as FamilyType, member.slug), name: member.title }))),
    ]),
    ...(index.built ?? []),
  ];
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

/** Breadcrumbs (the JSON-LD, and the visible trail where a page shows one) are given to the pages below the top level. */
export const hasBreadcrumbs = (path: string): boolean => path.split("/").filter(Boolean).length >= 2;

/**
 * The path as the tree spells it, when only its letter case differs (for a
 * 301): a fixed page's, or a family member's (slugs are lower case).
 */
export function canonicalPagePath(path: string): string | undefined {
  const lower = path.toLowerCase();
  const member = Object.values(FAMILIES).some(({ parent }) => lower.startsWith(`${parent}/`) && !lower.slice(parent.length + 1).includes("/"));
  return member || FIXED_PAGES.some((page) => page.path === lower) ? lower : undefined;
}
