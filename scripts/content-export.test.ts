/**
 * `npm run content:export`: the embedded dataset as the archive
 * `sanity dataset export` writes. Read back by `content:import` it is the same
 * dataset; Sanity's own importer takes it in tests/e2e/sanity-seed.spec.ts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { list } from "tar";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "~/content/dataset.server";
import { exportDataset } from "./content-export";
import { importDataset } from "./content-import";
import { singletonDocuments, singletonLines } from "../tests/support/minimum-dataset";

function entries(archive: string): string[] {
  const paths: string[] = [];
  list({ file: archive, sync: true, onReadEntry: (entry) => paths.push(entry.path) });
  return paths;
}

const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;

describe("content:export", () => {
  it("writes the sample as a Sanity export: one dated folder with data.ndjson, assets.json, images/ and files/", async () => {
    const archive = path.join(mkdtempSync(path.join(tmpdir(), "act-export-")), "production.tar.gz");
    const summary = await exportDataset("content", archive, { now: new Date("2026-11-26T09:30:00.123Z") });
    const folder = "production-export-2026-11-26t09-30-00-123z";
    const inside = entries(archive);
    expect(inside).toContain(`${folder}/data.ndjson`);
    expect(inside).toContain(`${folder}/assets.json`);
    expect(inside).toContain(`${folder}/files/`);
    const images = readdirSync("content/images").sort();
    expect(inside.filter((entry) => entry.startsWith(`${folder}/images/`) && !entry.endsWith("/")).sort()).toEqual(
      images.map((name) => `${folder}/images/${name}`),
    );
    const files = readdirSync("content/files").sort();
    expect(inside.filter((entry) => entry.startsWith(`${folder}/files/`) && !entry.endsWith("/")).sort()).toEqual(
      files.map((name) => `${folder}/files/${name}`),
    );
    expect(summary).toMatchObject({ documents: parseNdjson(readFileSync("content/data.ndjson", "utf8")).length, files: images.length + files.length });

    // Read back by content:import: the same documents, images and asset metadata.
    const target = path.join(mkdtempSync(path.join(tmpdir(), "act-export-back-")), "content");
    await importDataset(archive, target, { check: async () => [] });
    expect(parseNdjson(readFileSync(path.join(target, "data.ndjson"), "utf8")).map(sorted)).toEqual(
      parseNdjson(readFileSync("content/data.ndjson", "utf8")).map(sorted),
    );
    expect(readdirSync(path.join(target, "images")).sort()).toEqual(images);
    expect(readdirSync(path.join(target, "files")).sort()).toEqual(files);
    expect(JSON.parse(readFileSync(path.join(target, "assets.json"), "utf8"))).toEqual(JSON.parse(readFileSync("content/assets.json", "utf8")));
  });

  it("writes references to assets in the export's form, placeholder first, and asset documents as metadata", async () => {
    const sha1 = "a".repeat(40);
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-refs-"));
    mkdirSync(path.join(dir, "images"));
    writeFileSync(path.join(dir, "images", `${sha1}-10x20.png`), "png");
    writeFileSync(
      path.join(dir, "data.ndjson"),
      [
        { _id: "a", _type: "insight", Image: { _type: "image", alt: "Alt", asset: { _type: "reference", _ref: `image-${sha1}-10x20-png` } } },
        { _id: `image-${sha1}-10x20-png`, _type: "sanity.imageAsset", url: "https://cdn.sanity.io/x", originalFilename: "photo.png" },
        ...singletonDocuments(),
      ]
        .map((doc) => JSON.stringify(doc))
        .join("\n"),
    );
    const archive = path.join(dir, "out.tar.gz");
    await exportDataset(dir, archive);
    const target = path.join(mkdtempSync(path.join(tmpdir(), "act-export-back-")), "content");
    await importDataset(archive, target, { check: async () => [] });
    expect(readFileSync(path.join(target, "data.ndjson"), "utf8")).toBe(
      `${[JSON.stringify({ _id: "a", _type: "insight", Image: { _sanityAsset: `image@file://./images/${sha1}-10x20.png`, _type: "image", alt: "Alt" } }), ...singletonLines()].join("\n")}\n`,
    );
    expect(JSON.parse(readFileSync(path.join(target, "assets.json"), "utf8"))).toEqual({ [`image-${sha1}`]: { originalFilename: "photo.png" } });
  });

  it("exports nothing when a file the documents use is missing, or a line is not JSON", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "act-export-bad-"));
    writeFileSync(
      path.join(dir, "data.ndjson"),
      JSON.stringify({ _id: "a", _type: "insight", Image: { _sanityAsset: `image@file://./images/${"b".repeat(40)}-1x1.png` } }),
    );
    await expect(exportDataset(dir, path.join(dir, "out.tar.gz"))).rejects.toThrow(/1 file\(s\) the documents use are missing/);
    writeFileSync(path.join(dir, "data.ndjson"), "{ nope");
    await expect(exportDataset(dir, path.join(dir, "out.tar.gz"))).rejects.toThrow(/data.ndjson:1: not valid JSON/);
    expect(readdirSync(dir)).toEqual(["data.ndjson"]);
  });

  it("exports nothing when a placeholder names a file outside images/ or files/, by the import's rule", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "act-export-escape-"));
    const dir = path.join(root, "content");
    mkdirSync(path.join(dir, "images"), { recursive: true });
    writeFileSync(path.join(root, "secret.txt"), "the operator's secret");
    for (const placeholder of ["image@file://./images/../../secret.txt", "file@file://./../secret.txt"]) {
      writeFileSync(path.join(dir, "data.ndjson"), JSON.stringify({ _id: "a", _type: "insight", Image: { _sanityAsset: placeholder } }));
      await expect(exportDataset(dir, path.join(root, "out.tar.gz"))).rejects.toThrow(
        `"${placeholder}" names no file of the dataset's images/ or files/ folder`,
      );
    }
    expect(readdirSync(root).sort()).toEqual(["content", "secret.txt"]);
  });
});
