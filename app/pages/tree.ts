/**
 * The page tree: every page with a fixed path, its short name (for
 * breadcrumbs and menus) and the route module that renders it. The routes
 * (app/routes.ts), the sitemap, the breadcrumbs (visible Trail and JSON-LD)
 * and the header menus derive from it; the industry and LIS solution pages'
 * copy (app/pages/copy/) is keyed by the slugs named here.
 *
 * Kept to paths and names so every page's bundle can carry it. Articles
 * (/insights/{slug}) come from the content.
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

export type IndustrySlug = (typeof INDUSTRY_PAGES)[number][0];

export const LIS_SOLUTION_PAGES = [
  ["sample-management-and-workflow-automation", "Sample Management and Workflow Automation"],
  ["data-analytics-reporting-and-quality-control", "Data Analytics, Reporting and Quality Control"],
  ["integration-and-system-compatibility", "Integration and System Compatibility"],
  ["transactional-billing", "Transactional Billing"],
  ["onsite-training-and-premier-support", "Onsite Training and Premier Support"],
] as const;

export type LisSolutionSlug = (typeof LIS_SOLUTION_PAGES)[number][0];

export type Page = {
  path: string;
  name: string;
  /** Takes a form's POST (without JavaScript) as well as GET and HEAD. */
  acceptsPost?: boolean;
};

/** A route of the page tree: a path (with a parameter for a family of pages) and its module under app/. */
export type PageRoute = { path: string; module: string };

/** Pages that share one module, told apart by a parameter. */
const families = [
  { parent: LIS_SOLUTIONS, param: ":solution", module: "routes/lis-solution.tsx", members: LIS_SOLUTION_PAGES },
  { parent: WHO_WE_SERVE, param: ":industry", module: "routes/industry.tsx", members: INDUSTRY_PAGES },
];

const fixed: Array<Page & { module: string }> = [
  { path: "/", name: "Home", module: "routes/home.tsx" },
  { path: "/about", name: "About", module: "routes/about.tsx" },
  { path: "/contact", name: "Contact", acceptsPost: true, module: "routes/contact.tsx" },
  { path: "/privacypolicy", name: "Privacy Policy", module: "routes/privacy-policy.tsx" },
  { path: "/resources", name: "Resources", module: "routes/resources.tsx" },
  { path: "/solutions/dccm", name: "DCCM", module: "routes/dccm.tsx" },
  { path: PARACELSUS, name: "Paracelsus LIS", module: "routes/paracelsus.tsx" },
  { path: LIS_SOLUTIONS, name: "LIS Solutions", module: "routes/lis-solutions.tsx" },
  { path: WHO_WE_SERVE, name: "Who We Serve", module: "routes/who-we-serve.tsx" },
];

/**
 * Every page with a fixed path, a family's members right after their parent.
 * A page sits under the nearest page its path starts with (/solutions/dccm
 * under Home, as /solutions is no page).
 */
export const PAGES: readonly Page[] = fixed.flatMap(({ module: _module, ...page }) => [
  page,
  ...families.filter((family) => family.parent === page.path).flatMap(({ members }) => members.map(([slug, name]) => ({ path: `${page.path}/${slug}`, name }))),
]);

/** The routes the pages need: one per fixed page, one per family. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...fixed.map(({ path, module }) => ({ path, module })),
  ...families.map(({ parent, param, module }) => ({ path: `${parent}/${param}`, module })),
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
