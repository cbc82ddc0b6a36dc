/**
 * Sanity mode, against the local server that speaks Sanity's API: preview
 * entered through the Presentation tool's secret and read with the drafts
 * perspective and the viewer token; a publish made live by the signed webhook.
 */
import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { parseNdjson, toPublishedDataset, type SanityDocument } from "~/content/dataset.server";
import { fileAssets } from "~/content/embedded-dataset.server";
import { startFakeSanity, type FakeSanity } from "../support/fake-sanity-server";
import { insights, revisions } from "../support/dataset";
import { keepFormerSlugsWith } from "../../studio/actions/former-slugs-action";
import { everyBlockPage, mainMenuHtml, mainMenuLink, withMenuLink } from "../support/every-block-page";
import { startSite, type RunningSite } from "../support/server";
import { studioOperations } from "../support/studio-operations";
import { secretDocument as storedSecret, studioSecret } from "../support/studio-secret";

const TOKEN = "sk-viewer-token-0123456789abcdef";
const EDITOR_TOKEN = "sk-editor-token-0123456789abcdef";
const WEBHOOK_SECRET = "webhook-secret-0123456789";
const STUDIO = "https://studio.example.test";
const revision = revisions[0]!;
const published = insights.find((insight) => `drafts.${insight._id}` === revision._id)!;
const pagePath = `/insights/${published.slug!.current}`;
const exported = parseNdjson(readFileSync("content/data.ndjson", "utf8"));
/** The export as the Content Lake holds it, with the file assets an export leaves out (a document's size is its file's). */
const lake = [...exported, ...fileAssets({ published: toPublishedDataset(exported), drafts: [] }, "content/files")];

test.describe.configure({ mode: "serial" });

let fake: FakeSanity;
let site: RunningSite;
let dataDir: string;
let presentationSecret: string;
let staleSecret: string;

