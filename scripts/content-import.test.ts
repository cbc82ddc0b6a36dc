import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SwrCache } from "~/caching/answer-cache.server";
import { ContentService } from "~/content/content-service.server";
import { loadExportedDataset, parseNdjson } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { memberOf } from "~/pages/page-content.server";
import { importDataset, type SchemaCheck } from "./content-import";
import { silentLogger } from "~/lib/logger.server";
import { singletonLines } from "../tests/support/minimum-dataset";
import { SINGLETON_TYPES } from "~/lib/page-tree";

// These fixtures are about archives and files, not content: they pass the
// schema check. The real check (the Studio's rules) is exercised in
// studio/validation/content-import.test.ts, where the Studio's packages are.
const passes: SchemaCheck = async () => [];

const hash = "c".repeat(40);
const doc = (id: string, extra: Record<string, unknown> = {}) => JSON.stringify({ _id: id, _type: "insight", ...extra });
/** An export's data.ndjson: these documents, then the page tree's singletons (the least a dataset must hold). */
const exportOf = (lines: string[]) => [...lines, ...singletonLines()].join("\n");

/** A directory laid out as `sanity dataset export` lays out its archive. */
function exportDir(withImage = true) {
  const root = mkdtempSync(path.join(tmpdir(), "act-export-"));
  const dir = path.join(root, "production-export-2026-11-22");
  mkdirSync(path.join(dir, "images"), { recursive: true });
  writeFileSync(
    path.join(dir, "data.ndjson"),
    exportOf([
      doc("a", { Title: "Real", Image: { _type: "image", _sanityAsset: `image@file://./images/${hash}-10x10.png` } }),
      doc("drafts.a", { Title: "Draft" }),
    ]),
  );
  if (withImage) writeFileSync(path.join(dir, "images", `${hash}-10x10.png`), "png bytes");
  writeFileSync(path.join(dir, "assets.json"), "{}");
  return { root, dir };
}

function target() {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "act-content-")), "content");
  mkdirSync(dir);
  writeFileSync(path.join(dir, "data.ndjson"), doc("old"));
  writeFileSync(path.join(dir, "README.md"), "readme");
  return dir;
}

