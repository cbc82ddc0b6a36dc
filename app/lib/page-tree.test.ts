import { describe, expect, it } from "vitest";
import routes from "../routes";
import { builtPageAddressProblem, pathOf, RESERVED_SEGMENTS } from "./page-tree";
import { isSlug } from "./slugs";

describe("a built page's address (issue 33: an address the site uses is refused)", () => {
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
});
