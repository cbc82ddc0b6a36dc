/**
 * Articles lead on (decision 034): related articles end each article and the
 * product, industry and LIS solution pages; Resources lists its topics (the
 * articles' tags), each a page of its own. Read from the embedded dataset, and
 * then through the tests' Sanity stand-in, where a publish reaches every page
 * that lists the article on the request after the webhook.
 */
import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { parseNdjson, type SanityDocument } from "~/content/dataset.server";
import { expectNoAxeViolations } from "../support/axe";
import { collectErrors } from "../support/browser-checks";
import { type ExportedInsight, industries, insights, lisSolutions } from "../support/dataset";
import { startFakeSanity, type FakeSanity } from "../support/fake-sanity-server";
import { startSite, type RunningSite } from "../support/server";

type Tagged = ExportedInsight;
const articles = insights;
const newestFirst = (list: readonly Tagged[]) => [...list].sort((a, b) => b.Date.localeCompare(a.Date));
const articlePath = (article: Tagged) => `/insights/${article.slug!.current}`;
const refsOf = (article: Tagged) => (article.tags ?? []).flatMap((tag) => (tag.page ? [tag.page._ref] : []));
/** What the dataset says a set of pages' related articles are: tagged with one of them, newest first, three at most. */
const relatedTo = (pages: readonly string[], list: readonly Tagged[] = articles, exclude?: Tagged) =>
  newestFirst(list.filter((article) => article !== exclude && refsOf(article).some((ref) => pages.includes(ref)))).slice(0, 3);
/** Each tag key once, named as the newest article with it names it, in alphabetical order. */
const topicsIn = (list: readonly Tagged[]) => {
  const named = new Map<string, string>();
  for (const article of newestFirst(list)) for (const tag of article.tags ?? []) if (!named.has(tag.value)) named.set(tag.value, tag.label);
  return [...named].map(([slug, label]) => ({ slug, label })).sort((a, b) => a.label.localeCompare(b.label, "en"));
};
const topics = topicsIn(articles);
const withTopic = (slug: string, list: readonly Tagged[] = articles) => newestFirst(list.filter((article) => article.tags?.some((tag) => tag.value === slug)));

const related = (page: Page) => page.getByRole("region", { name: "Related articles" });
const relatedTitles = (page: Page) => related(page).getByRole("heading", { level: 3 });

