import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterEach, expect, test } from "vitest";
import ownTempDir from "./own-temp-dir";

const before = process.env.TMPDIR;
afterEach(() => {
  if (before === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = before;
});

test("this run's workers make their scratch folders in the run's own folder (vitest.config.ts's global setup)", () => {
  expect(basename(tmpdir())).toMatch(/^act-test-run-/);
});

test("a run's scratch folders are made in its own folder, and the end of the run removes them with all they hold", () => {
  const outer = tmpdir();
  const teardown = ownTempDir();
  const own = tmpdir();
  expect(dirname(own)).toBe(outer);
  // Other users' processes (the PostgreSQL clusters run as postgres) make their folders there as they do in /tmp.
  expect(statSync(own).mode & 0o7777).toBe(0o1777);
  // What a test leaves behind: a folder of its own, with files in it.
  const left = mkdtempSync(join(tmpdir(), "act-left-"));
  mkdirSync(join(left, "data"));
  writeFileSync(join(left, "data", "enquiries.db"), "x");

  teardown();
  expect(existsSync(own)).toBe(false);
  expect(tmpdir()).toBe(outer);
});
