import { describe, expect, it } from "vitest";
import { industries } from "./copy/industries";
import { lisSolutions } from "./copy/lis-solutions";
import { pageAt } from "~/pages/tree";
import { aboutParacelsus, generalSolutions, headerVariant, lisSolutionLinks, whoWeServe } from "./navigation";

describe("the header menus", () => {
  it("list every industry and LIS solution page, with the pages' own titles", () => {
    expect(whoWeServe.slice(1)).toEqual(industries.map((i) => ({ to: `/solutions/paracelsus/who-we-serve/${i.slug}`, label: i.title })));
    expect(lisSolutionLinks.slice(1)).toEqual(lisSolutions.map((s) => ({ to: `/solutions/paracelsus/lis-solutions/${s.slug}`, label: s.title })));
  });
  it("link only pages of the index", () => {
    for (const link of [...generalSolutions, ...aboutParacelsus, ...whoWeServe, ...lisSolutionLinks]) expect(pageAt(link.to), link.to).toBeDefined();
  });
  it("choose the header by path", () => {
    expect(headerVariant("/")).toBe("general");
    expect(headerVariant("/solutions/dccm")).toBe("dccm");
    expect(headerVariant("/solutions/paracelsus")).toBe("paracelsus");
    expect(headerVariant("/solutions/paracelsus/who-we-serve/reference-labs")).toBe("paracelsus");
    expect(headerVariant("/solutions/paracelsusx")).toBe("general");
  });
});
