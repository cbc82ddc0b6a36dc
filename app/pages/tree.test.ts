import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { caseStudies, industries, lisSolutions } from "../../tests/support/dataset";
import { breadcrumbsFor } from "./structured-data.server";
import { ancestorsOf, canonicalPagePath, memberPath, pagesOf, pathOf, type SiteIndex } from "./tree";

type Config = { path?: string; index?: boolean; file: string; caseSensitive?: boolean; children?: Config[] };
const asRouteObjects = (config: Config[]): RouteObject[] =>
  config.map(
    (route) =>
      ({
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        id: route.file,
        children: route.children && asRouteObjects(route.children),
      }) as RouteObject,
  );
const routeFor = (path: string) => matchRoutes(asRouteObjects(routes as Config[]), path)?.at(-1)?.route.id;

const WHO = "/solutions/paracelsus/who-we-serve";
const LIS = "/solutions/paracelsus/lis-solutions";

/** A small index: some fixed pages named, two industries and one LIS solution. */
const index: SiteIndex = {
  names: { homePage: "Home", resourcesPage: "Resources", paracelsusPage: "Paracelsus LIS", whoWeServePage: "Who We Serve", lisSolutionsPage: "LIS Solutions" },
  families: {
    industry: [
      { slug: "reference-labs", title: "Reference Labs" },
      { slug: "treatment-courts", title: "Treatment Courts" },
    ],
    lisSolution: [{ slug: "transactional-billing", title: "Transactional Billing" }],
    caseStudy: [],
  },
};
const pages = pagesOf(index);

