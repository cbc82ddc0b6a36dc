import { defineConfig } from "vitest/config";

// Unit and integration tests live next to the code they test. The React Router
// plugin is left out on purpose: tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
