/**
 * The index of the site's pages: each page's path and its short name (for
 * breadcrumbs and menus). The sitemap, the
 * breadcrumbs (visible Trail and JSON-LD) and the header menus derive from
 * it; app/routes.ts maps the same paths to their modules.
 *
 * Kept to paths and names so every page's bundle can carry it; the industry
 * and LIS solution pages' copy stays in app/pages/copy/ (tree.test.ts keeps the
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
  /** Takes a form's POST (without JavaScript) as well as GET and HEAD. */
  acceptsPost?: boolean;
};

/**
 * Every page with a fixed path (spec section 2); articles (/insights/{slug})
 * come from the content. A page sits under the nearest page its path starts
 * with (/solutions/dccm under Home, as /solutions is no page).
 */
export const PAGES: readonly Page[] = [
  { path: "/", name: "Home" },
  { path: "/about", name: "About" },
  { path: "/contact", name: "Contact", acceptsPost: true },
  { path: "/privacypolicy", name: "Privacy Policy" },
  { path: "/resources", name: "Resources" },
  { path: "/solutions/dccm", name: "DCCM" },
  { path: PARACELSUS, name: "Paracelsus LIS" },
  { path: LIS_SOLUTIONS, name: "LIS Solutions" },
  ...LIS_SOLUTION_PAGES.map(([slug, name]) => ({ path: `${LIS_SOLUTIONS}/${slug}`, name })),
  { path: WHO_WE_SERVE, name: "Who We Serve" },
  ...INDUSTRY_PAGES.map(([slug, name]) => ({ path: `${WHO_WE_SERVE}/${slug}`, name })),
];

/** Folders whose pages sit under a page of another path: articles are listed on Resources. */
const LISTED_ON: Record<string, string> = { "/insights": "/resources" };

const byPath = new Map(PAGES.map((page) => [page.path, page]));

export function pageAt(path: string): Page | undefined {
  return byPath.get(path);
}

/** The page this one sits under; none for Home. */
export function parentOf(path: string): Page | undefined {
  let folder = path;
  while (folder !== "/") {
    folder = folder.slice(0, folder.lastIndexOf("/")) || "/";
    const page = byPath.get(LISTED_ON[folder] ?? folder);
    if (page) return page;
  }
  return undefined;
}

export function childrenOf(path: string): Page[] {
  return PAGES.filter((page) => page.path !== "/" && parentOf(page.path)?.path === path);
}

/** The pages above this one, from Home down to its parent. */
export function ancestorsOf(path: string): Page[] {
  const parent = parentOf(path);
  return parent ? [...ancestorsOf(parent.path), parent] : [];
}

/** The path as the index spells it, when only its letter case differs from one (for a 301). */
export function canonicalPagePath(path: string): string | undefined {
  const lower = path.toLowerCase();
  return byPath.has(lower) ? lower : undefined;
}
