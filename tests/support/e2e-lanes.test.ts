/**
 * The end-to-end lanes (playwright.config.ts): every spec in tests/e2e runs in exactly one of them, as
 * Playwright itself lists them. A spec matched by no lane would never run and no run would say so; one
 * matched by two would run twice, beside itself.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const specs = readdirSync(path.join(root, "tests/e2e")).filter((name) => name.endsWith(".spec.ts"));
/** Playwright loads every spec to list it: a budget per spec (3.6 s for 60 here, quiet). */
const PER_SPEC_MS = 1_000;

type Suite = { file: string; specs: { tests: { projectName: string }[] }[]; suites?: Suite[] };

function projectsOf(suite: Suite): string[] {
  return [...suite.specs.flatMap((spec) => spec.tests.map((test) => test.projectName)), ...(suite.suites ?? []).flatMap(projectsOf)];
}

describe("the end-to-end lanes", () => {
  it("run every spec file in exactly one lane", { timeout: specs.length * PER_SPEC_MS }, async () => {
    const { stdout } = await promisify(execFile)(path.join(root, "node_modules/.bin/playwright"), ["test", "--list", "--reporter", "json"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const listed = JSON.parse(stdout) as { config: { projects: { name: string }[] }; suites: Suite[] };
    const lanes = new Map(listed.suites.map((suite) => [suite.file, [...new Set(projectsOf(suite))]]));
    expect(specs.length).toBeGreaterThan(50);
    expect(specs.filter((spec) => lanes.get(spec)?.length !== 1).map((spec) => `${spec}: ${lanes.get(spec)?.join(", ") || "no lane"}`)).toEqual([]);
    // No lane is left with nothing to run (a glob that matches no spec).
    expect([...new Set([...lanes.values()].flat())].sort()).toEqual(listed.config.projects.map((project) => project.name).sort());
  });
});
