import { expect, test, type APIRequestContext } from "@playwright/test";
import { builtPages, caseStudies, drafts, insights, siteSettings } from "../support/dataset";
import { visit } from "../support/visit";
import { sitemapPaths } from "../../scripts/lib/sitemap-paths";

const SITE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

type Head = {
  title: string;
  description: string | null;
  canonical: string | null;
  lang: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
  feedLinks: string[];
  icons: string[];
  h1: number;
};

async function readHead(request: APIRequestContext, path: string): Promise<Head> {
  const html = await (await request.get(path)).text();
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
  // Attribute values as a browser or crawler reads them: `&amp;` in an image URL is `&`.
  const attr = (tag: string, name: string) => {
    const value = new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? null : decode(value);
  };
  const tags = [...html.matchAll(/<(meta|link|html)\b[^>]*>/g)].map((m) => m[0]);
  const og: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  let description: string | null = null;
  let canonical: string | null = null;
  const feedLinks: string[] = [];
  const icons: string[] = [];
  for (const tag of tags) {
    const property = attr(tag, "property");
    const name = attr(tag, "name");
    if (property?.startsWith("og:")) og[property] = attr(tag, "content") ?? "";
    if (name?.startsWith("twitter:")) twitter[name] = attr(tag, "content") ?? "";
    if (name === "description") description = attr(tag, "content");
    if (tag.startsWith("<link") && attr(tag, "rel") === "canonical") canonical = attr(tag, "href");
    if (tag.startsWith("<link") && attr(tag, "rel") === "alternate" && attr(tag, "type") === "application/rss+xml") feedLinks.push(attr(tag, "href")!);
    if (tag.startsWith("<link") && /^(icon|apple-touch-icon)$/.test(attr(tag, "rel") ?? "")) icons.push(attr(tag, "href")!);
  }
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description,
    canonical,
    lang: attr(tags.find((t) => t.startsWith("<html")) ?? "", "lang"),
    og,
    twitter,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
    feedLinks,
    icons,
    h1: (html.match(/<h1[\s>]/g) ?? []).length,
  };
}

/** The properties each schema.org type we emit must carry to be useful to search engines. */
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url", "logo", "address", "contactPoint"],
  BreadcrumbList: ["itemListElement"],
  SoftwareApplication: ["name", "applicationCategory", "operatingSystem", "url"],
  Article: ["headline", "author", "datePublished", "image", "mainEntityOfPage"],
  // A page made in the Studio from the site's blocks.
  WebPage: ["name", "description", "url", "publisher"],
};

function checkJsonLd(item: Record<string, unknown>, path: string) {
  expect(item["@context"], path).toBe("https://schema.org");
  const type = item["@type"] as string;
  expect(Object.keys(REQUIRED), `${path}: known type`).toContain(type);
  for (const property of REQUIRED[type]!) expect(item[property], `${path}: ${type}.${property}`).toBeTruthy();
}

