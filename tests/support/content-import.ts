/**
 * `npm run content:import` as docs/content.md tells an operator to run it: an
 * export (data.ndjson with the content folder's images beside it) imported
 * into a content folder, checked against the Studio's schema. Loading npm, tsx
 * and the Studio's packages takes about ten seconds on these machines (the
 * Studio's validation, six of them), several times that beside other lanes:
 * a spec adds a budget per import it runs (`allowForImports`).
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { test } from "@playwright/test";
import type { SanityDocument } from "~/content/dataset.server";

const run = promisify(execFile);

export type ImportRun = { ok: boolean; output: string; ms: number };

/** What one import may take on a machine busy with other lanes. */
export const IMPORT_BUDGET_MS = 75_000;

/** Grows the running test's budget by one import's for each of the `imports` it runs. */
export function allowForImports(imports: number): void {
  test.setTimeout(test.info().timeout + imports * IMPORT_BUDGET_MS);
}

/** Imports these documents into `contentDir` (writing the export in a folder under `workDir`); a refusal is an answer, not a throw. */
export async function contentImport(documents: readonly SanityDocument[], contentDir: string, workDir: string): Promise<ImportRun> {
  const exportDir = mkdtempSync(path.join(workDir, "export-"));
  cpSync(path.join(contentDir, "images"), path.join(exportDir, "images"), { recursive: true });
  cpSync(path.join(contentDir, "files"), path.join(exportDir, "files"), { recursive: true });
  writeFileSync(path.join(exportDir, "data.ndjson"), documents.map((doc) => JSON.stringify(doc)).join("\n"));
  const started = performance.now();
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", "content:import", "--", path.join(exportDir, "data.ndjson"), "--target", contentDir]);
    return { ok: true, output: stdout + stderr, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr, ms: Math.round(performance.now() - started) };
  } finally {
    rmSync(exportDir, { recursive: true, force: true });
  }
}

/**
 * For a spec's `test.use`: each request on a connection of its own. An import takes about as long as the site
 * keeps an idle connection open (5 s), so a request right after one could go out on a connection the site was
 * closing at that moment, and fail with ECONNRESET before the site saw it.
 */
export const FRESH_CONNECTIONS = { extraHTTPHeaders: { connection: "close" } };
