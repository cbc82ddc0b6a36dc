/**
 * `npm run content:import -- <export.tar.gz | data.ndjson> [--target content]`
 *
 * Replaces the embedded dataset with a real one: the archive that
 * `sanity dataset export` writes (documents and assets), or a bare NDJSON file
 * (whose images, if any, sit in an images/ folder beside it). The new dataset
 * is checked before anything is replaced, and swapped in whole.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseNdjson } from "../app/lib/content/dataset.server";
import { untar } from "./lib/untar";

type Dataset = { ndjson: Buffer; files: Map<string, Buffer> };

function fromArchive(file: string): Dataset {
  const entries = untar(readFileSync(file));
  const data = entries.find((entry) => path.posix.basename(entry.path) === "data.ndjson");
  if (!data) throw new Error(`${file} has no data.ndjson: is it a Sanity export?`);
  const root = path.posix.dirname(data.path);
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    const relative = root === "." ? entry.path : path.posix.relative(root, entry.path);
    if (/^(images|files)\/[^/]+$/.test(relative) || relative === "assets.json") files.set(relative, entry.data);
  }
  return { ndjson: data.data, files };
}

function fromNdjson(file: string): Dataset {
  const files = new Map<string, Buffer>();
  const dir = path.dirname(file);
  for (const folder of ["images", "files"]) {
    const full = path.join(dir, folder);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full)) files.set(`${folder}/${name}`, readFileSync(path.join(full, name)));
  }
  const assets = path.join(dir, "assets.json");
  if (existsSync(assets)) files.set("assets.json", readFileSync(assets));
  return { ndjson: readFileSync(file), files };
}

function referencedFiles(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedFiles(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "_sanityAsset" && typeof inner === "string") {
        const match = /^(?:image|file)@file:\/\/\.\/(.+)$/.exec(inner);
        if (match) found.add(match[1]!);
      } else referencedFiles(inner, found);
    }
  }
  return found;
}

export function importDataset(source: string, target: string): string {
  if (!existsSync(source)) throw new Error(`${source} does not exist.`);
  const dataset = source.endsWith(".ndjson") ? fromNdjson(source) : fromArchive(source);
  const documents = parseNdjson(dataset.ndjson.toString("utf8"), source);
  const missing = [...referencedFiles(documents)].filter((file) => !dataset.files.has(file));
  if (missing.length > 0) {
    throw new Error(`${missing.length} referenced asset file(s) are missing, e.g. ${missing.slice(0, 3).join(", ")}`);
  }

  const staging = `${target}.importing`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, "images"), { recursive: true });
  writeFileSync(path.join(staging, "data.ndjson"), dataset.ndjson);
  for (const [relative, data] of dataset.files) {
    mkdirSync(path.dirname(path.join(staging, relative)), { recursive: true });
    writeFileSync(path.join(staging, relative), data);
  }
  const readme = path.join(target, "README.md");
  if (existsSync(readme)) writeFileSync(path.join(staging, "README.md"), readFileSync(readme));

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
  return `Imported ${documents.length} documents and ${dataset.files.size} files into ${target}:\n${summary}\nA running server picks the new content up within moments.`;
}

function main(argv: string[]) {
  const args = argv.filter((arg) => !arg.startsWith("--"));
  const targetFlag = argv.indexOf("--target");
  const target = targetFlag === -1 ? "content" : argv[targetFlag + 1];
  const source = args.find((arg) => arg !== target);
  if (!source || !target) {
    console.error("Usage: npm run content:import -- <export.tar.gz | data.ndjson> [--target content]");
    process.exit(2);
  }
  try {
    console.log(importDataset(path.resolve(source), path.resolve(target)));
  } catch (error) {
    console.error(`Nothing was changed: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
