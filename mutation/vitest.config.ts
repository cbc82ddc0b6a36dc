import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import base from "../vitest.config";
import { FailedSetupReporter } from "./failed-setup-reporter";
import { TARGETS } from "./targets";

// The tests of one mutation target (MUTATION_TARGET), run by Stryker's Vitest runner.
const target = TARGETS.find((candidate) => candidate.name === process.env.MUTATION_TARGET);
if (!target) throw new Error(`MUTATION_TARGET must be one of ${TARGETS.map((candidate) => candidate.name).join(", ")}`);

// MUTATION_TESTS (comma-separated globs) replaces the target's tests, to measure a baseline with fewer.
const tests = process.env.MUTATION_TESTS?.split(",") ?? target.tests;

export default defineConfig({
  ...base,
  root: fileURLToPath(new URL("..", import.meta.url)),
  // Only for Stryker's runner, which reads results from Vitest's state: no console reporter, and one that makes a
  // file failing before its tests count as failing. Each file in a module graph of its own, as the scores were measured.
  test: { ...base.test, isolate: true, include: [...tests, "mutation/loads.test.ts"], reporters: [new FailedSetupReporter()] },
});
