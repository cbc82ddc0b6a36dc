import { defineDocuments, defineLocations, type PresentationPluginOptions } from "sanity/presentation";

/**
 * Which pages of the site show a document (shown in the document's editor,
 * one click away from the preview), and which document a previewed page is
 * about (opened beside it). Mirrors app/routes.ts and the queries.
 */
export const resolve: PresentationPluginOptions["resolve"] = {
  mainDocuments: defineDocuments([
    { route: "/insights/:slug", filter: `_type == "insight" && slug.current == $slug` },
    { route: "/privacypolicy", filter: `_type == "privacyPolicy"` },
  ]),
  locations: {
    insight: defineLocations({
      select: { title: "Title", slug: "slug.current" },
      resolve: (doc) => ({
        locations: [
          ...(doc?.slug ? [{ title: doc.title || "Untitled article", href: `/insights/${doc.slug}` }] : []),
          { title: "Resources", href: "/resources" },
        ],
      }),
    }),
    testimonial: defineLocations({
      locations: [
        { title: "Home", href: "/" },
        { title: "About", href: "/about" },
      ],
      message: "Testimonials appear in the carousels on these pages.",
      tone: "positive",
    }),
    privacyPolicy: defineLocations({
      locations: [{ title: "Privacy policy", href: "/privacypolicy" }],
    }),
  },
};
