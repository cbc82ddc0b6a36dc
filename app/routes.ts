import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { FAMILIES, FIXED_PAGES, type FamilyType, type FixedPageType } from "./lib/page-tree";
import { BUILT_PAGE_PARENT_PATHS, FEEDS } from "./pages/tree";

/**
 * The map of every URL the site answers.
 *
 * Pages come from the page tree (app/lib/page-tree.ts: every fixed page's path,
 * and one route per family of pages, each with its module named below; the sitemap, breadcrumbs and
 * menus derive from it too, with names and members from the content);
 * articles, Resources' later pages and topics, and resource routes are declared here. Paths
 * are case-sensitive: /About is not a second copy of /about (server/
 * canonical-paths.ts sends a wrong-case page path or a trailing slash to the
 * canonical path with a 301 before a route is matched).
 *
 * Answered by the Express server before these routes (server/app.ts):
 * - POST /api/contact: the enquiry API (app/enquiries/contact-api.server.ts); other methods get 405.
 * - GET /api/preview/enable and /api/preview/disable: entering and leaving draft preview
 *   (app/preview/preview-api.server.ts); POST /api/webhooks/sanity: Sanity's publish webhook
 *   (app/content/publish-webhook.server.ts). Decision 014; in Express, not here, so that every page's
 *   route manifest does not carry them.
 * - GET /images/{projectId}/{dataset}/{file}: content images in embedded mode (app/images/content-images.server.ts).
 * - GET /files/{projectId}/{dataset}/{file}: free documents' PDFs in embedded mode (app/documents/content-files.server.ts).
 * - GET /healthz and GET /readyz: liveness and readiness (server/app.ts).
 * - Files in public/ (copied to build/client/): /favicon.svg, /favicon.ico, /favicon-32.png,
 *   /apple-touch-icon.png, /logo-512.png (the list: app/lib/icons.ts, scripts/icons.ts); pictures come from the content, under /images/;
 *   and the build's hashed /assets/*.
 */
const exact = (path: string, file: string) => route(path, file, { caseSensitive: true });

/** The module of each page of the tree: a page added there without one here fails the typecheck. */
const FIXED_PAGE_MODULES = {
  homePage: "routes/home.tsx",
  aboutPage: "routes/about.tsx",
  contactPage: "routes/contact.tsx",
  privacyPolicy: "routes/privacy-policy.tsx",
  resourcesPage: "routes/resources.tsx",
  dccmPage: "routes/dccm.tsx",
  paracelsusPage: "routes/paracelsus.tsx",
  lisSolutionsPage: "routes/lis-solutions.tsx",
  whoWeServePage: "routes/who-we-serve.tsx",
  customersPage: "routes/customers.tsx",
} satisfies Record<FixedPageType, string>;
const FAMILY_MODULES = { industry: "routes/industry.tsx", lisSolution: "routes/lis-solution.tsx", caseStudy: "routes/case-study.tsx" } satisfies Record<
  FamilyType,
  string
>;

export default [
  ...FIXED_PAGES.map(({ path, type }) => (path === "/" ? index(FIXED_PAGE_MODULES[type]) : exact(path.slice(1), FIXED_PAGE_MODULES[type]))),
  ...(Object.keys(FAMILIES) as FamilyType[]).map((type) => exact(`${FAMILIES[type].parent.slice(1)}/${FAMILIES[type].param}`, FAMILY_MODULES[type])),
  // Older articles, 24 a page (app/pages/resources-pages.ts): /resources/page/2 and on; /resources/page/1 redirects to /resources.
  route("resources/page/:page", "routes/resources.tsx", { id: "resources-page", caseSensitive: true }),
  // A topic's articles (app/pages/topics.ts): /resources/topic/<key>, then /resources/topic/<key>/page/2 and on.
  route("resources/topic/:topic", "routes/resources.tsx", { id: "resources-topic", caseSensitive: true }),
  route("resources/topic/:topic/page/:page", "routes/resources.tsx", { id: "resources-topic-page", caseSensitive: true }),
  exact("insights/:slug", "routes/insight.tsx"),
  // A document behind the short form (app/documents): its form, then its file by a signed link.
  exact("documents/:slug", "routes/document-request.tsx"),
  exact("documents/:slug/file", "routes/document-file.ts"),
  // Pages editors make in the Studio: /<slug>, /<parent>/<slug> under one of them, or /<fixed page>/<slug>
  // under a fixed page with no pages of the tree below it (About, Resources, DCCM…). Every fixed route above
  // outranks these; the Studio and the import refuse an address a fixed route, an industry, an LIS solution, an
  // article or Resources' later pages use (app/lib/page-tree.ts `builtPageAddressProblem`).
  exact(":page", "routes/built-page.tsx"),
  route(":parent/:page", "routes/built-page.tsx", { id: "built-page-nested", caseSensitive: true }),
  ...BUILT_PAGE_PARENT_PATHS.map((path) =>
    route(`${path.slice(1)}/:page`, "routes/built-page.tsx", { id: `built-page-under${path.replaceAll("/", "-")}`, caseSensitive: true }),
  ),

  // Resource routes: no page around them.
  exact("sitemap.xml", "routes/sitemap.ts"),
  // Past 50,000 URLs the sitemap is an index of these files (app/pages/sitemap.ts).
  exact("sitemaps/:part", "routes/sitemap-part.ts"),
  exact("robots.txt", "routes/robots.ts"),
  exact(FEEDS.insights.slice(1), "routes/feed.ts"),
  exact(FEEDS.caseStudies.slice(1), "routes/customers-feed.ts"),
  exact(".well-known/security.txt", "routes/security-txt.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