const secretDocument = (secret: string, updatedAt = new Date()) => storedSecret(secret, updatedAt, STUDIO);

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "act-preview-sanity-"));
  presentationSecret = await studioSecret();
  staleSecret = await studioSecret();
  // The dataset as the Content Lake holds it: published documents, drafts, and the Presentation tool's secrets.
  fake = await startFakeSanity({
    viewerToken: TOKEN,
    writeToken: EDITOR_TOKEN,
    documents: [...lake, secretDocument(presentationSecret), secretDocument(staleSecret, new Date(Date.now() - 2 * 3_600_000))],
  });
  site = await startSite({
    DATA_DIR: dataDir,
    SANITY_PROJECT_ID: "testproject",
    SANITY_API_HOST: fake.url,
    SANITY_TIMEOUT_MS: "3000",
    SANITY_VIEWER_TOKEN: TOKEN,
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SANITY_STUDIO_URL: STUDIO,
    // Long enough that only the webhook can make a publish visible during the test.
    CONTENT_CACHE_TTL_SECONDS: "3600",
  });
});
test.afterAll(async () => {
  await site?.stop();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const studioLink = (secret: string) => `${site.url}/api/preview/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pagePath)}`;

test("the Presentation tool's link opens the draft; the public page and Sanity's public reads stay published", async ({ page, context, request }) => {
  const publicHtml = await (await request.get(`${site.url}${pagePath}`)).text();
  expect(publicHtml).toContain(published.Title.replace(/&/g, "&amp;"));
  expect(publicHtml).not.toContain(revision.Title);

  const response = await page.goto(studioLink(presentationSecret));
  expect(new URL(page.url()).pathname).toBe(pagePath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(revision.Title);
  await expect(page.getByRole("region", { name: "Draft preview" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("data-sanity", /id=insight-chain-of-custody;type=insight;path=Title/);
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  expect(response!.headers()["x-robots-tag"]).toBe("noindex");
  expect(response!.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${STUDIO}`);
  expect((await context.cookies()).some((c) => c.name === "__act_preview" && c.httpOnly)).toBe(true);

  // Drafts were read with the token and the drafts perspective; public reads never carry the token.
  const draftReads = fake.requests.filter((r) => r.search.get("perspective") === "drafts");
  expect(draftReads.length).toBeGreaterThan(0);
  expect(draftReads.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  const publicReads = fake.requests.filter((r) => r.search.get("perspective") === "published");
  expect(publicReads.length).toBeGreaterThan(0);
  expect(publicReads.every((r) => r.headers.authorization === undefined)).toBe(true);
  // The token never reaches the browser.
  expect(await page.content()).not.toContain(TOKEN);

  // Still published for everyone else, after a preview was rendered.
  expect(await (await request.get(`${site.url}${pagePath}`)).text()).not.toContain(revision.Title);
});

test("a wrong or stale Presentation secret gets a 401 page and no cookie", async ({ request }) => {
  for (const secret of ["guessed-secret", staleSecret, await studioSecret(), ""]) {
    const response = await request.get(studioLink(secret), { maxRedirects: 0 });
    expect(response.status(), secret).toBe(401);
    expect(response.headers()["set-cookie"], secret).toBeUndefined();
    expect(await response.text(), secret).not.toContain(revision.Title);
  }
});

async function signedWebhook(body: string, timestamp = Date.now(), secret = WEBHOOK_SECRET) {
  return { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, secret) };
}

test("a signed webhook makes a publish visible on the next request; an unsigned, forged or old one changes nothing", async ({ request }) => {
  const title = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get(`${site.url}${pagePath}`)).text())?.[1];
  const before = await title();
  expect(before).toBe(published.Title.replace(/&/g, "&amp;"));

  // An editor publishes a new title in the Studio.
  const newTitle = "Chain of Custody, Published Just Now";
  fake.setDataset([...lake, secretDocument(presentationSecret)].map((doc: SanityDocument) => (doc._id === published._id ? { ...doc, Title: newTitle } : doc)));
  expect(await title()).toBe(before); // the cache still holds the old answer

  const body = JSON.stringify({ _id: published._id, _type: "insight", slug: published.slug!.current });
  const refusals: [string, Record<string, string>][] = [
    ["unsigned", { "content-type": "application/json" }],
    ["wrong secret", await signedWebhook(body, Date.now(), "not-the-webhook-secret")],
    ["ten minutes old", await signedWebhook(body, Date.now() - 10 * 60_000)],
    ["malformed", { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: "t=abc,v1=" }],
  ];
  for (const [name, headers] of refusals) {
    const response = await request.post(`${site.url}/api/webhooks/sanity`, { data: body, headers });
    expect(response.status(), name).toBe(401);
    expect(await title(), name).toBe(before);
  }
  // Anything but a POST, and a body bigger than Sanity sends, are refused in plain words.
  const get = await request.get(`${site.url}/api/webhooks/sanity`);
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe("POST");
  const huge = JSON.stringify({ _id: published._id, padding: "x".repeat(70_000) });
  const tooLarge = await request.post(`${site.url}/api/webhooks/sanity`, { data: huge, headers: await signedWebhook(huge) });
  expect(tooLarge.status()).toBe(413);
  expect(((await tooLarge.json()) as { error: string }).error).toBe("The webhook body is too large.");
  expect(await title()).toBe(before);
  // A signed body that was altered is refused too.
  const altered = await request.post(`${site.url}/api/webhooks/sanity`, {
    data: body.replace("insight", "testimonial"),
    headers: await signedWebhook(body),
  });
  expect(altered.status()).toBe(401);

  const signed = await signedWebhook(body);
  const accepted = await request.post(`${site.url}/api/webhooks/sanity`, { data: body, headers: signed });
  expect(accepted.status()).toBe(200);
  expect(accepted.headers()["cache-control"]).toBe("no-store");
  expect(await title()).toBe(newTitle);
  // Every cached answer was refreshed, the list of insights too.
  expect(await (await request.get(`${site.url}/resources`)).text()).toContain(newTitle);

  // The same signed call again (a replay, or Sanity retrying) is acknowledged and costs Sanity nothing.
  const queriesBefore = fake.requests.length;
  for (let i = 0; i < 10; i++) {
    const replay = await request.post(`${site.url}/api/webhooks/sanity`, { data: body, headers: signed });
    expect(replay.status()).toBe(200);
    expect(((await replay.json()) as { refreshed: boolean }).refreshed).toBe(false);
  }
  expect(fake.requests.length).toBe(queriesBefore);
});

test("made-up article addresses are not found without asking Sanity, and a publish reloads only what it touches", async ({ request }) => {
  // Pages that stay the same: their answers are in the content cache.
  for (const path of ["/", "/resources", "/privacypolicy", pagePath]) expect((await request.get(`${site.url}${path}`)).status(), path).toBe(200);
  let before = fake.requests.length;
  for (let i = 0; i < 100; i++) expect((await request.get(`${site.url}/insights/made-up-${i}`)).status()).toBe(404);
  expect(fake.requests.length - before).toBe(0);

  before = fake.requests.length;
  const body = JSON.stringify({ _id: "privacyPolicy", _type: "privacyPolicy" });
  expect((await request.post(`${site.url}/api/webhooks/sanity`, { data: body, headers: await signedWebhook(body) })).status()).toBe(200);
  // The policy's own answer, and the site's (every page's header and breadcrumbs name the pages): not the articles or testimonials.
  const reloaded = fake.requests.slice(before).map((r) => r.query ?? "");
  expect(reloaded.sort()).toEqual([expect.stringMatching(/^\*\[_type == "privacyPolicy"\]/), expect.stringMatching(/^\{ "settings"/)]);
});

test("a page an editor makes with every block answers at its address on the request after the signed webhook, in the main menu and the sitemap; a new slug published by the Studio's own Publish answers 301 from the old; unpublished, it is not found and leaves the menu and the sitemap; published again, it is back", async ({
  request,
  page,
}) => {
  const webhook = async (body: string) => (await request.post(`${site.url}/api/webhooks/sanity`, { data: body, headers: await signedWebhook(body) })).status();
  const sitemap = async () => (await request.get(`${site.url}/sitemap.xml`)).text();
  const mainMenu = async () => mainMenuHtml(await (await request.get(`${site.url}/`)).text());
  // Read with reduced motion, so the testimonial carousel stays on its first slide.
  await page.emulateMedia({ reducedMotion: "reduce" });

  const published = fake.documents();
  const webinar = everyBlockPage(published, { id: "page-webinar-2027", slug: "webinar-2027", title: "Webinar 2027" });
  const address = webinar.path;
  expect((await request.get(`${site.url}${address}`)).status()).toBe(404);
  expect(await sitemap()).not.toContain(address);
  expect(await mainMenu()).not.toContain(`href="${address}"`);

  // An editor publishes a new page in the Studio, and a main-menu entry that links to it.
  const settings = published.find((doc) => doc._id === "siteSettings")!;
  const withWebinar = (pageDocument: SanityDocument) => [
    ...published.filter((doc) => doc._id !== settings._id),
    withMenuLink(settings, "Events", "Webinar 2027", pageDocument._id),
    pageDocument,
  ];
  fake.setDataset(withWebinar(webinar.document));
  expect((await request.get(`${site.url}${address}`)).status()).toBe(404); // the list of pages is still the cached one

  const pageBody = JSON.stringify({ _id: webinar.document._id, _type: "page", slug: "webinar-2027" });
  // On the very next request after the webhook's answer, whatever the cache's lifetime.
  expect(await webhook(pageBody)).toBe(200);
  expect((await request.get(`${site.url}${address}`)).status()).toBe(200);
  expect(await sitemap()).toContain(`${address}<`);
  // Sanity calls once per published document: the site settings' call too.
  expect(await webhook(JSON.stringify({ _id: settings._id, _type: "siteSettings" }))).toBe(200);

  // Every block shows, and the main menu's new entry opens the page.
  await page.goto(`${site.url}${address}`);
  await webinar.expectEveryBlock(page);
  const link = await mainMenuLink(page, "Events", "Webinar 2027");
  await expect(link).toHaveAttribute("href", address);

  // The editor changes its web address and presses Publish: the Studio's own publish action (studio/actions/) runs on
  // Sanity's operations against the stand-in, and records the old address.
  const studio = studioOperations(fake.url, EDITOR_TOKEN);
  const renamed = { ...webinar.document, _id: `drafts.${webinar.document._id}`, slug: { _type: "slug", current: "dccm-live-2027" } };
  fake.setDataset([...withWebinar(webinar.document), renamed]);
  const publish = keepFormerSlugsWith(studio.useDocumentOperation)(studio.publishAction);
  publish(await studio.props(webinar.document._id, "page"))!.onHandle!();
  await studio.settled();
  expect(fake.documents().find((doc) => doc._id === webinar.document._id)).toMatchObject({
    slug: { current: "dccm-live-2027" },
    formerSlugs: ["webinar-2027"],
  });
  expect(await webhook(JSON.stringify({ _id: webinar.document._id, _type: "page", slug: "dccm-live-2027" }))).toBe(200);
  const moved = await request.get(`${site.url}${address}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/dccm-live-2027");
  expect((await request.get(`${site.url}/dccm-live-2027`)).status()).toBe(200);
  expect(await mainMenu()).toContain('href="/dccm-live-2027"');
  expect(await mainMenu()).not.toContain(`href="${address}"`);
  expect(await sitemap()).toContain("/dccm-live-2027<");
  expect(await sitemap()).not.toContain(`${address}<`);

  // Unpublished: the webhook names the document Sanity no longer has (the menu's link to it left dangling).
  fake.setDataset(withWebinar(webinar.document).filter((doc) => doc._id !== webinar.document._id));
  expect(await webhook(pageBody)).toBe(200);
  for (const gone of ["/dccm-live-2027", address]) expect((await request.get(`${site.url}${gone}`, { maxRedirects: 0 })).status(), gone).toBe(404);
  expect(await sitemap()).not.toContain("/dccm-live-2027");
  // The entry had only that link: it leaves the menu too.
  expect(await mainMenu()).not.toContain("/dccm-live-2027");
  expect(await mainMenu()).not.toContain("Events");

  // Published again: at its address at once.
  fake.setDataset(withWebinar(webinar.document));
  expect(await webhook(pageBody)).toBe(200);
  expect((await request.get(`${site.url}${address}`)).status()).toBe(200);
});
