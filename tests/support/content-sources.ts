/**
 * Tests written once and run on both content sources: the embedded dataset (the shared end-to-end server) and the
 * same content read from Sanity, by a site of its own on the tests' stand-in for Sanity's query API and asset CDN,
 * seeded as `sanity dataset import` would seed a project from the embedded dataset. The steps live in a module
 * here that declares them for a source (buyer-paths-steps.ts), called by one spec per source, so the embedded run
 * stays in the shared server's lane and only the Sanity one is listed with the specs that start their own sites.
 * A describe that says `test.use({ contentSource: "sanity" })` gets `baseURL` (and with it `page` and `request`)
 * pointed at that site, started when a worker's first such test asks for it and serving its others, of any file,
 * until the worker ends: one start for all of them, not one per test.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { fileAssets } from "~/content/embedded-dataset.server";
import { startFakeSanity, type FakeSanity } from "./fake-sanity-server";
import { startSite } from "./server";

export type ContentSource = "embedded" | "sanity";

/** A describe's title for the source its tests run on. */
export const sourceTitle = (source: ContentSource) => (source === "embedded" ? "with the embedded content" : "with the content read from Sanity");

export type SourceSite = {
  /** The site's own address; none for the shared server (the configured baseURL). */
  url?: string;
  /** Where the site keeps its state (its enquiries, its documents' link secret). */
  dataDir: string;
  /** The stand-in for Sanity, whose recorded requests show what the site read from it; none in embedded mode. */
  sanity?: FakeSanity;
};

type Fixtures = { contentSource: ContentSource; sourceSite: SourceSite };
/** The worker's site on the stand-in, started on first use. */
type WorkerFixtures = { sanitySite: () => Promise<SourceSite> };

async function startSanitySite(): Promise<SourceSite & { stop: () => Promise<void> }> {
  // The project as `sanity dataset import` leaves it: the published documents, and an asset document (its size) per file they give.
  const published = toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8")));
  const sanity = await startFakeSanity({ documents: [...published, ...fileAssets({ published, drafts: [] }, "content/files")] });
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-sanity-site-"));
  const site = await startSite({
    DATA_DIR: dataDir,
    SANITY_PROJECT_ID: "testproject",
    SANITY_API_HOST: sanity.url,
    SANITY_CDN_URL: sanity.url,
    SANITY_USE_CDN: "false",
    // As the shared server's: many tests send from this one address.
    ENQUIRY_RATE_LIMIT_PER_IP: "10000",
    ENQUIRY_RATE_LIMIT_GLOBAL: "10000",
  }).catch(async (error: unknown) => {
    await sanity.close();
    throw error;
  });
  return {
    url: site.url,
    dataDir,
    sanity,
    stop: async () => {
      await site.stop();
      await sanity.close();
    },
  };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  contentSource: ["embedded", { option: true }],
  sanitySite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none.
    async ({}, use) => {
      let started: ReturnType<typeof startSanitySite> | undefined;
      await use(() => (started ??= startSanitySite()));
      await (await started?.catch(() => undefined))?.stop();
    },
    { scope: "worker" },
  ],
  // The shared server's DATA_DIR (playwright.config.ts).
  sourceSite: async ({ contentSource, sanitySite }, use) => use(contentSource === "sanity" ? await sanitySite() : { dataDir: "data/e2e" }),
  baseURL: async ({ sourceSite, baseURL }, use) => use(sourceSite.url ?? baseURL),
});

export { expect } from "@playwright/test";
