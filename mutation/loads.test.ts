/**
 * Each mutated module of the target loads. A mutant in code that runs when a
 * module loads (a "static" mutant) that makes it throw fails every test file
 * importing it, but those files then report no test at all, which Stryker's
 * Vitest runner counts as survived; here it is one failing test.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TARGETS } from "./targets";

const target = TARGETS.find((candidate) => candidate.name === process.env.MUTATION_TARGET);

describe.runIf(target)("the mutated modules", () => {
  it.each(target?.mutate ?? [])("%s loads", async (file) => {
    await expect(import(/* @vite-ignore */ path.resolve(import.meta.dirname, "..", file))).resolves.toBeDefined();
  });
});
