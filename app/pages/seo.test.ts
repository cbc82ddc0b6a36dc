import { describe, expect, it } from "vitest";
import { feedLink, seo } from "./seo";

/** A page's meta arguments, under a site whose settings name the organisation `siteName`. */
const args = (siteName: string) => ({
  location: { pathname: "/about" },
  matches: [{ id: "root", loaderData: { publicEnv: { SITE_URL: "https://www.example.gov" }, seoDefaults: { siteName, description: "Courts." } } }],
});

describe("a page's links to feeds", () => {
  it("names the articles' feed on every page by the organisation's name in the settings", () => {
    expect(seo(args("Borough Court Systems"), { title: "About" })).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Borough Court Systems Insights",
      href: "/resources/feed.xml",
    });
  });

  it("names another feed by what it lists, after the organisation's name, or by that alone when the settings are unread", () => {
    expect(feedLink(args("ACT"), "/customers/feed.xml", "Case studies")).toMatchObject({ title: "ACT Case studies", href: "/customers/feed.xml" });
    expect(feedLink(args(""), "/customers/feed.xml", "Case studies")).toMatchObject({ title: "Case studies" });
  });
});
