import { describe, expect, it } from "vitest";
import { parseResourcesPage, resourcesPageCount, resourcesPagePath, resourcesPageSlice } from "./resources-pages";

describe("Resources in pages", () => {
  it("puts 24 articles on a page, newest first, and always has a first page", () => {
    expect(resourcesPageCount(0)).toBe(1);
    expect(resourcesPageCount(24)).toBe(1);
    expect(resourcesPageCount(25)).toBe(2);
    expect(resourcesPageCount(2_000)).toBe(84);
    expect(resourcesPageSlice(1)).toEqual({ start: 0, end: 24 });
    expect(resourcesPageSlice(3)).toEqual({ start: 48, end: 72 });
  });

  it("gives each page one address: the first is /resources itself", () => {
    expect(resourcesPagePath(1)).toBe("/resources");
    expect(resourcesPagePath(2)).toBe("/resources/page/2");
    expect(parseResourcesPage("1")).toBe("first");
    expect(parseResourcesPage("2")).toBe(2);
    expect(parseResourcesPage("10")).toBe(10);
    expect(parseResourcesPage("84")).toBe(84);
    for (const segment of ["0", "02", "-1", "2.0", "x", "", "1e3", "9999999"]) expect(parseResourcesPage(segment), segment).toBeUndefined();
  });
});
