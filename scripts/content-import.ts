/**
 * `npm run content:import -- <export.tar.gz | data.ndjson> [--target content]`
 *
 * Replaces the embedded dataset with a real one: the archive that
 * `sanity dataset export` writes (documents and assets), or a bare NDJSON file
 * (whose images, if any, sit in an images/ folder beside it). The new dataset
 * is checked before anything is replaced, and swapped in whole.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assetIdFromExportPath, isDraftId, parseNdjson, placeholderFile, withAssetReferences, type SanityDocument } from "~/content/dataset.server";
import { datasetMinimumProblem } from "~/content/dataset-minimum.server";
import { list } from "tar";
import {
  builtPageAddresses,
  entriesWithoutKey,
  keepFormerSlugs,
  repeatedIds,
  typesWithFormerSlugs,
  type MovedPage,
  type RuleProblem,
} from "./lib/import-rules";

type Problem = { documentId: string; field: string; message: string; level: string };
/** Checks documents against the Studio's schema; returns what breaks its rules. */
export type SchemaCheck = (documents: SanityDocument[], assetIds: string[]) => Promise<Problem[]>;

/**
 * The Studio's own validation (studio/validation), loaded only here: it needs
 * the Studio's packages, which the site itself never installs.
 */
export const studioSchemaCheck: SchemaCheck = async (documents, assetIds) => {
  const { ensureStudio } = await import("./ensure-studio.mjs");
  ensureStudio("to check the export against the Studio's schema");
  const validator = new URL("../studio/validation/validate-dataset.ts", import.meta.url).href;
  const { validateDocuments } = (await import(validator)) as { validateDocuments: SchemaCheck };
  return validateDocuments(documents, assetIds);
};

/** What the content folder holds besides the dataset. */
const KEPT_IN_TARGET = ["README.md"];

/** The export's documents, and its files by their path in the export (`images/<name>`, `files/<name>`, `assets.json`). */
type Dataset = { ndjson: Buffer; file(relative: string): Buffer | undefined };

type TarEntry = { path: string; data: Buffer };

/** The regular files of the (gzipped) archive, in memory: the node-tar package reads every tar dialect `sanity dataset export` may write. */
function readArchive(file: string): TarEntry[] {
  const entries: TarEntry[] = [];
  let damaged: string | undefined;
  list({
    file,
    sync: true,
    strict: true,
    onwarn: (_code, message) => {
      damaged ??= message;
    },
    onReadEntry: (entry) => {
      if (entry.type !== "File") return entry.resume();
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => entries.push({ path: entry.path, data: Buffer.concat(chunks) }));
    },
  });
  if (damaged) throw new Error(`${file} is not a readable tar archive: ${damaged}`);
  return entries;
}

function fromArchive(file: string): Dataset {
  const entries = readArchive(file);
  const data = entries.find((entry) => path.posix.basename(entry.path) === "data.ndjson");
  if (!data) throw new Error(`${file} has no data.ndjson: is it a Sanity export?`);
  const root = path.posix.dirname(data.path);
  const files = new Map<string, Buffer>();
  for (const entry of entries) files.set(root === "." ? entry.path : path.posix.relative(root, entry.path), entry.data);
  return { ndjson: data.data, file: (relative) => files.get(relative) };
}

/** A bare data.ndjson: its files are read from beside it, and only those a document names. */
function fromNdjson(file: string): Dataset {
  const dir = path.dirname(file);
  return {
    ndjson: readFileSync(file),
    file: (relative) => {
      const full = path.join(dir, relative);
      return existsSync(full) ? readFileSync(full) : undefined;
    },
  };
}

/** The files the documents' placeholders name (by the rule of placeholderFile), and the placeholders that name none. */
function referencedFiles(documents: SanityDocument[]): { files: Set<string>; refused: RuleProblem[] } {
  const files = new Set<string>();
  const refused: RuleProblem[] = [];
  const visit = (value: unknown, doc: SanityDocument) => {
    if (Array.isArray(value)) for (const item of value) visit(item, doc);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key !== "_sanityAsset") visit(inner, doc);
        else if (typeof inner === "string") {
          const file = placeholderFile(inner);
          if (file) files.add(file);
          else
            refused.push({
              documentId: doc._id,
              field: "_sanityAsset",
              message: `"${inner.slice(0, 120)}" names no file of the export's images/ or files/ folder`,
            });
        }
      }
    }
  };
  for (const doc of documents) visit(doc, doc);
  return { files, refused };
}

/**
 * Published documents must pass every rule the Studio enforces before
 * publishing. Drafts may be unfinished, as in the Studio; their problems are
 * only reported.
 */
