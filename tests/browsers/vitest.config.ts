import { defineConfig } from "vitest/config";

// The cross-browser subset (npm run test:browsers): one file per engine, one after the other, since
// the site and each browser already use both cores of the CI machines. A file name picks an engine:
// `npm run test:browsers -- webkit`.
export default defineConfig({
  test: {
    include: ["tests/browsers/{chromium,firefox,webkit}.test.ts"],
    globalSetup: ["tests/support/own-temp-dir.ts", "tests/browsers/global-setup.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
