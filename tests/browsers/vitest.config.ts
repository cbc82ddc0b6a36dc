import { defineConfig } from "vitest/config";

// The cross-browser subset (npm run test:browsers): one file per engine, the three at once against the one
// site (the observing proxy keeps each engine's requests apart). One after the other, the phase left two
// cores 40 % idle (41 of 104 core-seconds, a fresh run): each engine waits on its pages more than it computes.
// A file name picks an engine: `npm run test:browsers -- webkit`.
export default defineConfig({
  test: {
    include: ["tests/browsers/{chromium,firefox,webkit}.test.ts"],
    globalSetup: ["tests/support/own-temp-dir.ts", "tests/browsers/global-setup.ts"],
    environment: "node",
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
