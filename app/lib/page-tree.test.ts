import { describe, expect, it } from "vitest";
import routes from "../routes";
import {
  builtPageAddressProblem,
  builtPagePath,
  FIXED_PAGE_TYPES,
  formerAddressProblem,
  PARENT_PAGES,
  parentKeyOf,
  pathOf,
  RESERVED_SEGMENTS,
} from "./page-tree";
import { isSlug } from "./slugs";

describe("a built page's address (an address the site uses is refused)", () => {
  it.each([
    ["about", "The address /about is already a page of the site: choose another web address."],
    ["contact", "The address /contact is already a page of the site: choose another web address."],
    ["resources", "The address /resources is already a page of the site: choose another web address."],
    ["solutions", "The address /solutions holds the product pages, the industries and the LIS solutions: choose another web address."],
    ["insights", "The address /insights holds the articles (insights): choose another web address."],
    ["api", "The address /api is used by the site itself: choose another web address."],
    ["images", "The address /images is used by the site itself: choose another web address."],
  ])("refuses /%s in plain words", (slug, message) => {
    expect(builtPageAddressProblem(slug, undefined)).toBe(message);
  });

  it("refuses an address another page has", () => {
    expect(builtPageAddressProblem("hosting", "trust", true)).toBe("Another page already has the address /trust/hosting: choose another web address.");
  });

  it("takes a free address, and a reserved word under a parent page (no route of the site is there)", () => {
    expect(builtPageAddressProblem("trust-and-security", undefined)).toBeUndefined();
    expect(builtPageAddressProblem("about", "trust")).toBeUndefined();
  });

  it("makes a link's address from the page and its parent; none when the parent is not published", () => {
    expect(pathOf({ _type: "page", slug: "hosting", parent: "trust" })).toBe("/trust/hosting");
    expect(pathOf({ _type: "page", slug: "trust", parent: null })).toBe("/trust");
    expect(pathOf({ _type: "page", slug: "hosting", parent: "" })).toBeUndefined();
    expect(pathOf({ _type: "page", slug: "Bad Slug", parent: null })).toBeUndefined();
  });
});

describe("a built page under a fixed page", () => {
  it("is addressed from its parent document as the Studio's preview, Presentation and address rule read it: a fixed page by its type, a built one by its slug", () => {
    expect(builtPagePath("trust", parentKeyOf({ _type: "aboutPage", slug: null }))).toBe("/about/trust");
    expect(builtPagePath("hosting", parentKeyOf({ _type: "page", slug: "trust" }))).toBe("/trust/hosting");
    expect(builtPagePath("trust", parentKeyOf(null))).toBe("/trust");
    expect(parentKeyOf({ _type: "page", slug: null })).toBeUndefined();
  });

  it("may sit under each fixed page with no pages of the tree below it, derived from the tree", () => {
    expect(Object.fromEntries(PARENT_PAGES)).toEqual({
      aboutPage: "/about",
      contactPage: "/contact",
      privacyPolicy: "/privacypolicy",
      resourcesPage: "/resources",
      dccmPage: "/solutions/dccm",
    });
  });

  it("takes the fixed page's address then its slug", () => {
    expect(builtPageAddressProblem("trust-and-security", "aboutPage")).toBeUndefined();
    expect(pathOf({ _type: "page", slug: "trust-and-security", parent: "aboutPage" })).toBe("/about/trust-and-security");
    expect(pathOf({ _type: "page", slug: "webinar", parent: "resourcesPage" })).toBe("/resources/webinar");
    expect(pathOf({ _type: "page", slug: "training", parent: "dccmPage" })).toBe("/solutions/dccm/training");
  });

  it("refuses in plain words a fixed page with pages of the site below it, and Home", () => {
    expect(builtPageAddressProblem("webinar", "paracelsusPage")).toBe(
      "The page /solutions/paracelsus has pages of the site under it, so a page cannot go there: choose About, Resources or another page as Under the page.",
    );
    expect(builtPageAddressProblem("webinar", "whoWeServePage")).toMatch(/^The page \/solutions\/paracelsus\/who-we-serve has pages of the site under it/);
    expect(builtPageAddressProblem("webinar", "homePage")).toBe("Home is above every page: leave Under the page empty for a page at the top level.");
    expect(pathOf({ _type: "page", slug: "webinar", parent: "paracelsusPage" })).toBeUndefined();
  });

  it("refuses the address of Resources' later pages (/resources/page/2 and on), as a current or a former one", () => {
    expect(builtPageAddressProblem("page", "resourcesPage")).toBe(
      "The address /resources/page holds the later pages of Resources (/resources/page/2 and on): choose another web address.",
    );
    expect(formerAddressProblem("page", "resourcesPage")).toMatch(/^The former address \/resources\/page holds/);
    expect(builtPageAddressProblem("about", "resourcesPage")).toBeUndefined();
  });

  it("refuses the address that holds Resources' topics (/resources/topic/<key>)", () => {
    expect(builtPageAddressProblem("topic", "resourcesPage")).toBe(
      "The address /resources/topic holds Resources' topics (/resources/topic/<key>): choose another web address.",
    );
    expect(formerAddressProblem("topic", "resourcesPage")).toMatch(/^The former address \/resources\/topic holds/);
  });

  it("tells a fixed parent from a built one: no fixed page's type is a slug", () => {
    expect(FIXED_PAGE_TYPES.filter((type) => isSlug(type))).toEqual([]);
  });
});

describe("the addresses a page editors make cannot take", () => {
  type Entry = { path?: string; children?: Entry[] };
  const paths = (entries: readonly Entry[]): string[] => entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...paths(entry.children ?? [])]);

  it("include every first segment of a route the site declares, so an editor is told rather than the page silently hidden", () => {
    // Only a first segment that is a valid slug could be a page's address (robots.txt, :page and * never are).
    const first = paths(routes)
      .map((path) => path.split("/")[0]!)
      .filter((segment) => isSlug(segment));
    expect(first.length).toBeGreaterThan(5);
    expect(first.filter((segment) => !RESERVED_SEGMENTS.has(segment))).toEqual([]);
  });

  it("under a fixed page that may hold built pages, include every segment of a route the site declares below it", () => {
    const below = [...PARENT_PAGES].flatMap(([type, parentPath]) =>
      paths(routes)
        .filter((path) => path.startsWith(`${parentPath.slice(1)}/`))
        .map((path) => [type, path.slice(parentPath.length).split("/")[0]!] as const)
        .filter(([, segment]) => isSlug(segment)),
    );
    expect(below.length).toBeGreaterThan(0);
    expect(below.filter(([type, segment]) => builtPageAddressProblem(segment, type) === undefined)).toEqual([]);
  });
});
