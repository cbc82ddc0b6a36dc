import { defineDocuments, defineLocations, type PresentationPluginOptions } from "sanity/presentation";
import { BUILT_PAGE_TYPE, builtPagePath, FAMILIES, FIXED_PAGES, PARENT_PAGES, parentKeyOf } from "../app/lib/page-tree";

/**
 * Which pages of the site show a document (shown in the document's editor,
 * one click away from the preview), and which document a previewed page is
 * about (opened beside it). Derived from the site's page tree
 * (app/lib/page-tree.ts): a fixed page's document id is its type.
 */
const fixedPage = (type: string) => FIXED_PAGES.find((page) => page.type === type)!;
const titled = (type: string, title: string) => ({ title, href: fixedPage(type).path });

export const resolve: PresentationPluginOptions["resolve"] = {
  mainDocuments: defineDocuments([
    { route: "/insights/:slug", filter: `_type == "insight" && slug.current == $slug` },
    ...Object.entries(FAMILIES).map(([type, family]) => ({ route: `${family.parent}/:slug`, filter: `_type == "${type}" && slug.current == $slug` })),
    ...FIXED_PAGES.map((page) => ({ route: page.path, filter: `_id == "${page.type}"` })),
    // Resources' later pages and its topics' pages: Resources' document (its headline, topics' and related articles' headings).
    ...["/resources/page/:page", "/resources/topic/:topic", "/resources/topic/:topic/page/:page"].map((route) => ({ route, filter: `_id == "resourcesPage"` })),
    // Built pages: after the fixed routes, as the site matches them.
    { route: "/:slug", filter: `_type == "${BUILT_PAGE_TYPE}" && slug.current == $slug && !defined(parent)` },
    ...[...PARENT_PAGES].map(([type, path]) => ({
      route: `${path}/:slug`,
      filter: `_type == "${BUILT_PAGE_TYPE}" && slug.current == $slug && parent._ref == "${type}"`,
    })),
    { route: "/:parent/:slug", filter: `_type == "${BUILT_PAGE_TYPE}" && slug.current == $slug && parent->slug.current == $parent` },
  ]),
  locations: {
    siteSettings: defineLocations({
      locations: [titled("homePage", "Home"), titled("contactPage", "Contact")],
      message: "The header and footer of every page show these settings.",
      tone: "positive",
    }),
    ...Object.fromEntries(
      FIXED_PAGES.map((page) => [
        page.type,
        defineLocations({ select: { name: "name" }, resolve: (doc) => ({ locations: [{ title: doc?.name || page.path, href: page.path }] }) }),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(FAMILIES).map(([type, family]) => [
        type,
        defineLocations({
          select: { title: "title", slug: "slug.current" },
          resolve: (doc) => ({
            locations: [
              ...(doc?.slug ? [{ title: doc.title || "Untitled page", href: `${family.parent}/${doc.slug}` }] : []),
              { title: "Its card on the overview", href: family.parent },
              ...(type === "industry" ? [titled("paracelsusPage", "Its card on Paracelsus LIS")] : []),
            ],
          }),
        }),
      ]),
    ),
    [BUILT_PAGE_TYPE]: defineLocations({
      select: { title: "title", slug: "slug.current", parent: "parent.slug.current", parentType: "parent._type" },
      resolve: (doc) => ({
        locations: doc?.slug
          ? [{ title: doc.title || "Untitled page", href: builtPagePath(doc.slug, parentKeyOf({ _type: doc.parentType, slug: doc.parent })) }]
          : [],
      }),
    }),
    insight: defineLocations({
      select: { title: "Title", slug: "slug.current" },
      resolve: (doc) => ({
        locations: [
          ...(doc?.slug ? [{ title: doc.title || "Untitled article", href: `/insights/${doc.slug}` }] : []),
          { title: "Resources", href: "/resources" },
        ],
        message: "Its tags' keys are its topics on Resources; it is a related article on the pages its tags link to.",
      }),
    }),
    testimonial: defineLocations({
      locations: [titled("homePage", "Home"), titled("aboutPage", "About")],
      message: "Testimonials appear in the carousels on these pages.",
      tone: "positive",
    }),
  },
};
