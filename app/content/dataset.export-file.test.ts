/**
 * Reading the exported dataset from disk as an editor's export is written:
 * every document whichever megabyte it straddles, the last line with or
 * without a newline, Windows line ends and blank lines, a broken line named
 * by its number, drafts left out or shown in place, images referenced.
 */
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  assetIdFromExportPath,
  isDraftId,
  loadExportedDataset,
  parseNdjson,
  toDraftsPerspective,
  toPublishedDataset,
  withAssetReferences,
} from "./dataset.server";

function exportFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "act-export-")), "data.ndjson");
  writeFileSync(file, text);
  return file;
}

const doc = (id: string, extra: Record<string, unknown> = {}) => JSON.stringify({ _id: id, _type: "insight", ...extra });

describe("an export read from disk", () => {
  it("keeps every document, including ones that straddle a megabyte and a last line without a newline", () => {
    // Documents of ~300 KB: several cross the reader's 1 MB chunks.
    const body = "x".repeat(300_000);
    const lines = Array.from({ length: 12 }, (_, n) => doc(`doc-${n}`, { body: `${n}${body}` }));
    const documents = loadExportedDataset(exportFile(lines.join("\n")));
    expect(documents.map((d) => d._id)).toEqual(lines.map((_, n) => `doc-${n}`));
    expect(documents.every((d, n) => d.body === `${n}${body}`)).toBe(true);
  });

  it("reads a file that ends with a newline, has blank lines and Windows line ends", () => {
    const documents = loadExportedDataset(exportFile(`${doc("a")}\r\n\r\n  ${doc("b")}  \n\n${doc("c")}\n`));
    expect(documents.map((d) => d._id)).toEqual(["a", "b", "c"]);
  });

  it("keeps multi-byte characters whole across a chunk's end", () => {
    const prefix = doc("pad", { body: "p".repeat(1024 * 1024 - 60) });
    const text = `${prefix}\n${doc("accents", { title: "Café – ünïcödé ✓ ".repeat(20) })}`;
    const documents = loadExportedDataset(exportFile(text));
    expect(documents[1]!.title).toBe("Café – ünïcödé ✓ ".repeat(20));
  });

  it("names the file and line of a broken document, counting blank lines", () => {
    const file = exportFile(`${doc("a")}\n\n{"_id": "b", "_type": \n`);
    expect(() => loadExportedDataset(file)).toThrow(`${file}:3: not valid JSON`);
    expect(() => parseNdjson(`${doc("a")}\n${JSON.stringify({ _id: "b" })}`)).toThrow("data.ndjson:2: a document needs string _id and _type");
    expect(() => parseNdjson(`${JSON.stringify({ _id: 5, _type: "x" })}`, "export.ndjson")).toThrow("export.ndjson:1: a document needs string _id and _type");
    expect(() => parseNdjson("null")).toThrow("data.ndjson:1: a document needs string _id and _type");
    expect(() => parseNdjson('"text"')).toThrow("data.ndjson:1: a document needs string _id and _type");
  });

  it("leaves drafts and versions out of the published dataset, and shows a draft in place of its document in the drafts perspective", () => {
    const text = [
      doc("a", { title: "Published" }),
      doc("drafts.a", { title: "Draft" }),
      doc("drafts.new", { title: "Never published" }),
      doc("versions.r1.a", { title: "Release" }),
    ].join("\n");
    const published = loadExportedDataset(exportFile(text));
    expect(published.map((d) => [d._id, d.title])).toEqual([["a", "Published"]]);
    const drafts = loadExportedDataset(exportFile(text), "drafts");
    expect(drafts.map((d) => [d._id, d.title, d._originalId])).toEqual([
      ["a", "Draft", "drafts.a"],
      ["new", "Never published", "drafts.new"],
    ]);
    expect(isDraftId("versions.r1.a")).toBe(true);
    expect(isDraftId("a.drafts.b")).toBe(false);
  });
});

describe("images in an export", () => {
  const image = { _type: "image", _sanityAsset: "image@file://./images/0123abcd-800x600.JPG", alt: "Lab", hotspot: { x: 0.5 } };

  it("become references to their assets, keeping the other fields in order, in copies", () => {
    const documents = [{ _id: "a", _type: "insight", hero: image, gallery: [image, { ...image, _sanityAsset: "file://elsewhere.pdf" }] }];
    for (const convert of [toPublishedDataset, withAssetReferences, toDraftsPerspective]) {
      const [converted] = convert(documents);
      expect(converted!.hero).toEqual({ _type: "image", asset: { _type: "reference", _ref: "image-0123abcd-800x600-jpg" }, alt: "Lab", hotspot: { x: 0.5 } });
      expect(Object.keys(converted!.hero as object)).toEqual(["_type", "asset", "alt", "hotspot"]);
      expect((converted!.gallery as unknown[])[1]).toEqual({ _type: "image", alt: "Lab", hotspot: { x: 0.5 } });
    }
    // The documents given are left as they were.
    expect(documents[0]!.hero._sanityAsset).toBe("image@file://./images/0123abcd-800x600.JPG");
  });

  it("are recognised only by the export's own file names", () => {
    expect(assetIdFromExportPath("image@file://./images/ab12-10x20.png")).toBe("image-ab12-10x20-png");
    expect(assetIdFromExportPath("x image@file://./images/ab12-10x20.png")).toBeUndefined();
    expect(assetIdFromExportPath("image@file://./images/ab12-10x20.png.bak")).toBeUndefined();
    expect(assetIdFromExportPath("image@file://./images/zz12-10x20.png")).toBeUndefined();
    expect(assetIdFromExportPath("image@file://./images/ab12-10x.png")).toBeUndefined();
  });

  it("know a document file (a PDF) by the id Sanity gives it, whatever the case of its extension", () => {
    const sha1 = "0123456789abcdef0123456789abcdef01234567";
    expect(assetIdFromExportPath(`file@file://./files/${sha1}.PDF`)).toBe(`file-${sha1}-pdf`);
    expect(assetIdFromExportPath(`file@file://./files/${sha1}.pdf`)).toBe(`file-${sha1}-pdf`);
    expect(assetIdFromExportPath(`file@file://./files/${sha1.slice(1)}.pdf`)).toBeUndefined();
    expect(assetIdFromExportPath(`file@file://./files/${sha1}.`)).toBeUndefined();
  });
});

describe("reading exports again and again", () => {
  it.runIf(process.platform === "linux")("leaves no file open, as a site that reloads its export on every import must", () => {
    // Linux shows a process's open files here; elsewhere there is nothing to count.
    const open = () => readdirSync("/proc/self/fd").length;
    const file = exportFile(doc("a"));
    const before = open();
    for (let i = 0; i < 50; i++) loadExportedDataset(file);
    expect(open()).toBeLessThan(before + 10);
  });
});
