import { describe, expect, it } from "vitest";
import { feedResponse, feedTitle, feedXml } from "./rss";

const feed = {
  title: "ACT Case studies",
  link: "https://www.example.com/customers",
  self: "https://www.example.com/customers/feed.xml",
  description: "Results & sources",
  items: [
    {
      title: "Example County <Treatment> Court: prep cut",
      link: "https://www.example.com/customers/a",
      description: "Staff spent days & nights",
      published: new Date("2026-11-01T09:00:00Z"),
      categories: ["Adult treatment court", "DCCM"],
    },
    { title: "Demo Valley", link: "https://www.example.com/customers/b", description: "", published: new Date("2026-11-20T09:00:00Z") },
    { title: "Undated", link: "https://www.example.com/customers/c", description: "" },
  ],
};

describe("an RSS feed", () => {
  it("escapes what editors write, and names each item's page as its permanent guid", () => {
    const xml = feedXml(feed);
    expect(xml).toContain("<title>Example County &lt;Treatment&gt; Court: prep cut</title>");
    expect(xml).toContain("<description>Staff spent days &amp; nights</description>");
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.com/customers/a</guid>');
    expect(xml).toContain('<atom:link href="https://www.example.com/customers/feed.xml" rel="self" type="application/rss+xml"/>');
  });

  it("files an item under each of its categories and dates it, and leaves out a date it lacks", () => {
    const items = feedXml(feed).split("<item>").slice(1);
    expect(items[0]).toContain("<category>Adult treatment court</category>");
    expect(items[0]).toContain("<category>DCCM</category>");
    expect(items[0]).toContain("<pubDate>Sun, 01 Nov 2026 09:00:00 GMT</pubDate>");
    expect(items[2]).not.toContain("<pubDate>");
  });

  it("was last built when its newest item was published, whatever the items' order", () => {
    expect(feedXml(feed)).toContain("<lastBuildDate>Fri, 20 Nov 2026 09:00:00 GMT</lastBuildDate>");
    expect(feedXml({ ...feed, items: [] })).not.toContain("lastBuildDate");
  });

  it("is served as RSS, cached as public pages are", async () => {
    const response = feedResponse(feed);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(await response.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  });

  it("is named by the company and what it lists, or by either alone when the other is missing", () => {
    expect(feedTitle("ACT", "Case studies")).toBe("ACT Case studies");
    expect(feedTitle(null, "Case studies")).toBe("Case studies");
    expect(feedTitle("ACT", undefined)).toBe("ACT");
  });
});
