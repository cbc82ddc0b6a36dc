import { describe, expect, it } from "vitest";
import type { Site } from "~/content/queries";
import { headerVariant, productPath } from "./header-variant";
import { addressLines, chromeOf, linkTo, siteIndex, telHref } from "./navigation";
import { ancestorsOf } from "./tree";

/**
 * A reference to a page that is not published dereferences to null; the
 * generated types do not allow that for a required reference, but the
 * content can hold one (the page was unpublished after the menu was saved).
 */
const unpublished = null as unknown as { _type: "aboutPage"; slug: null; parent: null };

const member = (slug: string, title: string, formerSlugs: string[] | null = null) => ({
  _id: `id-${slug}`,
  title,
  slug,
  formerSlugs,
  _updatedAt: "2026-01-01T00:00:00Z",
});

/** A small answer of the site query: two menus, one footer column, two industries and one LIS solution. */
function smallSite(): Site {
  return {
    settings: {
      name: "ACT",
      legalName: "ACT Software, Inc.",
      phone: "(850) 555-0142",
      email: "help@example.com",
      supportHours: "Monday to Friday",
      headquarters: { street: "100 Example Parkway", locality: "Gulf Breeze", region: "FL", postalCode: "32561" },
      mailing: null,
      social: [
        { _key: "s1", network: "LinkedIn", url: "https://www.linkedin.com/company/example" },
        { _key: "s2", network: "", url: "https://nowhere.example" },
      ],
      demoButton: "Request a Demo",
      newTabHint: "(opens in a new tab)",
      mainMenu: [
        { _key: "m1", label: "Home", page: { _type: "homePage", slug: null, parent: null }, links: null, listPages: null },
        {
          _key: "m2",
          label: "Solutions",
          page: null,
          links: [
            { label: "Paracelsus", page: { _type: "paracelsusPage", slug: null, parent: null } },
            { label: "Gone", page: unpublished },
            { label: "DCCM", page: { _type: "dccmPage", slug: null, parent: null } },
          ],
          listPages: null,
        },
        // An entry may open a page an editor made (the menus accept pages).
        { _key: "m4", label: "Trust", page: { _type: "page", slug: "trust-and-security", parent: null }, links: null, listPages: null },
        // Its page was unpublished and it has no links: nothing to open, so no entry.
        { _key: "m3", label: "Company", page: null, links: null, listPages: null },
      ],
      paracelsusMenu: [
        {
          _key: "p1",
          label: "Who We Serve",
          page: { _type: "whoWeServePage", slug: null, parent: null },
          links: [{ label: "All industries", page: { _type: "whoWeServePage", slug: null, parent: null } }],
          listPages: "industry",
        },
        { _key: "p2", label: "LIS Solutions", page: { _type: "lisSolutionsPage", slug: null, parent: null }, links: null, listPages: "lisSolution" },
      ],
      footerBrandHeading: "About ACT",
      footerBlurb: "Software for courts and labs.",
      footerColumns: [
        {
          _key: "f1",
          heading: "Company",
          links: [
            { label: "About", page: { _type: "aboutPage", slug: null, parent: null } },
            { label: "Gone", page: unpublished },
            { label: "Billing", page: { _type: "lisSolution", slug: "transactional-billing", parent: null } },
            { label: "Hosting", page: { _type: "page", slug: "hosting", parent: "trust" } },
            { label: "Orphan", page: { _type: "page", slug: "orphan", parent: "" } },
          ],
        },
      ],
      footerContactHeading: "Contact",
      footerHoursLabel: "Hours",
      rightsNotice: "All rights reserved.",
      description: "ACT",
      socialImage: null as unknown as NonNullable<Site["settings"]>["socialImage"],
    },
    names: [
      { _type: "homePage", name: "Home" },
      { _type: "paracelsusPage", name: "Paracelsus LIS" },
      { _type: "whoWeServePage", name: "Who We Serve" },
      { _type: "lisSolutionsPage", name: "LIS Solutions" },
    ],
    dccmMenu: { overview: "Overview", services: "Services", process: "" },
    industries: [member("reference-labs", "Reference Labs"), member("treatment-courts", "Treatment Courts", ["courts"])],
    lisSolutions: [member("transactional-billing", "Transactional Billing")],
    caseStudies: [],
    pages: [],
  };
}

