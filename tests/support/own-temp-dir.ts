/**
 * A test run's own temporary folder: a global setup for Vitest and Playwright alike. The tests make
 * their scratch datasets, databases and servers' folders under `os.tmpdir()` and many leave them
 * there (a failed test always does); the workers and every process they start inherit TMPDIR from
 * here, so the run's teardown removes all of it and the machine's /tmp does not grow by hundreds of
 * folders a run.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function ownTempDir(): () => void {
  const outer = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), "act-test-run-"));
  // As open as /tmp itself: the tests' PostgreSQL clusters run as the postgres user, under this folder.
  chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  return () => {
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
