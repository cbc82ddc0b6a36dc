/**
 * Reads a dataset in Sanity's export format (data.ndjson + images/) into the
 * shape the Content Lake serves: drafts left out, and the export's
 * `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"` placeholders
 * turned back into `asset: { _ref: "image-<sha1>-<w>x<h>-<ext>" }` references,
 * so queries and the image URL builder work unchanged.
 */
import { readFileSync } from "node:fs";

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
  const documents: SanityDocument[] = [];
  const lines = text.split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new Error(`${origin}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
    if (
      doc === null ||
      typeof doc !== "object" ||
      typeof (doc as SanityDocument)._id !== "string" ||
      typeof (doc as SanityDocument)._type !== "string"
    ) {
      throw new Error(`${origin}:${index + 1}: a document needs string _id and _type`);
    }
    documents.push(doc as SanityDocument);
  }
  return documents;
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

export function loadExportedDataset(ndjsonPath: string, perspective: Perspective = "published"): SanityDocument[] {
  const documents = parseNdjson(readFileSync(ndjsonPath, "utf8"), ndjsonPath);
  return perspective === "drafts" ? toDraftsPerspective(documents) : toPublishedDataset(documents);
}