describe("the chrome made from the site settings", () => {
  it("resolves the menus' page references to paths, and leaves out links to unpublished pages", () => {
    expect(chromeOf(smallSite()).menus.general).toEqual([
      { label: "Home", to: "/", links: [] },
      {
        label: "Solutions",
        links: [
          { to: "/solutions/paracelsus", label: "Paracelsus" },
          { to: "/solutions/dccm", label: "DCCM" },
        ],
      },
      { label: "Trust", to: "/trust-and-security", links: [] },
    ]);
  });

  it("appends a family's published members, in the content's order, after an entry's own links", () => {
    expect(chromeOf(smallSite()).menus.paracelsus).toEqual([
      {
        label: "Who We Serve",
        to: "/solutions/paracelsus/who-we-serve",
        links: [
          { to: "/solutions/paracelsus/who-we-serve", label: "All industries" },
          { to: "/solutions/paracelsus/who-we-serve/reference-labs", label: "Reference Labs" },
          { to: "/solutions/paracelsus/who-we-serve/treatment-courts", label: "Treatment Courts" },
        ],
      },
      {
        label: "LIS Solutions",
        to: "/solutions/paracelsus/lis-solutions",
        links: [{ to: "/solutions/paracelsus/lis-solutions/transactional-billing", label: "Transactional Billing" }],
      },
    ]);
  });

  it("gives DCCM's menu its anchors that have a label", () => {
    expect(chromeOf(smallSite()).menus.dccm).toEqual([
      { to: "#overview", label: "Overview" },
      { to: "#services", label: "Services" },
    ]);
  });

  it("makes the footer's columns, contact lines and social links", () => {
    const chrome = chromeOf(smallSite());
    expect(chrome.footer.columns).toEqual([
      {
        key: "f1",
        heading: "Company",
        links: [
          { to: "/about", label: "About" },
          { to: "/solutions/paracelsus/lis-solutions/transactional-billing", label: "Billing" },
          // A built page under its parent's address; one whose parent is not published has none, and is left out.
          { to: "/trust/hosting", label: "Hosting" },
        ],
      },
    ]);
    expect(chrome.footer.blurb).toBe("Software for courts and labs.");
    expect(chrome.phone).toEqual({ display: "(850) 555-0142", href: "tel:+18505550142" });
    expect(chrome.headquarters).toEqual(["100 Example Parkway", "Gulf Breeze, Florida 32561"]);
    expect(chrome.mailing).toBeUndefined();
    expect(chrome.legalName).toBe("ACT Software, Inc.");
    expect(chrome.social).toEqual([{ key: "s1", network: "LinkedIn", href: "https://www.linkedin.com/company/example" }]);
  });

  it("lists the pages for breadcrumbs, named as the content names them", () => {
    const pages = chromeOf(smallSite()).pages;
    expect(pages.find((page) => page.path === "/solutions/paracelsus")?.name).toBe("Paracelsus LIS");
    expect(pages.find((page) => page.path === "/solutions/paracelsus/who-we-serve/treatment-courts")?.name).toBe("Treatment Courts");
  });

  it("lists the published built pages at their addresses, after the tree's pages, for breadcrumbs and the sitemap", () => {
    const page = (id: string, slug: string, title: string, parent: string | null = null) => ({
      _id: id,
      title,
      slug,
      parent,
      parentPublished: parent !== null && parent !== "gone",
      formerSlugs: null,
      _updatedAt: "2026-01-01T00:00:00Z",
    });
    const site = { ...smallSite(), pages: [page("p1", "trust", "Trust"), page("p2", "hosting", "Hosting", "p1"), page("p3", "orphan", "Orphan", "gone")] };
    expect(chromeOf(site).pages.slice(-2)).toEqual([
      { path: "/trust", name: "Trust" },
      { path: "/trust/hosting", name: "Hosting" },
    ]);
  });

  it("puts a page under About at /about/<slug>, with the trail Home › About › the page, and a menu link to it opens that address", () => {
    const page = (id: string, slug: string, title: string, parent: string | null = null) => ({
      _id: id,
      title,
      slug,
      parent,
      parentPublished: parent !== null && parent !== "gone",
      formerSlugs: null,
      _updatedAt: "2026-01-01T00:00:00Z",
    });
    const site = {
      ...smallSite(),
      names: [...smallSite().names, { _type: "aboutPage" as const, name: "About" }],
      pages: [page("p1", "trust-and-security", "Trust & Security", "aboutPage")],
    };
    const pages = chromeOf(site).pages;
    expect(pages.at(-1)).toEqual({ path: "/about/trust-and-security", name: "Trust & Security" });
    expect([...ancestorsOf("/about/trust-and-security", pages), pages.at(-1)].map((step) => step?.name)).toEqual(["Home", "About", "Trust & Security"]);
    expect(linkTo({ label: "Trust", page: { _type: "page", slug: "trust-and-security", parent: "aboutPage" } })).toEqual({
      to: "/about/trust-and-security",
      label: "Trust",
    });
  });

  it("leaves out a page under a fixed page that has pages of the site below it (Paracelsus): its address is the site's", () => {
    const page = {
      _id: "p1",
      title: "Webinar",
      slug: "webinar",
      parent: "paracelsusPage",
      parentPublished: true,
      formerSlugs: null,
      _updatedAt: "2026-01-01T00:00:00Z",
    };
    expect(chromeOf({ ...smallSite(), pages: [page] }).pages.map((entry) => entry.path)).not.toContain("/solutions/paracelsus/webinar");
  });

  it("still makes a chrome when there are no site settings yet", () => {
    const chrome = chromeOf({ ...smallSite(), settings: null });
    expect(chrome.menus.general).toEqual([]);
    expect(chrome.footer.columns).toEqual([]);
    expect(chrome.phone).toBeUndefined();
    expect(chrome.legalName).toBe("");
  });
});