async function checkAgainstSchema(documents: SanityDocument[], files: Map<string, Buffer>, check: SchemaCheck) {
  const assetIds = [...files.keys()]
    .map((file) => assetIdFromExportPath(`${file.startsWith("files/") ? "file" : "image"}@file://./${file}`))
    .filter((id): id is string => id !== undefined);
  const problems = await check(withAssetReferences(documents), assetIds);
  const line = (p: Problem) => `  ${p.documentId} › ${p.field}: ${p.message}`;
  const blocking = problems.filter((p) => p.level === "error" && !isDraftId(p.documentId));
  const notes = problems.filter((p) => !blocking.includes(p));
  if (blocking.length > 0) {
    throw new Error(
      `${blocking.length} problem(s) in published documents break the Studio's rules (fix them in the Studio, publish, export again):\n${blocking.map(line).join("\n")}`,
    );
  }
  return notes.length > 0 ? `Notes (drafts and warnings, not blocking):\n${notes.map(line).join("\n")}\n` : "";
}

/**
 * A page whose slug differs from the one it has in the dataset being replaced
 * keeps the old one as a former slug (./lib/import-rules.ts).
 */
function keepFormerAddresses(documents: SanityDocument[], target: string): { pages: MovedPage[]; note: string } {
  const current = path.join(target, "data.ndjson");
  if (!existsSync(current)) return { pages: [], note: "" };
  let replaced: SanityDocument[];
  try {
    replaced = parseNdjson(readFileSync(current, "utf8"), current);
  } catch (error) {
    return { pages: [], note: `Note: the dataset being replaced cannot be read (${(error as Error).message}), so no former address was kept.\n` };
  }
  return { pages: keepFormerSlugs(documents, replaced, typesWithFormerSlugs()), note: "" };
}

export async function importDataset(source: string, target: string, { check = studioSchemaCheck }: { check?: SchemaCheck } = {}): Promise<string> {
  if (!existsSync(source)) throw new Error(`${source} does not exist.`);
  const dataset = source.endsWith(".ndjson") ? fromNdjson(source) : fromArchive(source);
  const documents = parseNdjson(dataset.ndjson.toString("utf8"), source);
  const minimum = datasetMinimumProblem(documents, source);
  if (minimum) throw new Error(`${minimum}. The content in ${target} is kept.`);
  const referenced = referencedFiles(documents);
  const broken: RuleProblem[] = [...repeatedIds(documents), ...entriesWithoutKey(documents), ...builtPageAddresses(documents), ...referenced.refused];
  if (broken.length > 0) {
    throw new Error(`${broken.length} problem(s) in the dataset:\n${broken.map((p) => `  ${p.documentId} › ${p.field}: ${p.message}`).join("\n")}`);
  }
  const moved = keepFormerAddresses(documents, target);
  if (moved.pages.length > 0) dataset.ndjson = Buffer.from(`${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  // Only the files some document uses: an export's other files would only take space.
  const files = new Map<string, Buffer>();
  const missing: string[] = [];
  for (const file of referenced.files) {
    const data = dataset.file(file);
    if (data) files.set(file, data);
    else missing.push(file);
  }
  if (missing.length > 0) {
    throw new Error(`${missing.length} referenced asset file(s) are missing, e.g. ${missing.slice(0, 3).join(", ")}`);
  }
  const assets = dataset.file("assets.json");
  if (assets) files.set("assets.json", assets);
  const notes = await checkAgainstSchema(documents, files, check);

  const staging = `${target}.importing`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, "images"), { recursive: true });
  writeFileSync(path.join(staging, "data.ndjson"), dataset.ndjson);
  for (const [relative, data] of files) {
    mkdirSync(path.dirname(path.join(staging, relative)), { recursive: true });
    writeFileSync(path.join(staging, relative), data);
  }
  // Not dataset: the folder's README stays.
  for (const kept of KEPT_IN_TARGET) {
    const from = path.join(target, kept);
    if (existsSync(from)) cpSync(from, path.join(staging, kept), { recursive: true });
  }

  const previous = `${target}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });

  const counts = new Map<string, number>();
  for (const doc of documents) {
    const kind = doc._id.startsWith("drafts.") ? `${doc._type} (draft, not shown)` : doc._type;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const summary = [...counts].map(([type, n]) => `  ${type}: ${n}`).join("\n");
  const forwarded = moved.pages.map((page) => `  ${page.type} ${page.id}: /${page.from} now forwards to /${page.to}\n`).join("");
  return `${notes}${moved.note}${forwarded ? `Former addresses kept (they answer 301):\n${forwarded}` : ""}Imported ${documents.length} documents and ${files.size} files into ${target}:\n${summary}\nA running server picks the new content up within moments.`;
}

async function main(argv: string[]) {
  const args = argv.filter((arg) => !arg.startsWith("--"));
  const targetFlag = argv.indexOf("--target");
  const target = targetFlag === -1 ? "content" : argv[targetFlag + 1];
  const source = args.find((arg) => arg !== target);
  if (!source || !target) {
    console.error("Usage: npm run content:import -- <export.tar.gz | data.ndjson> [--target content]");
    process.exit(2);
  }
  try {
    console.log(await importDataset(path.resolve(source), path.resolve(target)));
  } catch (error) {
    console.error(`Nothing was changed: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
