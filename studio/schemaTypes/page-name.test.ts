import { expect, it } from "vitest";
import { FIXED_PAGE_TYPES } from "../../app/lib/page-tree";
import { fixedPageTypes } from ".";

const nameField = (type: string) => {
  const field = fixedPageTypes.find((candidate) => candidate.name === type)?.fields.find((candidate) => candidate.name === "name") as
    | { title?: string; description?: string }
    | undefined;
  if (!field) throw new Error(`${type} has no short name`);
  return field;
};

it("says on each page where that page's short name shows: the product's header only on the products' pages", () => {
  expect(nameField("homePage").description).toBe(
    "Shown as the first step of the breadcrumbs of every page below the top level. The Studio names links to this page by it.",
  );
  // A page made from blocks can go under DCCM, About and the other fixed pages with no pages of the site below them.
  expect(nameField("dccmPage").description).toBe(
    "Shown as the product's name in the header of its pages, as the last step of this page's breadcrumbs and in the breadcrumbs of the pages below it. The Studio names links to this page by it.",
  );
  expect(nameField("paracelsusPage").description).toBe(
    "Shown as the product's name in the header of its pages, as the last step of this page's breadcrumbs and in the breadcrumbs of the pages below it. The Studio names links to this page by it.",
  );
  expect(nameField("whoWeServePage").description).toBe(
    "Shown as the last step of this page's breadcrumbs and in the breadcrumbs of the pages below it. The Studio names links to this page by it.",
  );
  // Articles sit under Resources in the breadcrumbs.
  expect(nameField("resourcesPage").description).toBe("Shown in the breadcrumbs of the pages below it. The Studio names links to this page by it.");
  expect(nameField("aboutPage").description).toBe("Shown in the breadcrumbs of the pages below it. The Studio names links to this page by it.");
  for (const type of FIXED_PAGE_TYPES) {
    expect(nameField(type).title).toBe("Short name");
    if (!["dccmPage", "paracelsusPage"].includes(type)) expect(nameField(type).description, type).not.toMatch(/header|DCCM|Paracelsus/);
  }
});
