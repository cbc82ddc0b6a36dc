import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const EXCLUDE = ["node_modules/**", "dist/**"];
/**
 * The test files that replace a module (`vi.mock`), found by reading them: each gets modules of its own,
 * since a replaced module in a shared graph would reach the files after it.
 */
const MOCKING = testFiles(".").filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(import.meta.dirname, file), "utf8")));

function testFiles(folder: string): string[] {
  return readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// The Studio's own tests (run by `npm run test:studio` from the repository root,
// once the Studio's packages are installed).
export default defineConfig({
  // The site's modules these tests import (scripts/, tests/support/) reach app/ by the site's alias.
  resolve: { tsconfigPaths: true },
  // The Studio's tsconfig keeps JSX for Sanity's bundler; the tests compile it themselves, as React 19 does.
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    root: import.meta.dirname,
    environment: "node",
    // Each run makes its scratch folders in a folder of its own, removed at the end.
    globalSetup: ["../tests/support/own-temp-dir.ts"],
    testTimeout: 60_000,
    // Two at a time: the schema's files wait on the Sanity CLI's child processes (33 s -> 24 s on two cores).
    maxWorkers: 2,
    hookTimeout: 120_000,
    projects: [
      ...(MOCKING.length > 0 ? [{ extends: true as const, test: { name: "mocks", include: MOCKING } }] : []),
      // The rest share each worker's modules: Sanity's package loads once per worker, not once per file.
      { extends: true, test: { name: "shared", include: TESTS, exclude: [...EXCLUDE, ...MOCKING], isolate: false } },
    ],
  },
});
