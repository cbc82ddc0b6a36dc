/**
 * Reads a dataset in Sanity's export format (data.ndjson + images/) into the
 * shape the Content Lake serves: drafts left out, and the export's
 * `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"` placeholders
 * turned back into `asset: { _ref: "image-<sha1>-<w>x<h>-<ext>" }` references,
 * so queries and the image URL builder work unchanged.
 */
import { closeSync, openSync, readSync } from "node:fs";

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

const ASSET_FILE = /^image@file:\/\/\.\/images\/([a-f0-9]+-\d+x\d+)\.([a-z0-9]+)$/i;

export function isDraftId(id: string): boolean {
  return id.startsWith("drafts.") || id.startsWith("versions.");
}

/** The asset id Sanity gives an image file named `<sha1>-<w>x<h>.<ext>`. */
export function assetIdFromExportPath(path: string): string | undefined {
  const match = ASSET_FILE.exec(path);
  return match ? `image-${match[1]}-${match[2]!.toLowerCase()}` : undefined;
}

function restoreAssetReferences(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restoreAssetReferences);
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) {
    if (key === "_sanityAsset" && typeof inner === "string") {
      const ref = assetIdFromExportPath(inner);
      if (ref) out.asset = { _type: "reference", _ref: ref };
      continue;
    }
    out[key] = restoreAssetReferences(inner);
  }
  return out;
}

export function parseNdjson(text: string, origin = "data.ndjson"): SanityDocument[] {
  return parseNdjsonLines(text.split("\n"), origin);
}

function parseNdjsonLines(lines: Iterable<string>, origin: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  let index = 0;
  for (const raw of lines) {
    index += 1;
    const line = raw.trim();
    if (line === "") continue;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new Error(`${origin}:${index}: not valid JSON (${(error as Error).message})`);
    }
    if (
      doc === null ||
      typeof doc !== "object" ||
      typeof (doc as SanityDocument)._id !== "string" ||
      typeof (doc as SanityDocument)._type !== "string"
    ) {
      throw new Error(`${origin}:${index}: a document needs string _id and _type`);
    }
    documents.push(doc as SanityDocument);
  }
  return documents;
}

/** The lines of a file, read a megabyte at a time: a large export is never held whole in memory. */
function* fileLines(path: string): Generator<string> {
  const fd = openSync(path, "r");
  const chunk = Buffer.alloc(1024 * 1024);
  let rest = Buffer.alloc(0);
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      const data = rest.length > 0 ? Buffer.concat([rest, chunk.subarray(0, read)]) : chunk.subarray(0, read);
      let start = 0;
      for (let newline = data.indexOf(0x0a); newline !== -1; newline = data.indexOf(0x0a, start)) {
        yield data.toString("utf8", start, newline);
        start = newline + 1;
      }
      rest = Buffer.from(data.subarray(start));
    }
    if (rest.length > 0) yield rest.toString("utf8");
  } finally {
    closeSync(fd);
  }
}

/** The documents (drafts included) as the Content Lake holds them: asset references restored. */
export function withAssetReferences(documents: SanityDocument[]): SanityDocument[] {
  return documents.map((doc) => restoreAssetReferences(doc) as SanityDocument);
}

/** Published documents only, with asset references restored. */
export function toPublishedDataset(documents: SanityDocument[]): SanityDocument[] {
  return documents
    .filter((doc) => !isDraftId(doc._id))
    .map((doc) => restoreAssetReferences(doc) as SanityDocument);
}

const DRAFT_PREFIX = "drafts.";

/**
 * The dataset as the Content Lake's "drafts" perspective shows it: a
 * document's draft in place of its published version, under the published id
 * (with `_originalId` naming the draft), and drafts never published included.
 * Neither groq-js 1.x nor 2.x evaluates with a perspective, so it is applied
 * to the documents before querying.
 */
export function toDraftsPerspective(documents: SanityDocument[]): SanityDocument[] {
  const byId = new Map<string, SanityDocument>();
  for (const doc of documents) if (!isDraftId(doc._id)) byId.set(doc._id, doc);
  for (const doc of documents) {
    if (!doc._id.startsWith(DRAFT_PREFIX)) continue;
    const id = doc._id.slice(DRAFT_PREFIX.length);
    byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...byId.values()].map((doc) => restoreAssetReferences(doc) as SanityDocument);
}

export type Perspective = "published" | "drafts";

/** Turns asset placeholders into references in place: for documents just parsed, which nothing else holds. */
function restoreAssetReferencesInPlace(value: unknown): void {
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) restoreAssetReferencesInPlace(item);
    return;
  }
  const record = value as Record<string, unknown>;
  const entries = Object.entries(record);
  if (typeof record._sanityAsset === "string") {
    // Rebuilt in the same key order as the copy Sanity's API would serve.
    for (const [key] of entries) delete record[key];
    for (const [key, inner] of entries) {
      const ref = key === "_sanityAsset" ? assetIdFromExportPath(inner as string) : undefined;
      if (ref) record.asset = { _type: "reference", _ref: ref };
      else if (key !== "_sanityAsset") record[key] = inner;
    }
  }
  for (const [, inner] of entries) restoreAssetReferencesInPlace(inner);
}

export function loadExportedDataset(ndjsonPath: string, perspective: Perspective = "published"): SanityDocument[] {
  const documents = parseNdjsonLines(fileLines(ndjsonPath), ndjsonPath);
  if (perspective === "drafts") return toDraftsPerspective(documents);
  // Published: drafts dropped and references restored without a second copy of every document (a large dataset
  // would otherwise need twice its size in memory while loading).
  const published = documents.filter((doc) => !isDraftId(doc._id));
  for (const doc of published) restoreAssetReferencesInPlace(doc);
  return published;
}
