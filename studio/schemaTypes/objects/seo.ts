import { defineType } from "sanity";
import { line, paragraph, picture, SEARCH_RESULT_CUT } from "../fields";
import { LENGTHS } from "../lengths";

/** What search engines and link previews show; empty fields take the site's defaults (Site settings). */
export const seo = defineType({
  name: "seo",
  type: "object",
  title: "Search and sharing",
  options: { collapsible: true, collapsed: true },
  fields: [
    line("title", {
      title: "Title in search results",
      description: "The site's name is added after it (on the home page, it is used as it is). Empty: the headline.",
      max: LENGTHS.seoTitle,
      optional: true,
      why: SEARCH_RESULT_CUT,
    }),
    paragraph("description", { title: "Description in search results", max: LENGTHS.seoDescription, optional: true, rows: 2, why: SEARCH_RESULT_CUT }),
    picture("image", { title: "Picture in link previews", description: "1200 × 630 pixels. Empty: the site's default.", optional: true }),
  ],
});
