/**
 * `npm run content:export -- [production.tar.gz]`
 *
 * The embedded dataset (CONTENT_DIR) as the archive `sanity dataset export`
 * writes, so that `sanity dataset import` seeds a Sanity project with it
 * (docs/going-live.md). The format is @sanity/export's: a gzipped tar whose
 * one folder, `<dataset>-export-<date>`, holds `data.ndjson` (every document,
 * drafts included; no asset documents; each image or file field's reference
 * replaced by `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"`,
 * first among its keys), `images/`, `files/` and `assets.json` (each asset's
 * metadata, such as its original file name). `npm run content:import` reads
 * the same archives the other way.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { create } from "tar";
import { parseNdjson, placeholderFile, type SanityDocument } from "~/content/dataset.server";
import { parseEnv } from "~/lib/env.server";

const ASSET_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset"]);
/** An asset id the export turns into a file: `image-<sha1>-<w>x<h>-<ext>` or `file-<sha1>-<ext>`. */
const ASSET_ID = /^(image-[a-f0-9]{40}-\d+x\d+-[a-z]+|file-[a-f0-9]{40}-[a-z0-9]+)$/;
/** What @sanity/export leaves out of an asset document's metadata in assets.json. */
const NOT_METADATA = new Set(["_id", "_type", "assetId", "extension", "mimeType", "path", "uploadId", "url"]);

/** `image-<sha1>-<w>x<h>-<ext>` → `images/<sha1>-<w>x<h>.<ext>`, as the export names files. */
function exportPath(assetId: string): string {
  const [, kind, name, ext] = /^(image|file)-(.*?)(?:-([a-z0-9]+))?$/.exec(assetId)!;
  return `${kind}s/${name}.${ext ?? "bin"}`;
}

/**
 * A value in the export's form: a reference to an asset becomes a
 * `_sanityAsset` placeholder, and every placeholder comes first among its
 * object's keys, where @sanity/export puts it.
 */
function exportForm(value: unknown, files: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => exportForm(item, files));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const ref = (record.asset as { _ref?: unknown } | undefined)?._ref;
  let placeholder = typeof record._sanityAsset === "string" ? record._sanityAsset : undefined;
  const rest: Record<string, unknown> = {};
  if (typeof ref === "string" && ASSET_ID.test(ref)) {
    const file = exportPath(ref);
    placeholder = `${file.startsWith("images/") ? "image" : "file"}@file://./${file}`;
  }
  for (const [key, inner] of Object.entries(record)) {
    if (key === "_sanityAsset" || (placeholder && key === "asset")) continue;
    rest[key] = exportForm(inner, files);
  }
  if (placeholder === undefined) return rest;
  // The import's rule: a placeholder names a file of images/ or files/, nothing outside the dataset.
  const file = placeholderFile(placeholder);
  if (!file)
    throw new Error(`"${placeholder.slice(0, 120)}" names no file of the dataset's images/ or files/ folder: fix it (npm run content:import refuses it too)`);
  files.add(file);
  return { _sanityAsset: placeholder, ...rest };
}

export type ExportSummary = { archive: string; documents: number; files: number };

/** Writes the archive of the dataset in `contentDir` to `archive` (whole: written beside, renamed into place). */
export async function exportDataset(contentDir: string, archive: string, options: { dataset?: string; now?: Date } = {}): Promise<ExportSummary> {
  const ndjson = path.join(contentDir, "data.ndjson");
  if (!existsSync(ndjson)) throw new Error(`${ndjson} does not exist: CONTENT_DIR must be the folder of the embedded dataset.`);
  const documents = parseNdjson(readFileSync(ndjson, "utf8"), ndjson);

  const files = new Set<string>();
  const exported: unknown[] = [];
  const assets: Record<string, Record<string, unknown>> = existsSync(path.join(contentDir, "assets.json"))
    ? (JSON.parse(readFileSync(path.join(contentDir, "assets.json"), "utf8")) as Record<string, Record<string, unknown>>)
    : {};
  for (const doc of documents) {
    if (ASSET_TYPES.has(doc._type)) {
      // Asset documents travel as files and their metadata, not as documents.
      const meta = Object.fromEntries(Object.entries(doc).filter(([key]) => !NOT_METADATA.has(key)));
      const sha1 = /^(image|file)-([a-f0-9]{40})/.exec(doc._id);
      if (sha1 && Object.keys(meta).length > 0) assets[`${sha1[1]}-${sha1[2]}`] = { ...assets[`${sha1[1]}-${sha1[2]}`], ...meta };
      continue;
    }
    exported.push(exportForm(doc, files) as SanityDocument);
  }
  const missing = [...files].filter((file) => !existsSync(path.join(contentDir, file)));
  if (missing.length > 0) {
    throw new Error(`${missing.length} file(s) the documents use are missing from ${contentDir}, e.g. ${missing.slice(0, 3).join(", ")}`);
  }

  const dataset = options.dataset ?? "production";
  const folder = `${dataset}-export-${(options.now ?? new Date())
    .toISOString()
    .replace(/[^a-z0-9]/gi, "-")
    .toLowerCase()}`;
  const staging = mkdtempSync(path.join(tmpdir(), "act-content-export-"));
  try {
    mkdirSync(path.join(staging, "images"));
    mkdirSync(path.join(staging, "files"));
    writeFileSync(path.join(staging, "data.ndjson"), `${exported.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
    writeFileSync(path.join(staging, "assets.json"), JSON.stringify(assets));
    for (const file of [...files].sort()) cpSync(path.join(contentDir, file), path.join(staging, file));
    const partial = `${archive}.writing`;
    mkdirSync(path.dirname(archive), { recursive: true });
    const entries = [
      "data.ndjson",
      "assets.json",
      ...["images", "files"].flatMap((dir) => [
        `${dir}/`,
        ...readdirSync(path.join(staging, dir))
          .sort()
          .map((name) => `${dir}/${name}`),
      ]),
    ];
    await create({ gzip: true, file: partial, cwd: staging, prefix: folder, portable: true, noDirRecurse: true }, entries);
    renameSync(partial, archive);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return { archive, documents: exported.length, files: files.size };
}

async function main(argv: string[]) {
  const archive = path.resolve(argv.find((arg) => !arg.startsWith("--")) ?? "production.tar.gz");
  try {
    const env = parseEnv(process.env);
    const summary = await exportDataset(path.resolve(env.CONTENT_DIR), archive, { dataset: env.SANITY_DATASET });
    console.log(
      `Exported ${summary.documents} documents and ${summary.files} files to ${summary.archive}.\n` +
        `Seed a Sanity project with it (docs/going-live.md): npx sanity dataset import ${path.relative(process.cwd(), summary.archive)} ${env.SANITY_DATASET}`,
    );
  } catch (error) {
    console.error(`Nothing was exported: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
