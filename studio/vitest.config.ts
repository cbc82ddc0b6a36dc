import { defineConfig } from "vitest/config";

// The Studio's own tests (run by `npm run test:studio` from the repository root,
// once the Studio's packages are installed).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "dist/**"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