test("every page has its own title, a description, a canonical URL, social cards and one h1", async ({ request }) => {
  const paths = await sitemapPaths(SITE_URL);
  // The spec names 20 pages besides the articles; the sample adds its built pages (Trust & Security, Request a Demo…),
  // Customers and its case studies, and Resources a page for each topic (each tag key the articles carry).
  const topics = new Set(insights.flatMap((insight) => (insight.tags ?? []).map((tag) => tag.value)));
  expect(paths.length).toBe(20 + builtPages.length + 1 + caseStudies.length + topics.size + insights.length);
  const titles = new Map<string, string>();
  for (const path of paths) {
    const head = await readHead(request, path);
    expect(head.title, path).toMatch(/\| ACT$|^ACT: /);
    expect(titles.get(head.title), `${path} repeats the title of ${titles.get(head.title)}`).toBeUndefined();
    titles.set(head.title, path);
    expect(head.description?.length ?? 0, path).toBeGreaterThan(50);
    expect(head.canonical, path).toBe(new URL(path, SITE_URL).href);
    expect(head.lang, path).toBe("en");
    expect(head.og["og:title"], path).toBe(head.title);
    expect(head.og["og:url"], path).toBe(head.canonical);
    expect(head.og["og:image"], path).toMatch(/^http/);
    expect(head.twitter["twitter:card"], path).toBe("summary_large_image");
    // The articles' feed on every page; the case studies' too on Customers and each case study.
    expect(head.feedLinks, path).toEqual(["/resources/feed.xml", ...(path.startsWith("/customers") ? ["/customers/feed.xml"] : [])]);
    expect(head.h1, path).toBe(1);
  }
});

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("latin1"), "a PNG").toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("social preview images, the icons and the organisation's logo exist", async ({ request }) => {
  const images = new Set<string>();
  const icons = new Set<string>();
  const logos = new Set<string>();
  for (const path of ["/", "/solutions/dccm", `/insights/${insights[0]!.slug!.current}`]) {
    const head = await readHead(request, path);
    images.add(head.og["og:image"]!);
    for (const icon of head.icons) icons.add(new URL(icon, SITE_URL).href);
    const organization = head.jsonLd.find((item) => item["@type"] === "Organization");
    if (organization) logos.add(organization.logo as string);
  }
  expect(logos.size).toBe(1);
  const get = async (url: string) => {
    const response = await request.get(new URL(url).pathname + new URL(url).search);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(/^image\//);
    return response;
  };
  for (const image of images) await get(image);
  // A tab icon and a home-screen icon, both raster: an SVG icon costs the page a document on its main thread (decision 010).
  expect(icons.size).toBe(2);
  for (const icon of icons) expect((await get(icon)).headers()["content-type"], icon).toBe("image/png");
  // Search engines take an organisation logo of 112 px or more.
  for (const logo of logos) {
    const { width, height } = pngSize(await (await get(logo)).body());
    expect(Math.min(width, height), logo).toBeGreaterThanOrEqual(112);
  }
});

test("structured data: the organisation on the home page, software, articles and breadcrumbs where they belong", async ({ request }) => {
  const paths = await sitemapPaths(SITE_URL);
  for (const path of paths) {
    const { jsonLd } = await readHead(request, path);
    for (const item of jsonLd) checkJsonLd(item, path);
    // Every node referred to by its @id is named on the page itself, so each page stands on its own.
    const nodes = (value: unknown): Record<string, unknown>[] =>
      value && typeof value === "object" ? [...(Array.isArray(value) ? [] : [value as Record<string, unknown>]), ...Object.values(value).flatMap(nodes)] : [];
    const all = jsonLd.flatMap(nodes);
    for (const id of new Set(all.map((node) => node["@id"]).filter((id) => typeof id === "string"))) {
      expect(
        all.some((node) => node["@id"] === id && typeof node.name === "string"),
        `${path}: ${String(id)}`,
      ).toBe(true);
    }
    const types = jsonLd.map((item) => item["@type"]);
    // Google reads the organisation from the home page; other pages refer to it by its @id.
    expect(types.includes("Organization"), path).toBe(path === "/");
    if (path === "/") {
      const org = jsonLd.find((item) => item["@type"] === "Organization")!;
      expect(org["@id"]).toMatch(/\/#organization$/);
      expect((org.address as Record<string, string>).addressLocality).toBe("Gulf Breeze");
      expect(JSON.stringify(org.contactPoint)).toContain("19:00");
    }
    const nested = path.split("/").filter(Boolean).length >= 2;
    expect(types.includes("BreadcrumbList"), `${path} breadcrumbs`).toBe(nested);
    if (path === "/solutions/dccm" || path === "/solutions/paracelsus") expect(types, path).toContain("SoftwareApplication");
    if (path.startsWith("/insights/")) {
      const article = jsonLd.find((item) => item["@type"] === "Article")!;
      const insight = insights.find((i) => `/insights/${i.slug!.current}` === path)!;
      expect(article.headline).toBe(insight.Title);
      expect(article.datePublished).toBe(insight.Date);
      expect((article.author as { name: string }).name).toBe(insight.Author);
    }
  }
  // Breadcrumb links lead to real pages.
  const { jsonLd } = await readHead(request, "/solutions/paracelsus/who-we-serve/reference-labs");
  const crumbs = jsonLd.find((item) => item["@type"] === "BreadcrumbList")!.itemListElement as { item: string; position: number }[];
  expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3, 4]);
  for (const crumb of crumbs) expect((await request.get(new URL(crumb.item).pathname)).status(), crumb.item).toBe(200);
});

test("after a client-side navigation the head carries the new page's structured data", async ({ page }) => {
  await visit(page, "/solutions/paracelsus/lis-solutions");
  const path = "/solutions/paracelsus/lis-solutions/transactional-billing";
  await page.locator("main").locator(`a[href="${path}"]`).first().click();
  await page.waitForURL(`**${path}`);
  const crumbs = async () => {
    const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
    const list = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "BreadcrumbList");
    return (list?.itemListElement as { name: string }[] | undefined)?.map((crumb) => crumb.name);
  };
  await expect.poll(crumbs).toEqual(["Home", "Paracelsus LIS", "LIS Solutions", "Transactional Billing"]);
});

test("the sitemap lists every page and article, each answering 200, and no draft", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const paths = await sitemapPaths(SITE_URL);
  for (const insight of insights) expect(paths).toContain(`/insights/${insight.slug!.current}`);
  for (const draft of drafts) expect(paths).not.toContain(`/insights/${draft.slug!.current}`);
  expect(paths).toContain("/solutions/paracelsus/who-we-serve/community-supervision");
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

test("robots.txt names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("the RSS feed is well-formed, lists the articles newest first, and pages name it as it names itself", async ({ request, page }) => {
  const response = await request.get("/resources/feed.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/");
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      channel: doc.querySelector("channel > title")?.textContent,
      titles: [...doc.querySelectorAll("item > title")].map((node) => node.textContent),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  // The organisation's name from the settings, then "Insights": in the feed and in the home page's link to it.
  expect(parsed.channel).toBe(`${siteSettings.name} Insights`);
  await expect(page.locator('head link[rel="alternate"][href="/resources/feed.xml"]')).toHaveAttribute("title", parsed.channel!);
  const newestFirst = [...insights].sort((a, b) => b.Date.localeCompare(a.Date)).map((insight) => insight.Title);
  expect(parsed.titles).toEqual(newestFirst);
});

test("not-found pages have a title and ask search engines not to index them", async ({ request }) => {
  // Each kind of page that can be missing: no route, an article, an industry, an LIS solution, a built page's parent.
  const paths = [
    "/no-such-page",
    "/insights/no-such-article",
    "/solutions/paracelsus/who-we-serve/no-such-industry",
    "/solutions/paracelsus/lis-solutions/no-such-solution",
    "/about/no-such-page",
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/<title>[^<]*not found \| ACT<\/title>/);
    expect(html, path).toContain('name="robots" content="noindex"');
  }
});
