/**
 * A Sanity project seeded from the embedded content: the archive of
 * `npm run content:export`, taken in by Sanity's own importer (@sanity/import,
 * the code behind `sanity dataset import`) into a server that speaks Sanity's
 * API, and the site reading that project shows every page of the sitemap with
 * the same visible text as the site reading the embedded dataset (its record,
 * which visible-text.spec.ts holds that site to).
 */
import { createReadStream, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@sanity/client";
import { sanityImport } from "@sanity/import";
import { expect, test } from "@playwright/test";
import { exportDataset } from "../../scripts/content-export";
import { startFakeSanity, type FakeSanity } from "../support/fake-sanity-server";
import { startSite, type RunningSite } from "../support/server";
import { READING_CONTEXT, readPage, recordedText, sitemapPaths } from "../support/visible-text";

const WRITE_TOKEN = `sk${"w".repeat(40)}`;

let fake: FakeSanity | undefined;
let site: RunningSite | undefined;
test.afterEach(async () => {
  await site?.stop();
  await fake?.close();
  site = undefined;
  fake = undefined;
});

test("the embedded content, exported and imported by Sanity's importer, reads the same on every page", async ({ browser }) => {
  test.setTimeout(180_000);
  const archive = path.join(mkdtempSync(path.join(tmpdir(), "act-seed-")), "production.tar.gz");
  const exported = await exportDataset("content", archive);

  fake = await startFakeSanity({ documents: [], writeToken: WRITE_TOKEN });
  const client = createClient({
    projectId: "testproject",
    dataset: "production",
    apiHost: fake.url,
    useProjectHostname: false,
    useCdn: false,
    token: WRITE_TOKEN,
    apiVersion: "2023-01-01",
  });
  // As `sanity dataset import production.tar.gz production` calls it.
  const imported = await sanityImport(createReadStream(archive), { client, operation: "create" });
  expect(imported.warnings).toEqual([]);
  expect(imported.numDocs).toBe(exported.documents);
  const held = fake.documents();
  expect(held.filter((doc) => doc._type === "sanity.imageAsset" || doc._type === "sanity.fileAsset")).toHaveLength(exported.files);
  // Every image field, and every document's file, refers to an uploaded asset, as in a project seeded for real.
  const refs = JSON.stringify(held).match(/"_ref":"(?:image|file)-[^"]+"/g) ?? [];
  expect(refs.filter((ref) => ref.startsWith('"_ref":"file-')).length).toBe(readdirSync("content/files").length);
  for (const ref of new Set(refs))
    expect(
      held.some((doc) => `"_ref":"${doc._id}"` === ref),
      ref,
    ).toBe(true);
  expect(JSON.stringify(held)).not.toContain("_sanityAsset");
  // The importer weakens every reference while it writes and strengthens them after: what is left weak is what the
  // export made weak (menu, footer and button links, which must not block an unpublish), no more.
  const weakReferences = (text: string) => text.match(/"_weak":true/g)?.length ?? 0;
  expect(weakReferences(JSON.stringify(held))).toBe(weakReferences(readFileSync("content/data.ndjson", "utf8")));

  site = await startSite({ SANITY_PROJECT_ID: "testproject", SANITY_API_HOST: fake.url, SANITY_USE_CDN: "false" });
  const recorded = recordedText();
  const paths = Object.keys(recorded);
  expect(await sitemapPaths(site.url)).toEqual(paths);

  const context = await browser.newContext(READING_CONTEXT);
  const queue = [...paths];
  const differences: string[] = [];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        const fromSanity = await readPage(page, `${site!.url}${next}`);
        expect.soft(fromSanity, `what ${next} reads from Sanity, against the embedded dataset's record`).toEqual(recorded[next]);
        if (JSON.stringify(fromSanity) !== JSON.stringify(recorded[next])) differences.push(next);
      }
    }),
  );
  await context.close();
  expect(differences).toEqual([]);

  // A free document's link is its file on Sanity's file CDN; one for the short form still links to its form.
  const trust = await (await fetch(`${site.url}/trust-and-security`)).text();
  const dccm = readFileSync("content/data.ndjson", "utf8").match(/file@file:\/\/\.\/files\/([a-f0-9]{40})\.pdf/)?.[1];
  expect(trust).toContain(`href="https://cdn.sanity.io/files/testproject/production/${dccm}.pdf?dl=dccm-datasheet.pdf"`);
  expect(trust).toContain('href="/documents/rfp-checklist-case-management"');
});
