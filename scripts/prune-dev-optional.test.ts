import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { devOptionalPaths } from "./prune-dev-optional.mjs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, object> };

/** The packages the image's node_modules keeps: npm's production tree, less what the Containerfile's pruning removes. */
function imageTree(): string[] {
  const removed = devOptionalPaths(lock).map((key) => path.resolve(key));
  // A blocking call holds the worker, so the test's own timeout could not end a hung npm: this does.
  const production = execFileSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 15_000 })
    .split("\n")
    .filter((line) => line.includes(`${path.sep}node_modules${path.sep}`));
  return production.filter((dir) => !removed.some((gone) => dir === gone || dir.startsWith(`${gone}${path.sep}`)));
}

const named = (tree: string[], name: string) => tree.some((dir) => dir.endsWith(`${path.sep}node_modules${path.sep}${name}`));

describe("the container image's production install", () => {
  it("holds none of the build and test tools production packages name only as optional peers", () => {
    const tree = imageTree();
    for (const tool of ["vite", "vitest", "tsx", "typescript"]) expect(named(tree, tool), tool).toBe(false);
    // Everything the server loads stays, sharp's native binary (an optional dependency) among it.
    for (const needed of ["express", "react-dom", "react-router", "@react-router/express", "better-sqlite3", "pg", "sharp", "@img/sharp-linux-x64"]) {
      if (needed.startsWith("@img/") && process.arch !== "x64") continue;
      expect(named(tree, needed), needed).toBe(true);
    }
  });

  it("is what the Containerfile's build stage runs, right after npm's own pruning", () => {
    const containerfile = readFileSync("Containerfile", "utf8");
    expect(containerfile).toMatch(/npm prune --omit=dev[^\n]*\\\n\s*&& node scripts\/prune-dev-optional\.mjs/);
    expect(readFileSync(".dockerignore", "utf8").split("\n")).toContain("!scripts/prune-dev-optional.mjs");
  });
});
