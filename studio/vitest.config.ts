import { defineConfig } from "vitest/config";

const EXCLUDE = ["node_modules/**", "dist/**"];
/** Files that replace a module (vi.mock): each gets modules of its own. */
const MOCKING = ["components/tag-input.test.tsx", "actions/keep-former-slugs.test.ts"];

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
      { extends: true, test: { name: "mocks", include: MOCKING } },
      // The rest share each worker's modules: Sanity's package loads once per worker, not once per file.
      { extends: true, test: { name: "shared", include: ["**/*.test.ts", "**/*.test.tsx"], exclude: [...EXCLUDE, ...MOCKING], isolate: false } },
    ],
  },
});
