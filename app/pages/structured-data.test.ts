/**
 * A page's JSON-LD, made from the embedded dataset through the real content
 * service: the organisation from the site settings on Home, breadcrumbs named
 * as the content names the pages below the top level.
 */
import { describe, expect, it } from "vitest";
import { industries } from "../../tests/support/dataset";
import { SwrCache } from "~/caching/answer-cache.server";
import { ContentService } from "~/content/content-service.server";
import { loadExportedDataset } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { parseEnv } from "~/lib/env.server";
import { caseStudy, structuredData } from "./structured-data.server";
import { silentLogger } from "~/lib/logger.server";

const content = new ContentService(new EmbeddedSource(loadExportedDataset("content/data.ndjson")), new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
const context = { env: parseEnv({ SITE_URL: "https://act.example" }), content };
const at = (path: string) => ({ request: new Request(`https://act.example${path}`), context });
type Crumbs = { itemListElement: { position: number; name: string; item: string }[] };
const crumbsOf = (jsonLd: unknown) => (jsonLd as Crumbs).itemListElement;

describe("structured data", () => {
  it("describes the organisation on Home from the site settings", async () => {
    const [organization, ...rest] = await structuredData(at("/"));
    expect(rest).toEqual([]);
    expect(organization).toMatchObject({
      "@type": "Organization",
      "@id": "https://act.example/#organization",
      name: "ACT",
      telephone: "+18505550142",
      email: "helpdesk@example.com",
      address: { "@type": "PostalAddress", addressLocality: "Gulf Breeze", addressRegion: "FL", postalCode: "32561" },
    });
  });

  it("gives an industry's page breadcrumbs named by the content, ending at the industry", async () => {
    const industry = industries[0]!;
    const path = `/solutions/paracelsus/who-we-serve/${industry.slug.current}`;
    const [crumbs] = await structuredData(at(path));
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    const items = crumbsOf(crumbs);
    expect(items.map((item) => item.name)).toEqual(["Home", "Paracelsus LIS", "Who We Serve", industry.title]);
    expect(items.at(-1)).toEqual({ "@type": "ListItem", position: 4, name: industry.title, item: `https://act.example${path}` });
  });

  it("has none for a top-level page other than Home, unless the page says what it is about", async () => {
    expect(await structuredData(at("/about"))).toEqual([]);
    const about = await structuredData(at("/about"), { about: (siteUrl, path, publisher) => [{ "@type": "WebPage", siteUrl, path, publisher }] });
    expect(about).toEqual([{ "@type": "WebPage", siteUrl: "https://act.example", path: "/about", publisher: expect.objectContaining({ name: "ACT" }) }]);
  });

  it("gives a page an editor made under another one the same breadcrumbs as a fixed page below the top level, and none at the top level", async () => {
    const hosting = {
      _id: "page-hosting",
      _type: "page",
      _createdAt: "2026-11-26T10:00:00Z",
      _updatedAt: "2026-11-26T10:00:00Z",
      title: "Hosting",
      slug: { _type: "slug", current: "hosting" },
      parent: { _type: "reference", _ref: "page-trust-and-security" },
      sections: [],
    };
    const withHosting = new ContentService(new EmbeddedSource([...loadExportedDataset("content/data.ndjson"), hosting]), new SwrCache({ ttlMs: 60_000 }), {
      log: silentLogger(),
    });
    const built = (path: string, name: string) =>
      structuredData({ request: new Request(`https://act.example${path}`), context: { ...context, content: withHosting } }, { name });
    const [crumbs] = await built("/trust-and-security/hosting", "Hosting");
    expect(crumbsOf(crumbs).map((item) => [item.name, item.item])).toEqual([
      ["Home", "https://act.example/"],
      ["Trust & Security", "https://act.example/trust-and-security"],
      ["Hosting", "https://act.example/trust-and-security/hosting"],
    ]);
    expect(await built("/trust-and-security", "Trust & Security")).toEqual([]);
  });

  it("names the last crumb as the page asks (an article's title)", async () => {
    const [crumbs] = await structuredData(at("/insights/some-article"), { name: "Some article" });
    const items = crumbsOf(crumbs);
    expect(items.map((item) => [item.name, item.item])).toEqual([
      ["Home", "https://act.example/"],
      ["Resources", "https://act.example/resources"],
      ["Some article", "https://act.example/insights/some-article"],
    ]);
  });
});

describe("a case study's structured data", () => {
  it("is an Article about its products, mentioning its client, with the dates and picture search engines ask for", () => {
    const by = { "@type": "Organization", name: "ACT" };
    const jsonLd = caseStudy(
      {
        headline: "Results reported a day sooner",
        description: "How a lab reports sooner.",
        path: "/customers/demo-valley-toxicology",
        client: "Demo Valley Toxicology Laboratory",
        datePublished: "2026-11-29",
        dateModified: "2026-11-30",
        image: "https://act.example/images/x.png",
        products: [{ name: "Paracelsus LIS", path: "/solutions/paracelsus" }],
      },
      "https://act.example",
      by,
    );
    expect(jsonLd).toMatchObject({
      "@type": "Article",
      headline: "Results reported a day sooner",
      mainEntityOfPage: "https://act.example/customers/demo-valley-toxicology",
      author: by,
      publisher: by,
      datePublished: "2026-11-29",
      dateModified: "2026-11-30",
      image: ["https://act.example/images/x.png"],
      about: [{ "@type": "SoftwareApplication", name: "Paracelsus LIS", url: "https://act.example/solutions/paracelsus" }],
      mentions: [{ "@type": "Organization", name: "Demo Valley Toxicology Laboratory" }],
    });
  });
});