describe("the index of the site", () => {
  it("keeps the members that have a slug and a title, in order, and the pages' names", () => {
    const site = smallSite();
    site.industries.push({ ...member("", "No address yet") }, { ...member("untitled", "") });
    const index = siteIndex(site);
    expect(index.families.industry).toEqual([
      { slug: "reference-labs", title: "Reference Labs" },
      { slug: "treatment-courts", title: "Treatment Courts" },
    ]);
    expect(index.names).toMatchObject({ homePage: "Home", whoWeServePage: "Who We Serve" });
    expect(index.names.aboutPage).toBeUndefined();
  });
});

describe("links, addresses and phone numbers", () => {
  it("links a page by its path, and not at all without a page or a label", () => {
    expect(linkTo({ label: "DCCM", page: { _type: "dccmPage", slug: null, parent: null } })).toEqual({ to: "/solutions/dccm", label: "DCCM" });
    expect(linkTo({ label: "Gone", page: null })).toBeUndefined();
    expect(linkTo({ label: null, page: { _type: "dccmPage", slug: null, parent: null } })).toBeUndefined();
    expect(linkTo(null)).toBeUndefined();
  });

  it("writes a postal address in two lines, the state by its name", () => {
    expect(addressLines({ street: "P.O. Box 12", locality: "Gulf Breeze", region: "FL", postalCode: "32561" })).toEqual([
      "P.O. Box 12",
      "Gulf Breeze, Florida 32561",
    ]);
    expect(addressLines(null)).toBeUndefined();
  });

  it("dials a US number with +1 and another as written", () => {
    expect(telHref("(850) 555-0142")).toBe("tel:+18505550142");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
});

describe("the header", () => {
  it("is chosen by path", () => {
    expect(headerVariant("/")).toBe("general");
    expect(headerVariant("/solutions/dccm")).toBe("dccm");
    expect(headerVariant("/solutions/paracelsus")).toBe("paracelsus");
    expect(headerVariant("/solutions/paracelsus/who-we-serve/reference-labs")).toBe("paracelsus");
    expect(headerVariant("/solutions/paracelsusx")).toBe("general");
  });

  it("names its product's page, where the product's name links", () => {
    expect(productPath("dccm")).toBe("/solutions/dccm");
    expect(productPath("paracelsus")).toBe("/solutions/paracelsus");
    expect(productPath("general")).toBeUndefined();
  });
});