test.describe("reading leads on, from the embedded dataset", () => {
  test("an article ends with up to three others sharing a tag's page with it, newest first, never itself, each leading to its article", async ({ page }) => {
    // Eight articles read, one at a time.
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    let shown = 0;
    for (const article of articles) {
      await page.goto(articlePath(article));
      const expected = relatedTo(refsOf(article), articles, article);
      if (expected.length === 0) {
        await expect(related(page)).toHaveCount(0);
        continue;
      }
      shown += 1;
      await expect(relatedTitles(page), article.Title).toHaveText(expected.map((other) => other.Title));
    }
    // The sample has articles with related ones, and the limit of three bites on one of them.
    expect(shown).toBeGreaterThan(3);
    expect(articles.some((article) => relatedTo(refsOf(article), articles, article).length === 3)).toBe(true);

    const [article] = newestFirst(articles.filter((a) => relatedTo(refsOf(a), articles, a).length > 0));
    await page.goto(articlePath(article!));
    const [first] = relatedTo(refsOf(article!), articles, article);
    await related(page).getByRole("link", { name: first!.Title }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath(first!)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.Title);
    expect(errors).toEqual([]);
  });

  test("/resources lists every topic as a plain link; a topic's page lists only its articles, with its own title and canonical address", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/resources");
    const nav = page.getByRole("navigation", { name: "Browse by topic" });
    await expect(nav.getByRole("link")).toHaveText(["All articles", ...topics.map((topic) => topic.label)]);
    await expect(nav.getByRole("link", { name: "All articles" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);

    const topic = topics.find((t) => t.slug === "dccm")!;
    await nav.getByRole("link", { name: topic.label, exact: true }).click();
    await expect(page).toHaveURL(/\/resources\/topic\/dccm$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.label);
    await expect(page).toHaveTitle(new RegExp(`^${topic.label}: Resources and Insights`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/resources\/topic\/dccm$/);
    const expected = withTopic("dccm");
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(articles.length);
    await expect(page.locator(".insight-card h2")).toHaveText(expected.map((article) => article.Title));
    const marked = page.getByRole("navigation", { name: "Browse by topic" }).locator("[aria-current]");
    await expect(marked).toHaveText(topic.label);
    await expect(marked).toHaveAttribute("aria-current", "page");
    // Back to every article.
    await page.getByRole("link", { name: "All articles" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.locator(".insight-card")).toHaveCount(articles.length);
    expect(errors).toEqual([]);
  });

  test("a topic's page is whole without JavaScript: the server sends its cards and links", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/resources/topic/treatment-courts`);
    await expect(page.locator(".insight-card h2")).toHaveText(withTopic("treatment-courts").map((article) => article.Title));
    await page.getByRole("link", { name: withTopic("treatment-courts")[0]!.Title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withTopic("treatment-courts")[0]!.Title);
    await context.close();
  });

  test("every topic is in the sitemap; an unknown topic, or a page past its end, is not found", async ({ request, page }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const topic of topics) expect(sitemap, topic.slug).toContain(`/resources/topic/${topic.slug}</loc>`);
    expect(sitemap.match(/\/resources\/topic\//g)).toHaveLength(topics.length);

    const unknown = await page.goto("/resources/topic/no-such-topic");
    expect(unknown!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect((await request.get("/resources/topic/dccm/page/2")).status()).toBe(404);
    const first = await request.get("/resources/topic/dccm/page/1", { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toMatch(/\/resources\/topic\/dccm$/);
  });

  test("a product's, an industry's and an LIS solution's page show the articles tagged with it, each leading to its article", async ({ page }) => {
    const errors = collectErrors(page);
    const treatmentCourts = industries.find((industry) => relatedTo([industry._id]).length > 0)!;
    const solution = lisSolutions.find((member) => relatedTo([member._id]).length > 0)!;
    const pages: Array<[string, Tagged[]]> = [
      ["/solutions/dccm", relatedTo(["dccmPage"])],
      ["/solutions/paracelsus", relatedTo(["paracelsusPage", ...lisSolutions.map((member) => member._id)])],
      [`/solutions/paracelsus/who-we-serve/${treatmentCourts.slug.current}`, relatedTo([treatmentCourts._id])],
      [`/solutions/paracelsus/lis-solutions/${solution.slug.current}`, relatedTo([solution._id])],
    ];
    for (const [path, expected] of pages) {
      expect(expected.length, path).toBeGreaterThan(0);
      await page.goto(path);
      await expect(relatedTitles(page), path).toHaveText(expected.map((article) => article.Title));
    }
    await page.goto("/solutions/dccm");
    const [newest] = relatedTo(["dccmPage"]);
    await related(page).getByRole("link", { name: newest!.Title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.Title);
    expect(errors).toEqual([]);
  });

  // One test per page and width: each axe scan takes seconds on a busy machine.
  for (const width of [390, 1280]) {
    for (const path of ["/resources", "/resources/topic/paracelsus-lis", articlePath(newestFirst(articles)[0]!), "/solutions/dccm"]) {
      test(`${path} at ${width} px, with its topics or related articles, is free of WCAG 2.2 A/AA violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
      });
    }
  }
});

const TOKEN_FREE_WEBHOOK_SECRET = "webhook-secret-reading-0123456789";

