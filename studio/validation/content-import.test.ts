/**
 * `npm run content:import` with the real schema check: the Studio's rules
 * decide whether an export may replace the embedded dataset.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importDataset } from "../../scripts/content-import";

const content = path.resolve(import.meta.dirname, "../../content");

/** A copy of the embedded dataset laid out as an export, with one document changed. */
function exportOf(change?: (doc: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), "act-export-"));
  cpSync(path.join(content, "images"), path.join(dir, "images"), { recursive: true });
  cpSync(path.join(content, "files"), path.join(dir, "files"), { recursive: true });
  const lines = readFileSync(path.join(content, "data.ndjson"), "utf8").trim().split("\n");
  const changed = lines.map((line) => {
    const doc = JSON.parse(line) as Record<string, unknown>;
    if (change && doc._id === "insight-analyzer-to-case-file") change(doc);
    return JSON.stringify(doc);
  });
  writeFileSync(path.join(dir, "data.ndjson"), changed.join("\n"));
  return path.join(dir, "data.ndjson");
}

function currentDataset(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "act-content-")), "content");
  mkdirSync(dir);
  writeFileSync(path.join(dir, "data.ndjson"), '{"_id":"current","_type":"insight"}\n');
  return dir;
}

describe("content:import against the Studio's schema", () => {
  it("imports the embedded dataset, which breaks no rule (its few warnings are noted, not blocking)", async () => {
    const target = currentDataset();
    const ids = (file: string) =>
      readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)._id);
    const expected = ids(path.join(content, "data.ndjson"));
    const summary = await importDataset(exportOf(), target);
    expect(summary).toMatch(new RegExp(`Imported ${expected.length} documents`));
    expect(summary).not.toMatch(/refused|error/i);
    expect(ids(path.join(target, "data.ndjson"))).toEqual(expected);
  });

  it("refuses an export whose published article has an image without alt text, naming document and field, and keeps the current dataset", async () => {
    const target = currentDataset();
    const before = readFileSync(path.join(target, "data.ndjson"), "utf8");
    let key = "";
    const source = exportOf((doc) => {
      const image = (doc.portableText as { _type: string; _key: string; alt?: string }[]).find((b) => b._type === "image")!;
      key = image._key;
      delete image.alt;
      delete doc.Author;
    });
    const failure = importDataset(source, target);
    await expect(failure).rejects.toThrow("2 problem(s) in published documents break the Studio's rules");
    await expect(failure).rejects.toThrow("insight-analyzer-to-case-file › Author: Name the author.");
    await expect(failure).rejects.toThrow(
      `insight-analyzer-to-case-file › portableText[_key=="${key}"].alt: Describe the image for people who cannot see it (alternative text).`,
    );
    expect(readFileSync(path.join(target, "data.ndjson"), "utf8")).toBe(before);
  });

  it("refuses an export whose article's web address breaks the slug rule, naming document and field", async () => {
    const target = currentDataset();
    const before = readFileSync(path.join(target, "data.ndjson"), "utf8");
    const failure = importDataset(
      exportOf((doc) => (doc.slug = { _type: "slug", current: "pain日" })),
      target,
    );
    await expect(failure).rejects.toThrow(
      `insight-analyzer-to-case-file › slug: The web address "pain日" may hold only lower-case letters a-z, digits and single hyphens between words, e.g. treatment-courts.`,
    );
    expect(readFileSync(path.join(target, "data.ndjson"), "utf8")).toBe(before);
  });

  it("refuses an export whose article links to /\\evil.example by a typed address, naming document and field", async () => {
    const target = currentDataset();
    const before = readFileSync(path.join(target, "data.ndjson"), "utf8");
    let key = "";
    const failure = importDataset(
      exportOf((doc) => {
        const block = (doc.portableText as { _type: string; _key: string; markDefs?: unknown[]; children: { marks: string[] }[] }[]).find(
          (b) => b._type === "block",
        )!;
        key = block._key;
        block.markDefs = [...(block.markDefs ?? []), { _type: "link", _key: "evil", href: "/\\evil.example/path" }];
        block.children[0]!.marks = [...block.children[0]!.marks, "evil"];
      }),
      target,
    );
    await expect(failure).rejects.toThrow(
      `insight-analyzer-to-case-file › portableText[_key=="${key}"].markDefs[_key=="evil"].href: Use a web address (https://…), an e-mail link (mailto:name@example.com) or a phone link (tel:+18505550100). To link to a page of this site, use an internal link and choose the page.`,
    );
    expect(readFileSync(path.join(target, "data.ndjson"), "utf8")).toBe(before);
  });
});
