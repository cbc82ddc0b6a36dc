import { describe, expect, it } from "vitest";
import type { Site } from "~/content/queries";
import { builtPagesOf } from "./built-pages";

type Entry = Site["pages"][number];
const page = (id: string, slug: string, options: { parent?: string; parentPublished?: boolean; formerSlugs?: string[]; title?: string } = {}): Entry => ({
  _id: id,
  title: options.title ?? slug,
  slug,
  parent: options.parent ?? null,
  parentPublished: options.parentPublished ?? options.parent !== undefined,
  formerSlugs: options.formerSlugs ?? null,
  _updatedAt: "2026-01-01T00:00:00Z",
});

describe("the built pages' addresses", () => {
  it("puts a page at /<slug>, or under its parent at /<parent>/<slug>", () => {
    expect(builtPagesOf([page("a", "trust"), page("b", "hosting", { parent: "a" })]).map((entry) => entry.path)).toEqual(["/trust", "/trust/hosting"]);
  });

  it("forwards each address a page had: its former slugs, and its parent's", () => {
    const [, child] = builtPagesOf([page("a", "trust", { formerSlugs: ["security"] }), page("b", "hosting", { parent: "a", formerSlugs: ["servers"] })]);
    expect(child?.formerPaths.sort()).toEqual(["/security/hosting", "/security/servers", "/trust/servers"]);
  });

  it("leaves out a page under an unpublished parent or under a page that has a parent itself", () => {
    const pages = builtPagesOf([
      page("a", "trust"),
      page("b", "hosting", { parent: "a" }),
      page("c", "deep", { parent: "b" }),
      page("d", "orphan", { parent: "gone", parentPublished: false }),
    ]);
    expect(pages.map((entry) => entry.path)).toEqual(["/trust", "/trust/hosting"]);
  });

  it("puts a page under a fixed page at that page's address, and leaves it out while that page is not published", () => {
    const pages = builtPagesOf([
      page("a", "trust-and-security", { parent: "aboutPage" }),
      page("b", "terms", { parent: "privacyPolicy", parentPublished: false }),
    ]);
    expect(pages.map((entry) => entry.path)).toEqual(["/about/trust-and-security"]);
  });

  it("leaves out a page at an address the site uses, and the newer of two pages at one address", () => {
    const pages = builtPagesOf([page("a", "about"), page("b", "insights"), page("c", "demo", { title: "Older" }), page("d", "demo", { title: "Newer" })]);
    expect(pages.map((entry) => [entry.path, entry.title])).toEqual([["/demo", "Older"]]);
  });

  it("never forwards a reserved path: a former slug (its own or its parent's) of api, insights, images or sitemaps is ignored", () => {
    const [parent, child] = builtPagesOf([
      page("a", "trust", { formerSlugs: ["api", "insights", "security"] }),
      page("b", "hosting", { parent: "a", formerSlugs: ["images", "servers"] }),
      page("c", "guides", { formerSlugs: ["sitemaps", "images"] }),
    ]);
    expect(parent?.formerPaths.sort()).toEqual(["/security"]);
    expect(child?.formerPaths.sort()).toEqual(["/security/hosting", "/security/images", "/security/servers", "/trust/images", "/trust/servers"]);
    expect(builtPagesOf([page("c", "guides", { formerSlugs: ["sitemaps", "images"] })])[0]?.formerPaths).toEqual([]);
  });
});
