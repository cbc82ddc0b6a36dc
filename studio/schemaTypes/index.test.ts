/**
 * The Studio's types follow the page tree (app/lib/page-tree.ts): a page type
 * added to the tree without its document type, or a document type the tree
 * does not know, fails here rather than in an editor's desk.
 */
import { expect, it } from "vitest";
import { FAMILIES, FIXED_PAGE_TYPES, LINKABLE_TYPES, overviewOf, type FamilyType } from "../../app/lib/page-tree";
import { SINGLETON_TYPES } from "../structure";
import { familyPageTypes, fixedPageTypes, schemaTypes } from ".";

const documentTypes = schemaTypes.filter((type) => type.type === "document").map((type) => type.name);

it("has one singleton per fixed page of the tree, one document type per family, and testimonials and documents to take away", () => {
  expect(new Set(fixedPageTypes.map((type) => type.name))).toEqual(new Set(FIXED_PAGE_TYPES));
  expect(familyPageTypes.map((type) => type.name).sort()).toEqual(Object.keys(FAMILIES).sort());
  expect(SINGLETON_TYPES).toEqual(new Set(["siteSettings", ...FIXED_PAGE_TYPES]));
  expect(documentTypes).toEqual(expect.arrayContaining([...LINKABLE_TYPES, "siteSettings", "testimonial", "download"]));
  expect(documentTypes).toHaveLength(LINKABLE_TYPES.length + 3);
});

it("orders each family's members on its overview page", () => {
  for (const family of Object.keys(FAMILIES) as FamilyType[]) {
    const overview = fixedPageTypes.find((type) => type.name === overviewOf(family));
    const order = overview?.fields.find((field) => field.name === "order") as { of?: Array<{ to?: Array<{ type: string }> }> } | undefined;
    expect(order?.of?.[0]?.to).toEqual([{ type: family }]);
  }
});
