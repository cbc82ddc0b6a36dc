/**
 * Reads a dataset in Sanity's export format (data.ndjson + images/ + files/) into the
 * shape the Content Lake serves: drafts left out, and the export's
 * `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"` placeholders
 * turned back into `asset: { _ref: "image-<sha1>-<w>x<h>-<ext>" }` references
 * (`file@file://./files/<sha1>.<ext>` into `file-<sha1>-<ext>`),
 * so queries and the image URL builder work unchanged.
 */
import { closeSync, openSync, readSync } from "node:fs";

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

const ASSET_FILE = /^image@file:\/\/\.\/images\/([a-f0-9]+-\d+x\d+)\.([a-z0-9]+)$/i;
const FILE_ASSET_FILE = /^file@file:\/\/\.\/files\/([a-f0-9]{40})\.([a-z0-9]+)$/i;

/**
 * The file an export's `_sanityAsset` placeholder names, relative to the
 * export's folder: `images/<name>` or `files/<name>`, a plain file name;
 * undefined for any other placeholder (`../`, a deeper folder, an absolute
 * path). The one rule `npm run content:import` and `content:export` read
 * placeholders by, so neither reads or writes a file outside the dataset.
 */
export function placeholderFile(placeholder: string): string | undefined {
  const file = /^(?:image|file)@file:\/\/\.\/((?:images|files)\/[^/\\]+)$/.exec(placeholder)?.[1];
  return file === undefined || file.endsWith("/.") || file.endsWith("/..") ? undefined : file;
}

export function isDraftId(id: string): boolean {
  return id.startsWith("drafts.") || id.startsWith("versions.");
}

/** The asset id Sanity gives an image file named `<sha1>-<w>x<h>.<ext>`, or any other file named `<sha1>.<ext>`. */
export function assetIdFromExportPath(path: string): string | undefined {
  const match = ASSET_FILE.exec(path);
  if (match) return `image-${match[1]}-${match[2]!.toLowerCase()}`;
  const file = FILE_ASSET_FILE.exec(path);
  return file ? `file-${file[1]}-${file[2]!.toLowerCase()}` : undefined;
}

/**
 * Turns the export's asset placeholders into references, in place, keeping
 * the keys in the order Sanity's API serves them. Only for documents nothing
 * else holds: a fresh parse, or a copy.
 */
function restoreAssetReferences(value: unknown): void {
  if (value === null || typeof value !== "object") return;
  // Stryker disable next-line BlockStatement: An array walked as an object visits the same items (Object.entries of an array), and an array has no _sanityAsset.
  if (Array.isArray(value)) {
    for (const item of value) restoreAssetReferences(item);
    return;
  }
  const record = value as Record<string, unknown>;
  const entries = Object.entries(record);
  if (typeof record._sanityAsset === "string") {
    for (const [key] of entries) delete record[key];
    for (const [key, inner] of entries) {
      const ref = key === "_sanityAsset" ? assetIdFromExportPath(inner as string) : undefined;
      if (ref) record.asset = { _type: "reference", _ref: ref };
      else if (key !== "_sanityAsset") record[key] = inner;
    }
  }
  for (const [, inner] of entries) restoreAssetReferences(inner);
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
      // Stryker disable next-line ConditionalExpression: A line that is JSON but not an object has no string _id, so the next check refuses it with the same message.
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

/** The documents (drafts included) as the Content Lake holds them: asset references restored (on a copy). */
export function withAssetReferences(documents: SanityDocument[]): SanityDocument[] {
  const copy = structuredClone(documents);
  restoreAssetReferences(copy);
  return copy;
}

/** Published documents only, with asset references restored (on a copy). */
export function toPublishedDataset(documents: SanityDocument[]): SanityDocument[] {
  return published(structuredClone(documents));
}

/**
 * The dataset as the Content Lake's "drafts" perspective shows it (on a
 * copy): a document's draft in place of its published version, under the
 * published id (with `_originalId` naming the draft), and drafts never
 * published included. Neither groq-js 1.x nor 2.x evaluates with a
 * perspective, so it is applied to the documents before querying.
 */
export function toDraftsPerspective(documents: SanityDocument[]): SanityDocument[] {
  return draftsPerspective(structuredClone(documents));
}

function published(documents: SanityDocument[]): SanityDocument[] {
  const kept = documents.filter((doc) => !isDraftId(doc._id));
  restoreAssetReferences(kept);
  return kept;
}

const DRAFT_PREFIX = "drafts.";

function draftsPerspective(documents: SanityDocument[]): SanityDocument[] {
  const byId = new Map<string, SanityDocument>();
  for (const doc of documents) if (!isDraftId(doc._id)) byId.set(doc._id, doc);
  for (const doc of documents) {
    if (!doc._id.startsWith(DRAFT_PREFIX)) continue;
    const id = doc._id.slice(DRAFT_PREFIX.length);
    byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  const shown = [...byId.values()];
  restoreAssetReferences(shown);
  return shown;
}

export type Perspective = "published" | "drafts";

/** Both perspectives from one reading of the file; a document without a draft is one object shared by the two. */
export function loadExportedPerspectives(ndjsonPath: string, origin = ndjsonPath): Record<Perspective, SanityDocument[]> {
  const documents = parseNdjsonLines(fileLines(ndjsonPath), origin);
  return { published: published(documents), drafts: draftsPerspective(documents) };
}

/** Read as parsed, so nothing is copied: a large export is never held twice while loading. */
export function loadExportedDataset(ndjsonPath: string, perspective: Perspective = "published", origin = ndjsonPath): SanityDocument[] {
  const documents = parseNdjsonLines(fileLines(ndjsonPath), origin);
  return perspective === "drafts" ? draftsPerspective(documents) : published(documents);
}