describe("content:import", () => {
  it("replaces the dataset with a Sanity export archive, assets included", async () => {
    const { root } = exportDir();
    const archive = path.join(root, "export.tar.gz");
    execFileSync("tar", ["-czf", archive, "-C", root, "production-export-2026-11-22"], { timeout: 15_000 });
    const content = target();
    const summary = await importDataset(archive, content, { check: passes });
    expect(summary).toContain(`Imported ${2 + SINGLETON_TYPES.length} documents`);
    expect(readdirSync(path.join(content, "images"))).toEqual([`${hash}-10x10.png`]);
    expect(readFileSync(path.join(content, "README.md"), "utf8")).toBe("readme");
    const loaded = loadExportedDataset(path.join(content, "data.ndjson"));
    expect(loaded.map((d) => d._id)).toEqual(["a", ...SINGLETON_TYPES]);
    expect((loaded[0]!.Image as { asset: { _ref: string } }).asset._ref).toBe(`image-${hash}-10x10-png`);
  });

  it("imports a bare data.ndjson with its images folder", async () => {
    const { dir } = exportDir();
    const content = target();
    await importDataset(path.join(dir, "data.ndjson"), content, { check: passes });
    expect(existsSync(path.join(content, "images", `${hash}-10x10.png`))).toBe(true);
  });

  it("changes nothing when an asset is missing or a line is not JSON", async () => {
    const content = target();
    const { dir } = exportDir(false);
    await expect(importDataset(path.join(dir, "data.ndjson"), content, { check: passes })).rejects.toThrow(/missing/);
    writeFileSync(path.join(dir, "broken.ndjson"), "{not json");
    await expect(importDataset(path.join(dir, "broken.ndjson"), content, { check: passes })).rejects.toThrow(/broken.ndjson:1/);
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));
  });

  it("changes nothing when a published document breaks the schema's rules, and lets an unfinished draft through", async () => {
    const content = target();
    const { dir } = exportDir();
    const seen: string[][] = [];
    const check: SchemaCheck = async (documents, assetIds) => {
      seen.push(assetIds);
      // Asset references are restored before the check, as the Content Lake holds them.
      expect((documents[0]!.Image as { asset?: { _ref: string } }).asset?._ref).toBe(`image-${hash}-10x10-png`);
      return documents.map((d) => ({ documentId: d._id, field: "Author", message: "Name the author.", level: "error" }));
    };
    await expect(importDataset(path.join(dir, "data.ndjson"), content, { check })).rejects.toThrow(
      new RegExp(`^${1 + SINGLETON_TYPES.length} problem\\(s\\) in published documents[\\s\\S]*a › Author: Name the author\\.`),
    );
    expect(seen).toEqual([[`image-${hash}-10x10-png`]]);
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));

    // Only the draft is broken: imported, with a note.
    const draftOnly: SchemaCheck = async () => [{ documentId: "drafts.a", field: "Author", message: "Name the author.", level: "error" }];
    const summary = await importDataset(path.join(dir, "data.ndjson"), content, { check: draftOnly });
    expect(summary).toMatch(/Notes \(drafts and warnings, not blocking\):\n {2}drafts.a › Author: Name the author\./);
  });

  it("changes nothing when the archive is damaged or not a tar file", async () => {
    const { root } = exportDir();
    const archive = path.join(root, "export.tar.gz");
    execFileSync("tar", ["-czf", archive, "-C", root, "production-export-2026-11-22"], { timeout: 15_000 });
    const whole = readFileSync(archive);
    const truncated = path.join(root, "truncated.tar.gz");
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const notTar = path.join(root, "photo.tar.gz");
    writeFileSync(notTar, Buffer.alloc(4096, 7));
    const content = target();
    for (const file of [truncated, notTar]) await expect(importDataset(file, content, { check: passes })).rejects.toThrow();
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));
  });

  it("refuses a repeated _id, naming the document, and changes nothing", async () => {
    const content = target();
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-"));
    writeFileSync(path.join(dir, "data.ndjson"), exportOf([doc("a", { Title: "One" }), doc("b"), doc("a", { Title: "Two" })]));
    await expect(importDataset(path.join(dir, "data.ndjson"), content, { check: passes })).rejects.toThrow(
      /1 problem\(s\) in the dataset:\n {2}a › _id: 2 documents have this id \(documents 1, 3 of the file\)/,
    );
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));
  });

  it("refuses an entry of a list of objects without _key, naming the document and the field", async () => {
    const content = target();
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-"));
    const body = [
      { _type: "block", _key: "k1", children: [{ _type: "span", _key: "s1", text: "Fine" }] },
      { _type: "block", children: [{ _type: "span", text: "No keys" }] },
    ];
    writeFileSync(path.join(dir, "data.ndjson"), exportOf([doc("a", { Body: body, Tags: ["plain", "strings"] })]));
    const refused = await importDataset(path.join(dir, "data.ndjson"), content, { check: passes }).catch((error: Error) => error.message);
    expect(refused).toContain("2 problem(s) in the dataset:");
    expect(refused).toContain('  a › Body[1]: entry 2 of the list "Body" has no _key');
    expect(refused).toContain('  a › Body[1].children[0]: entry 1 of the list "Body[1].children" has no _key');
    expect(refused).not.toContain("Tags");
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));
  });

  it("refuses a built page at an address the site or another page uses, or under a missing parent, in plain words, and changes nothing", async () => {
    const content = target();
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-"));
    const page = (id: string, slug: string, parent?: string) =>
      JSON.stringify({
        _id: id,
        _type: "page",
        title: slug,
        slug: { _type: "slug", current: slug },
        ...(parent ? { parent: { _type: "reference", _ref: parent } } : {}),
      });
    writeFileSync(
      path.join(dir, "data.ndjson"),
      exportOf([
        page("p1", "contact"),
        page("p2", "trust"),
        page("p3", "trust"),
        page("p4", "hosting", "p2"),
        page("p5", "deep", "p4"),
        page("p6", "lost", "nowhere"),
      ]),
    );
    const refused = await importDataset(path.join(dir, "data.ndjson"), content, { check: passes }).catch((error: Error) => error.message);
    expect(refused).toContain("4 problem(s) in the dataset:");
    expect(refused).toContain("  p1 › slug: The address /contact is already a page of the site: choose another web address.");
    expect(refused).toContain("  p3 › slug: Another page already has the address /trust: choose another web address. (p2 has it)");
    expect(refused).toContain("  p5 › parent: its parent page (p4) sits under another page itself");
    expect(refused).toContain("  p6 › parent: the page it sits under (nowhere) is not a published page of the dataset");
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));
  });

  it("takes a page under About; refuses one under Paracelsus (its addresses are the site's), at /resources/page, or under a fixed page the export lacks, in plain words", async () => {
    const content = target();
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-"));
    const page = (id: string, slug: string, parent: string) =>
      JSON.stringify({ _id: id, _type: "page", title: slug, slug: { _type: "slug", current: slug }, parent: { _type: "reference", _ref: parent } });
    const lines = [
      page("p1", "trust-and-security", "aboutPage"),
      page("p2", "webinar", "paracelsusPage"),
      page("p3", "page", "resourcesPage"),
      page("p4", "terms", "privacyPolicy"),
    ];
    // Without the privacy policy, which a dataset may leave out.
    writeFileSync(path.join(dir, "data.ndjson"), [...lines, ...singletonLines().filter((line) => !line.includes('"privacyPolicy"'))].join("\n"));
    const refused = await importDataset(path.join(dir, "data.ndjson"), content, { check: passes }).catch((error: Error) => error.message);
    expect(refused).toContain("3 problem(s) in the dataset:");
    expect(refused).toContain(
      "  p2 › parent: The page /solutions/paracelsus has pages of the site under it, so a page cannot go there: choose About, Resources or another page as Under the page.",
    );
    expect(refused).toContain(
      "  p3 › slug: The address /resources/page holds the later pages of Resources (/resources/page/2 and on): choose another web address.",
    );
    expect(refused).toContain("  p4 › parent: the page it sits under (privacyPolicy) is not a published page of the dataset");
    expect(refused).not.toContain("p1 ›");
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));

    writeFileSync(path.join(dir, "data.ndjson"), exportOf([lines[0]!]));
    await importDataset(path.join(dir, "data.ndjson"), content, { check: passes });
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toContain('"_ref":"aboutPage"');
  });

  it("refuses a page of the top level keeping a former address the site itself uses, in plain words, and changes nothing", async () => {
    const content = target();
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-"));
    const page = (id: string, slug: string, formerSlugs: string[], parent?: string) =>
      JSON.stringify({
        _id: id,
        _type: "page",
        title: slug,
        slug: { _type: "slug", current: slug },
        formerSlugs,
        ...(parent ? { parent: { _type: "reference", _ref: parent } } : {}),
      });
    writeFileSync(path.join(dir, "data.ndjson"), exportOf([page("p1", "trust", ["security", "api", "sitemaps"]), page("p2", "hosting", ["images"], "p1")]));
    const refused = await importDataset(path.join(dir, "data.ndjson"), content, { check: passes }).catch((error: Error) => error.message);
    expect(refused).toContain("2 problem(s) in the dataset:");
    expect(refused).toContain("  p1 › formerSlugs: The former address /api is used by the site itself: remove it from the former web addresses.");
    expect(refused).toContain("  p1 › formerSlugs: The former address /sitemaps is used by the site itself: remove it from the former web addresses.");
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));
  });

  it("refuses an empty or cut-short export, saying what it lacks, and changes nothing, images included", async () => {
    const content = target();
    mkdirSync(path.join(content, "images"));
    writeFileSync(path.join(content, "images", `${hash}-10x10.png`), "png bytes");
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-"));
    writeFileSync(path.join(dir, "empty.ndjson"), "");
    writeFileSync(path.join(dir, "cut.ndjson"), [doc("a"), doc("b"), singletonLines()[0]].join("\n"));
    for (const [file, held] of [
      ["empty.ndjson", 0],
      ["cut.ndjson", 3],
    ] as const) {
      const refused = await importDataset(path.join(dir, file), content, { check: passes }).catch((error: Error) => error.message);
      expect(refused).toContain(`${path.join(dir, file)} holds ${held} document(s) but not the published `);
      expect(refused).toContain("homePage, aboutPage");
    }
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));
    expect(readdirSync(path.join(content, "images"))).toEqual([`${hash}-10x10.png`]);
  });

  it("imports only the files some document uses", async () => {
    const { dir } = exportDir();
    writeFileSync(path.join(dir, "images", `${"d".repeat(40)}-10x10.png`), "used by nothing");
    const content = target();
    await importDataset(path.join(dir, "data.ndjson"), content, { check: passes });
    expect(readdirSync(path.join(content, "images"))).toEqual([`${hash}-10x10.png`]);
  });

  it("refuses a placeholder naming a file outside the export's images/ and files/, by the rule the export reads too", async () => {
    const { dir } = exportDir();
    writeFileSync(path.join(dir, "secret"), "not content");
    writeFileSync(
      path.join(dir, "data.ndjson"),
      exportOf([
        doc("a", { Image: { _type: "image", _sanityAsset: "image@file://./images/../secret" } }),
        doc("b", { File: { _sanityAsset: "file@file://./../../etc/passwd" } }),
      ]),
    );
    const content = target();
    const refused = await importDataset(path.join(dir, "data.ndjson"), content, { check: passes }).catch((error: Error) => error.message);
    expect(refused).toContain(`2 problem(s) in the dataset:`);
    expect(refused).toContain(`a › _sanityAsset: "image@file://./images/../secret" names no file of the export's images/ or files/ folder`);
    expect(readFileSync(path.join(content, "data.ndjson"), "utf8")).toBe(doc("old"));
  });

  it("keeps a page's old address when its slug changed: the old slug joins its former slugs and answers 301", async () => {
    const sample = readFileSync("content/data.ndjson", "utf8");
    const industry = parseNdjson(sample).find((d) => d._type === "industry")!;
    const oldSlug = (industry.slug as { current: string }).current;
    const content = target();
    writeFileSync(path.join(content, "data.ndjson"), sample);
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-"));
    const renamed = parseNdjson(sample).map((d) => (d._id === industry._id ? { ...d, slug: { _type: "slug", current: "renamed-industry" } } : d));
    const draft = { ...renamed.find((d) => d._id === industry._id)!, _id: `drafts.${industry._id}` };
    writeFileSync(path.join(dir, "data.ndjson"), [...renamed, draft].map((d) => JSON.stringify(d)).join("\n"));
    cpSync("content/images", path.join(dir, "images"), { recursive: true });
    cpSync("content/files", path.join(dir, "files"), { recursive: true });

    const summary = await importDataset(path.join(dir, "data.ndjson"), content, { check: passes });
    expect(summary).toContain(`industry ${industry._id}: /${oldSlug} now forwards to /renamed-industry`);
    const imported = parseNdjson(readFileSync(path.join(content, "data.ndjson"), "utf8"));
    expect(imported.find((d) => d._id === industry._id)!.formerSlugs).toEqual([oldSlug]);
    expect(imported.find((d) => d._id === `drafts.${industry._id}`)!.formerSlugs).toEqual([oldSlug]);

    const site = new ContentService(new EmbeddedSource(loadExportedDataset(path.join(content, "data.ndjson"))), new SwrCache({ ttlMs: 60_000 }), {
      log: silentLogger(),
    });
    const answer = await memberOf(site, "industry", oldSlug).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("Location")).toBe("/solutions/paracelsus/who-we-serve/renamed-industry");
  });
});
