/**
 * The index of the site's pages: each page's path, its short name (for
 * breadcrumbs and menus) and the page it sits under. The sitemap, the
 * breadcrumbs (visible Trail and JSON-LD) and the header menus derive from
 * it; app/routes.ts maps the same paths to their modules.
 *
 * Kept to paths and names so every page's bundle can carry it; the industry
 * and LIS solution pages' copy stays in app/data/ (pages.test.ts keeps the
 * two in step).
 */

const PARACELSUS = "/solutions/paracelsus";
const WHO_WE_SERVE = `${PARACELSUS}/who-we-serve`;
const LIS_SOLUTIONS = `${PARACELSUS}/lis-solutions`;

export const INDUSTRY_PAGES = [
  ["treatment-courts", "Treatment Courts"],
  ["pain-management-clinics", "Pain Management Clinics"],
  ["reference-labs", "Reference Labs"],
  ["addiction-recovery-centers", "Addiction Recovery Centers"],
  ["correctional-facilities", "Correctional Facilities"],
  ["community-supervision", "Community Supervision"],
] as const;

export const LIS_SOLUTION_PAGES = [
  ["sample-management-and-workflow-automation", "Sample Management and Workflow Automation"],
  ["data-analytics-reporting-and-quality-control", "Data Analytics, Reporting and Quality Control"],
  ["integration-and-system-compatibility", "Integration and System Compatibility"],
  ["transactional-billing", "Transactional Billing"],
  ["onsite-training-and-premier-support", "Onsite Training and Premier Support"],
] as const;

export type Page = {
  path: string;
  name: string;
  parent?: string;
  /** Takes a form's POST (without JavaScript) as well as GET and HEAD. */
  acceptsPost?: boolean;
};

/** Every page with a fixed path (spec section 2); articles (/insights/{slug}) come from the content. */
export const PAGES: readonly Page[] = [
  { path: "/", name: "Home" },
  { path: "/about", name: "About", parent: "/" },
  { path: "/contact", name: "Contact", parent: "/", acceptsPost: true },
  { path: "/privacypolicy", name: "Privacy Policy", parent: "/" },
  { path: "/resources", name: "Resources", parent: "/" },
  { path: "/solutions/dccm", name: "DCCM", parent: "/" },
  { path: PARACELSUS, name: "Paracelsus LIS", parent: "/" },
  { path: LIS_SOLUTIONS, name: "LIS Solutions", parent: PARACELSUS },
  ...LIS_SOLUTION_PAGES.map(([slug, name]) => ({ path: `${LIS_SOLUTIONS}/${slug}`, name, parent: LIS_SOLUTIONS })),
  { path: WHO_WE_SERVE, name: "Who We Serve", parent: PARACELSUS },
  ...INDUSTRY_PAGES.map(([slug, name]) => ({ path: `${WHO_WE_SERVE}/${slug}`, name, parent: WHO_WE_SERVE })),
];

/** Pages whose children are not in PAGES (their paths end in a slug from the content). */
const CONTENT_PARENTS: Record<string, string> = { "/insights": "/resources" };

const byPath = new Map(PAGES.map((page) => [page.path, page]));

export function pageAt(path: string): Page | undefined {
  return byPath.get(path);
}

export function childrenOf(path: string): Page[] {
  return PAGES.filter((page) => page.parent === path);
}

/** The pages above this one, from Home down to its parent. */
export function ancestorsOf(path: string): Page[] {
  const folder = path.slice(0, path.lastIndexOf("/"));
  let parent = byPath.get(path)?.parent ?? CONTENT_PARENTS[folder];
  const chain: Page[] = [];
  while (parent !== undefined) {
    const page = byPath.get(parent);
    if (!page) break;
    chain.unshift(page);
    parent = page.parent;
  }
  return chain;
}

/** The path as the index spells it, when only its letter case differs from one (for a 301). */
export function canonicalPagePath(path: string): string | undefined {
  const lower = path.toLowerCase();
  return byPath.has(lower) ? lower : undefined;
}
