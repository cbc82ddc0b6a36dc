/**
 * A page with every block type, imported into the embedded dataset with
 * `npm run content:import`: on the first request after the import
 * it answers at its address with each block, the main menu links to it, the
 * sitemap lists it and its former address answers 301. A second page at its
 * address is refused by the import in plain words, and nothing changes.
 * (With Sanity, through the webhook: preview-sanity.spec.ts.)
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseNdjson } from "~/content/dataset.server";
import { allowForImports, contentImport, FRESH_CONNECTIONS } from "../support/content-import";
import { everyBlockPage, mainMenuHtml, mainMenuLink, withMenuLink } from "../support/every-block-page";
import { startSite, type RunningSite } from "../support/server";

test.use(FRESH_CONNECTIONS);

const sample = parseNdjson(readFileSync("content/data.ndjson", "utf8"));

let root: string;
let contentDir: string;
let site: RunningSite;

test.beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "act-built-page-import-"));
  contentDir = path.join(root, "content");
  cpSync("content", contentDir, { recursive: true });
  site = await startSite({ CONTENT_DIR: contentDir, DATA_DIR: path.join(root, "data") });
});
test.afterEach(async () => {
  await site?.stop();
  rmSync(root, { recursive: true, force: true });
});

test("embedded: a page with every block is at its address, in the main menu and the sitemap on the first request after content:import; its former address answers 301; a second page at its address is refused in plain words and changes nothing", async ({
  page,
  request,
}) => {
  allowForImports(2);
  // Read with reduced motion, so the testimonial carousel stays on its first slide.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const webinar = everyBlockPage(sample, { id: "page-dccm-live-2027", slug: "dccm-live-2027", title: "DCCM Live 2027", formerSlugs: ["webinar-2027"] });
  const settings = sample.find((doc) => doc._id === "siteSettings")!;
  const sitemap = async () => (await request.get(`${site.url}/sitemap.xml`)).text();

  // The pages that will show it are built and kept (render cache) before the import.
  expect((await request.get(`${site.url}${webinar.path}`)).status()).toBe(404);
  expect((await request.get(`${site.url}/webinar-2027`, { maxRedirects: 0 })).status()).toBe(404);
  expect(mainMenuHtml(await (await request.get(`${site.url}/`)).text())).not.toContain(webinar.path);
  expect(await sitemap()).not.toContain(webinar.path);

  // The export: the sample, the new page, and a main-menu entry that links to it.
  const exported = [
    ...sample.filter((doc) => doc._id !== settings._id),
    withMenuLink(settings, "Events", "DCCM Live 2027", webinar.document._id),
    webinar.document,
  ];
  const imported = await contentImport(exported, contentDir, root);
  expect(imported.output).toContain("Imported");
  expect(imported.ok).toBe(true);
  // The Studio's rules found nothing to note on the page or the menu (the import lists warnings as notes, by document).
  expect(imported.output).not.toContain(webinar.document._id);
  expect(imported.output).not.toContain("siteSettings ›");

  const response = await page.goto(`${site.url}${webinar.path}`);
  expect(response?.status()).toBe(200);
  await webinar.expectEveryBlock(page);
  await expect(await mainMenuLink(page, "Events", "DCCM Live 2027")).toHaveAttribute("href", webinar.path);
  expect(await sitemap()).toContain(`${webinar.path}<`);
  const moved = await request.get(`${site.url}/webinar-2027`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(webinar.path);

  // A second page at the same address: refused, naming the page that has it; the content folder and the site stay as they were.
  const before = readFileSync(path.join(contentDir, "data.ndjson"));
  const clashing = { ...webinar.document, _id: "page-dccm-live-again", title: "DCCM Live, again", formerSlugs: [] };
  const refused = await contentImport([...exported, clashing], contentDir, root);
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(
    "Nothing was changed: 1 problem(s) in the dataset:\n  page-dccm-live-again › slug: Another page already has the address /dccm-live-2027: choose another web address. (page-dccm-live-2027 has it)",
  );
  expect(readFileSync(path.join(contentDir, "data.ndjson")).equals(before)).toBe(true);
  expect((await request.get(`${site.url}${webinar.path}`)).status()).toBe(200);
});

test("embedded: a page under About, imported, answers at /about/<slug> with the trail Home › About › the page and is in the sitemap; a page under Paracelsus, whose addresses the site uses, is refused in plain words", async ({
  page,
  request,
}) => {
  allowForImports(2);
  const hosting = {
    ...structuredClone(sample.find((doc) => doc._id === "page-trust-and-security")!),
    _id: "page-about-hosting",
    title: "Hosting",
    slug: { _type: "slug", current: "hosting" },
    parent: { _type: "reference", _ref: "aboutPage" },
  };
  delete (hosting as { formerSlugs?: unknown }).formerSlugs;
  // Under DCCM too: a fixed page with no page of the tree below it, three segments deep.
  const training = {
    ...hosting,
    _id: "page-dccm-training",
    title: "Training",
    slug: { _type: "slug", current: "training" },
    parent: { _type: "reference", _ref: "dccmPage" },
  };
  expect((await request.get(`${site.url}/about/hosting`)).status()).toBe(404);

  const imported = await contentImport([...sample, hosting, training], contentDir, root);
  expect(imported.output).toContain("Imported");
  expect(imported.ok).toBe(true);
  expect(imported.output).not.toContain(hosting._id);

  const response = await page.goto(`${site.url}/about/hosting`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
  const crumbs = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const data = JSON.parse(script.textContent ?? "{}") as { "@graph"?: unknown[] } & Record<string, unknown>;
      return [data, ...(data["@graph"] ?? [])] as Array<{ "@type"?: string; itemListElement?: Array<{ name: string }> }>;
    }),
  );
  expect(crumbs.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement?.map((step) => step.name)).toEqual(["Home", "About", "Hosting"]);
  const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("/about/hosting<");
  expect(sitemap).toContain("/solutions/dccm/training<");
  expect((await request.get(`${site.url}/solutions/dccm/training`)).status()).toBe(200);

  // Under Paracelsus (its industries and LIS solutions sit below it): refused, and nothing changes.
  const before = readFileSync(path.join(contentDir, "data.ndjson"));
  const webinar = {
    ...hosting,
    _id: "page-paracelsus-webinar",
    title: "Webinar",
    slug: { _type: "slug", current: "webinar" },
    parent: { _type: "reference", _ref: "paracelsusPage" },
  };
  const refused = await contentImport([...sample, hosting, training, webinar], contentDir, root);
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(
    "page-paracelsus-webinar › parent: The page /solutions/paracelsus has pages of the site under it, so a page cannot go there: choose About, Resources or another page as Under the page.",
  );
  expect(readFileSync(path.join(contentDir, "data.ndjson")).equals(before)).toBe(true);
  expect((await request.get(`${site.url}/solutions/paracelsus/webinar`)).status()).toBe(404);
});