describe("the page tree", () => {
  it("routes every page of the embedded content, and no page falls to the not-found route", () => {
    const published: SiteIndex = {
      names: {},
      families: {
        industry: industries.map((industry) => ({ slug: industry.slug.current, title: industry.title })),
        lisSolution: lisSolutions.map((solution) => ({ slug: solution.slug.current, title: solution.title })),
        caseStudy: caseStudies.map((study) => ({ slug: study.slug.current, title: study.title })),
      },
    };
    expect(published.families.industry.length * published.families.lisSolution.length * published.families.caseStudy.length).toBeGreaterThan(0);
    const all = pagesOf(published);
    expect(all.length).toBe(10 + industries.length + lisSolutions.length + caseStudies.length);
    for (const page of all) expect(routeFor(page.path), page.path).not.toBe("routes/not-found.tsx");
    expect(routeFor(`${WHO}/reference-labs`)).toBe("routes/industry.tsx");
    expect(routeFor(`${LIS}/transactional-billing`)).toBe("routes/lis-solution.tsx");
    expect(routeFor(`${WHO}/reference-labs/more`)).toBe("routes/not-found.tsx");
  });

  it("matches paths in their exact case only: a wrong-case path reaches no fixed page, only the built pages' route (whose loader answers 404 for an address no page has)", () => {
    expect(routeFor("/About")).toBe("routes/built-page.tsx");
    expect(routeFor("/Solutions/DCCM")).toBe("routes/built-page.tsx");
    expect(routeFor("/About/Us/More")).toBe("routes/not-found.tsx");
  });

  it("routes a built page's address, one level or two deep, after every fixed route", () => {
    expect(routeFor("/trust-and-security")).toBe("routes/built-page.tsx");
    expect(routeFor("/trust-and-security/hosting")).toBe("routes/built-page.tsx");
    expect(routeFor("/about")).toBe("routes/about.tsx");
    expect(routeFor("/insights/some-article")).toBe("routes/insight.tsx");
    expect(routeFor("/solutions/paracelsus")).toBe("routes/paracelsus.tsx");
    expect(routeFor("/sitemap.xml")).toBe("routes/sitemap.ts");
  });

  it("gives the address of a page a link chooses: a fixed page by its type, a family member by its slug", () => {
    expect(pathOf({ _type: "homePage" })).toBe("/");
    expect(pathOf({ _type: "aboutPage", slug: null })).toBe("/about");
    expect(pathOf({ _type: "whoWeServePage" })).toBe(WHO);
    expect(pathOf({ _type: "industry", slug: "reference-labs" })).toBe(`${WHO}/reference-labs`);
    expect(pathOf({ _type: "lisSolution", slug: "transactional-billing" })).toBe(`${LIS}/transactional-billing`);
    // A member without an address yet, a type that is no page, and a reference to an unpublished page lead nowhere.
    expect(pathOf({ _type: "industry", slug: null })).toBeUndefined();
    expect(pathOf({ _type: "testimonial" })).toBeUndefined();
    expect(pathOf(null)).toBeUndefined();
  });

  it("gives an article's address, and none for a slug that breaks the slug rule", () => {
    expect(pathOf({ _type: "insight", slug: "reading-quality-control-graphs" })).toBe("/insights/reading-quality-control-graphs");
    for (const slug of ["painé", "pain日", "Treatment-Courts", "a/b", "..", ""]) {
      expect(pathOf({ _type: "industry", slug }), slug).toBeUndefined();
      expect(pathOf({ _type: "insight", slug }), slug).toBeUndefined();
    }
  });

  it("builds a member's address from its encoded slug, so a redirect's Location is always bytes a header can carry", () => {
    expect(memberPath("industry", "reference-labs")).toBe(`${WHO}/reference-labs`);
    expect(memberPath("industry", "painé")).toBe(`${WHO}/pain%C3%A9`);
    expect(memberPath("lisSolution", "pain日/../x")).toBe(`${LIS}/pain%E6%97%A5%2F..%2Fx`);
    expect(() => new Headers({ Location: memberPath("industry", "pain日") })).not.toThrow();
  });

  it("lists every page, each family's members right after their parent, in the content's order", () => {
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/about",
      "/contact",
      "/privacypolicy",
      "/resources",
      "/solutions/dccm",
      "/solutions/paracelsus",
      LIS,
      `${LIS}/transactional-billing`,
      WHO,
      `${WHO}/reference-labs`,
      `${WHO}/treatment-courts`,
      "/customers",
    ]);
    expect(pages.find((page) => page.path === `${WHO}/treatment-courts`)?.name).toBe("Treatment Courts");
    expect(pages.find((page) => page.path === WHO)?.name).toBe("Who We Serve");
  });

  it("puts every page under the nearest page its path starts with", () => {
    const names = (path: string) => ancestorsOf(path, pages).map((page) => page.name);
    expect(names(`${WHO}/reference-labs`)).toEqual(["Home", "Paracelsus LIS", "Who We Serve"]);
    expect(names(WHO)).toEqual(["Home", "Paracelsus LIS"]);
    // /solutions is no page: DCCM sits under Home.
    expect(names("/solutions/dccm")).toEqual(["Home"]);
    // Articles are listed on Resources.
    expect(names("/insights/an-article")).toEqual(["Home", "Resources"]);
    expect(names("/")).toEqual([]);
    for (const page of pages.filter((p) => p.path !== "/")) expect(ancestorsOf(page.path, pages)[0]?.path, page.path).toBe("/");
  });

  it("spells a wrong-case page path as the tree does, for a 301", () => {
    expect(canonicalPagePath("/Solutions/DCCM")).toBe("/solutions/dccm");
    expect(canonicalPagePath("/About")).toBe("/about");
    expect(canonicalPagePath(`${WHO}/Reference-Labs`.toUpperCase())).toBe(`${WHO}/reference-labs`);
    expect(canonicalPagePath(`/Solutions/Paracelsus/LIS-Solutions/Transactional-Billing`)).toBe(`${LIS}/transactional-billing`);
    // Article slugs are the editors' own: never rewritten. Nor are paths that are no page.
    expect(canonicalPagePath("/insights/Some-Article")).toBeUndefined();
    expect(canonicalPagePath("/Nowhere")).toBeUndefined();
    expect(canonicalPagePath(`${WHO}/Reference-Labs/More`)).toBeUndefined();
  });

  it("gives breadcrumbs from the tree, including for articles", () => {
    expect(breadcrumbsFor(`${WHO}/reference-labs`, "Reference Labs", pages)?.map((crumb) => crumb.name)).toEqual([
      "Home",
      "Paracelsus LIS",
      "Who We Serve",
      "Reference Labs",
    ]);
    expect(breadcrumbsFor("/insights/an-article", "An article", pages)?.map((crumb) => crumb.path)).toEqual(["/", "/resources", "/insights/an-article"]);
    expect(breadcrumbsFor("/about", "About", pages)).toBeUndefined();
  });
});
