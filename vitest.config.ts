import { defineConfig } from "vitest/config";

// Unit and integration tests live next to the code they test. The React Router
// plugin is left out on purpose: tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "tests/browsers/observing-proxy.test.ts",
      "mutation/*.test.ts",
    ],
    environment: "node",
    // Each run makes its scratch folders in a folder of its own, removed at the end.
    globalSetup: ["tests/support/own-temp-dir.ts"],
    testTimeout: 20_000,
    // Most files wait on PostgreSQL, SMTP on loopback or child processes rather than compute: three at a time
    // on two cores took the suite from 93 s to 40 s (Vitest's default here is one, a core less than there are).
    maxWorkers: 3,
    // A worker runs its files one after another in the same module graph, not each in a fresh one: no module holds
    // state of its own (each process builds its parts in one composition root), and loading the graph again for
    // every file was a third of the phase's CPU (112.7 -> 79.3 core-seconds, 59.1 -> 42.3 s; medians of 5).
    isolate: false,
  },
});