test.describe("reading leads on, through the Sanity stand-in", () => {
  test.describe.configure({ mode: "serial" });
  const exported = parseNdjson(readFileSync("content/data.ndjson", "utf8"));
  let fake: FakeSanity;
  let site: RunningSite;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "act-reading-"));
    fake = await startFakeSanity({ documents: exported });
    site = await startSite({
      DATA_DIR: dataDir,
      SANITY_PROJECT_ID: "testproject",
      SANITY_API_HOST: fake.url,
      SANITY_WEBHOOK_SECRET: TOKEN_FREE_WEBHOOK_SECRET,
      // Long enough that only the webhook can make a publish visible during the test.
      CONTENT_CACHE_TTL_SECONDS: "3600",
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const webhook = async (body: string) => {
    const headers = { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), TOKEN_FREE_WEBHOOK_SECRET) };
    const response = await fetch(`${site.url}/api/webhooks/sanity`, { method: "POST", body, headers });
    expect(response.status).toBe(200);
  };

  test("the topics, a topic's articles and the related articles read from Sanity as from the embedded dataset", async ({ page }) => {
    await page.goto(`${site.url}/resources`);
    await expect(page.getByRole("navigation", { name: "Browse by topic" }).getByRole("link")).toHaveText([
      "All articles",
      ...topics.map((topic) => topic.label),
    ]);
    await page.goto(`${site.url}/resources/topic/treatment-courts`);
    await expect(page.locator(".insight-card h2")).toHaveText(withTopic("treatment-courts").map((article) => article.Title));
    await page.goto(`${site.url}/solutions/dccm`);
    await expect(relatedTitles(page)).toHaveText(relatedTo(["dccmPage"]).map((article) => article.Title));
    expect((await fetch(`${site.url}/resources/topic/no-such-topic`)).status).toBe(404);
  });

  test("a published article tagged with DCCM and a new topic shows on the next request after the webhook: on DCCM, its articles, its topics and the sitemap", async ({
    page,
  }) => {
    const source = exported.find((doc: SanityDocument) => doc._id === newestFirst(withTopic("dccm"))[0]!._id)!;
    const fresh: Tagged = {
      ...(source as unknown as Tagged),
      _id: "insight-dccm-reading-on",
      Title: "Reading On: What DCCM Shows a Court Team First",
      Date: "2027-01-05",
      slug: { current: "reading-on-what-dccm-shows-first" },
      tags: [
        { label: "DCCM", value: "dccm", page: { _ref: "dccmPage" } },
        { label: "Court Dashboards", value: "court-dashboards", page: { _ref: "dccmPage" } },
      ],
    };
    const document = {
      ...source,
      ...fresh,
      slug: { _type: "slug", current: fresh.slug!.current },
      tags: fresh.tags!.map((tag, index) => ({ _key: `t${index}`, _type: "tag", ...tag, page: { _type: "reference", ...tag.page } })),
    };
    // Read once before, so every answer is in the site's cache.
    expect((await fetch(`${site.url}/resources/topic/court-dashboards`)).status).toBe(404);
    await page.goto(`${site.url}/solutions/dccm`);
    await expect(relatedTitles(page).first()).not.toHaveText(fresh.Title);

    fake.setDataset([...exported, document]);
    await webhook(JSON.stringify({ _id: document._id, _type: "insight", slug: fresh.slug!.current }));

    const after = [...articles, fresh];
    await page.goto(`${site.url}/solutions/dccm`);
    await expect(relatedTitles(page)).toHaveText(relatedTo(["dccmPage"], after).map((article) => article.Title));
    await expect(relatedTitles(page).first()).toHaveText(fresh.Title);
    await page.goto(`${site.url}/resources/topic/dccm`);
    await expect(page.locator(".insight-card h2")).toHaveText(withTopic("dccm", after).map((article) => article.Title));
    await page.goto(`${site.url}/resources`);
    await expect(page.getByRole("navigation", { name: "Browse by topic" }).getByRole("link")).toHaveText([
      "All articles",
      ...topicsIn(after).map((topic) => topic.label),
    ]);
    await page.getByRole("link", { name: "Court Dashboards" }).click();
    await expect(page).toHaveURL(/\/resources\/topic\/court-dashboards$/);
    await expect(page.locator(".insight-card h2")).toHaveText([fresh.Title]);
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain("/resources/topic/court-dashboards</loc>");
    // The other articles about DCCM lead on to it too.
    await page.goto(`${site.url}${articlePath(withTopic("dccm")[0]!)}`);
    await expect(relatedTitles(page).first()).toHaveText(fresh.Title);
  });
});
