/**
 * A fixed page's short name, described on each page as the site uses it:
 * where it shows is derived from the page tree (app/lib/page-tree.ts) and its
 * breadcrumb rules (app/pages/tree.ts), so each page's field says the truth
 * on that page (every field title and description true on the
 * document it is on).
 */
import { ARTICLES_PATH, FAMILY_TYPES, FIXED_PAGES, memberPath, PARENT_PAGES, type FixedPageType } from "../../app/lib/page-tree";
import { ancestorsOf, hasBreadcrumbs } from "../../app/pages/tree";
import { line } from "./fields";
import { LENGTHS } from "./lengths";

const pages = FIXED_PAGES.map(({ path, type }) => ({ path, name: type }));
/** A path of every kind the tree has: each fixed page, a member of each family, an article, a built page under each fixed page that may hold one. */
const everyKindOfPath = [
  ...FIXED_PAGES.map((page) => page.path),
  ...FAMILY_TYPES.map((family) => memberPath(family, "a-page")),
  `${ARTICLES_PATH}/an-article`,
  ...[...PARENT_PAGES.values()].map((path) => `${path}/a-page`),
];

/** Where the site shows a fixed page's short name, as phrases after "Shown". */
export function whereShown(type: FixedPageType): string[] {
  const page = FIXED_PAGES.find((candidate) => candidate.type === type)!;
  const hasPagesBelow = everyKindOfPath.some((path) => path !== page.path && ancestorsOf(path, pages).some((above) => above.path === page.path));
  return [
    ...("header" in page ? ["as the product's name in the header of its pages"] : []),
    ...(hasBreadcrumbs(page.path) ? ["as the last step of this page's breadcrumbs"] : []),
    ...(hasPagesBelow
      ? [page.path === "/" ? "as the first step of the breadcrumbs of every page below the top level" : "in the breadcrumbs of the pages below it"]
      : []),
  ];
}

export function pageNameDescription(type: FixedPageType): string {
  const shown = whereShown(type);
  const studio = "The Studio names links to this page by it.";
  if (shown.length === 0) return `The site does not show it. ${studio}`;
  const list = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
  return `Shown ${list}. ${studio}`;
}

/** The name a fixed page goes by, short. */
export const pageName = (type: FixedPageType) => line("name", { title: "Short name", description: pageNameDescription(type), max: LENGTHS.menuLabel });
