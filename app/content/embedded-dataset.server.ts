/**
 * The embedded dataset file (CONTENT_DIR/data.ndjson) and the last good copy
 * of it, kept under DATA_DIR: a file that cannot be read must not take the
 * site down. Every good read is kept, written whole (a copy beside,
 * renamed into place); a file that cannot be read is reported (a log line
 * naming the file and the line, a source failure for the metrics) and the
 * documents read before are served: in a running server those in memory, at
 * start-up the kept copy. Only with no good copy at all does the site refuse
 * to start, naming the line.
 */
import { copyFileSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { loadExportedPerspectives, type Perspective, type SanityDocument } from "./dataset.server";
import { datasetMinimumProblem } from "./dataset-minimum.server";
import { FILE_TYPES, fileAssetName } from "./file-assets";

/** Where the last good copy is kept, under DATA_DIR. */
export const KEPT_DATASET_FILE = "last-good-content.ndjson";

export type DatasetDocuments = Record<Perspective, SanityDocument[]>;

function stampOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "missing";
  }
}

/** Every file asset id the documents reference, walking their values. */
function fileRefs(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) fileRefs(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "_ref" && typeof inner === "string" && fileAssetName(inner)) found.add(inner);
      else fileRefs(inner, found);
    }
  }
  return found;
}

/**
 * The `sanity.fileAsset` documents the Content Lake would hold for the files the
 * documents reference (an export leaves asset documents out): their size and type read
 * from CONTENT_DIR/files, so a query's `asset->size` answers as in Sanity mode. A
 * file the folder lacks gets no asset (the import refuses such a dataset).
 */
export function fileAssets(documents: DatasetDocuments, filesDir: string): SanityDocument[] {
  const refs = fileRefs(documents.drafts, fileRefs(documents.published, new Set()));
  return [...refs].flatMap((id) => {
    const { sha1, extension, file } = fileAssetName(id)!;
    let size: number;
    try {
      size = statSync(path.join(filesDir, file)).size;
    } catch {
      return [];
    }
    return [
      {
        _id: id,
        _type: "sanity.fileAsset",
        sha1hash: sha1,
        extension,
        mimeType: FILE_TYPES[extension as keyof typeof FILE_TYPES] ?? "application/octet-stream",
        size,
      },
    ];
  });
}

/** The file's documents when they are a dataset the site can serve; throws, in plain words, when not. */
function loadGoodDataset(file: string, origin: string, filesDir: string): DatasetDocuments {
  const documents = loadExportedPerspectives(file, origin);
  const problem = datasetMinimumProblem(documents.published, origin);
  if (problem) throw new Error(problem);
  const assets = fileAssets(documents, filesDir);
  return { published: [...documents.published, ...assets], drafts: [...documents.drafts, ...assets] };
}

export class EmbeddedDataset {
  readonly file: string;
  readonly keptFile: string;
  /** The files documents hold (PDFs), CONTENT_DIR/files. */
  readonly filesDir: string;
  /** The file's stamp when it was last read, good or not. */
  private stamp = "";
  /** Why the file cannot be read, while it cannot; undefined when the documents served are the file's. */
  problem: string | undefined;
  /** When the documents served were last known to be the file's (ms since the epoch). */
  private goodAt = 0;

  constructor(
    env: Pick<Env, "CONTENT_DIR" | "DATA_DIR">,
    private readonly log: Logger,
  ) {
    this.file = path.resolve(env.CONTENT_DIR, "data.ndjson");
    this.keptFile = path.resolve(env.DATA_DIR, KEPT_DATASET_FILE);
    this.filesDir = path.resolve(env.CONTENT_DIR, "files");
  }

  /**
   * At start-up: the file's documents, else (reported) the kept copy's. Throws,
   * naming the file and the line, when neither can be read.
   */
  open(): DatasetDocuments {
    const read = this.readFile();
    if ("documents" in read) return read.documents;
    let kept: DatasetDocuments;
    try {
      kept = loadGoodDataset(this.keptFile, this.keptFile, this.filesDir);
    } catch {
      throw new Error(`${read.problem}. No good copy of the content is kept (${this.keptFile}) to serve instead: fix the file and start again.`);
    }
    this.goodAt = statSync(this.keptFile).mtimeMs;
    this.log.error(
      { file: this.file, problem: read.problem, serving: this.keptFile },
      "the embedded dataset cannot be read: serving the last good copy until the file is fixed",
    );
    return kept;
  }

  /**
   * Reads the file again if it changed: its documents when it did and can be
   * read; undefined when it did not change or cannot be read (then `problem`
   * says why, and the documents served before stay).
   */
  reload(): DatasetDocuments | undefined {
    const now = stampOf(this.file);
    if (now === this.stamp) {
      if (this.problem === undefined) this.goodAt = Date.now();
      return undefined;
    }
    // Missing for a moment while an import renames the content folder into place: the next check reads it.
    if (now === "missing" && this.problem === undefined) return undefined;
    const read = this.readFile();
    if ("documents" in read) {
      this.log.info({ documents: read.documents.published.length }, "content export changed: reloaded");
      return read.documents;
    }
    this.log.error({ file: this.file, problem: read.problem }, "the embedded dataset cannot be read: keeping the documents loaded before");
    return undefined;
  }

  /** How long ago the documents served were last known to be the file's; 0 while they are. */
  staleForMs(now = Date.now()): number {
    return this.problem === undefined ? 0 : Math.max(0, now - this.goodAt);
  }

  /**
   * Copies the file beside the kept one and reads the copy: what is kept is
   * exactly what was read. A good copy replaces the kept one whole.
   */
  private readFile(): { documents: DatasetDocuments } | { problem: string } {
    this.stamp = stampOf(this.file);
    const copy = `${this.keptFile}.${process.pid}.reading`;
    let from = copy;
    try {
      mkdirSync(path.dirname(copy), { recursive: true });
      copyFileSync(this.file, copy);
    } catch (error) {
      if (stampOf(this.file) === "missing") return this.failed(`${this.file} does not exist`);
      // DATA_DIR cannot be written: the file is still served, but no copy is kept.
      this.log.warn({ err: error, dataDir: path.dirname(this.keptFile) }, "cannot keep a copy of the embedded dataset");
      from = this.file;
    }
    try {
      const documents = loadGoodDataset(from, this.file, this.filesDir);
      if (from === copy) renameSync(copy, this.keptFile);
      this.problem = undefined;
      this.goodAt = Date.now();
      return { documents };
    } catch (error) {
      return this.failed((error as Error).message);
    } finally {
      rmSync(copy, { force: true });
    }
  }

  private failed(problem: string): { problem: string } {
    this.problem = problem;
    return { problem };
  }
}
