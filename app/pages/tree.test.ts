import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { lisSolutions } from "~/pages/copy/lis-solutions";
import routes from "~/routes";
import { breadcrumbsFor } from "./structured-data.server";
import { ancestorsOf, canonicalPagePath, childrenOf, PAGES } from "./tree";

type Config = { path?: string; index?: boolean; file: string; caseSensitive?: boolean; children?: Config[] };
const asRouteObjects = (config: Config[]): RouteObject[] =>
  config.map((route) => ({ path: route.path, index: route.index, caseSensitive: route.caseSensitive, id: route.file, children: route.children && asRouteObjects(route.children) }) as RouteObject);
const routeFor = (path: string) => matchRoutes(asRouteObjects(routes as Config[]), path)?.at(-1)?.route.id;

describe("the index of pages", () => {
  it("has a route for every page, and no page falls to the not-found route", () => {
    for (const page of PAGES) expect(routeFor(page.path), page.path).not.toBe("routes/not-found.tsx");
    expect(routeFor("/solutions/paracelsus/who-we-serve/reference-labs")).toBe("routes/industry.tsx");
  });

  it("matches paths in their exact case only", () => {
    expect(routeFor("/About")).toBe("routes/not-found.tsx");
    expect(routeFor("/Solutions/DCCM")).toBe("routes/not-found.tsx");
    expect(canonicalPagePath("/Solutions/DCCM")).toBe("/solutions/dccm");
    expect(canonicalPagePath("/insights/Some-Article")).toBeUndefined();
  });

  it("gives every page but Home a parent that is a page, and no cycles", () => {
    for (const page of PAGES.filter((p) => p.path !== "/")) {
      const chain = ancestorsOf(page.path);
      expect(chain[0]?.path, page.path).toBe("/");
      expect(chain.length, page.path).toBeLessThan(PAGES.length);
    }
  });

  it("gives breadcrumbs from the index, including for articles", () => {
    expect(breadcrumbsFor("/solutions/paracelsus/who-we-serve/reference-labs", "Reference Labs")?.map((crumb) => crumb.name)).toEqual([
      "Home",
      "Paracelsus LIS",
      "Who We Serve",
      "Reference Labs",
    ]);
    expect(breadcrumbsFor("/insights/an-article", "An article")?.map((crumb) => crumb.path)).toEqual(["/", "/resources", "/insights/an-article"]);
    expect(breadcrumbsFor("/about", "About")).toBeUndefined();
  });

  it("lists a section's pages for its menu", () => {
    expect(childrenOf("/solutions/paracelsus/lis-solutions")).toHaveLength(lisSolutions.length);
  });
});
