/**
 * The container image's build context (.dockerignore): it names, one by one, what the build stage may
 * read; a name left behind by a file that is gone lets anything take that name and reach the image.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("the container image's build context", () => {
  it("names only files and folders the repository has", () => {
    const named = readFileSync(path.join(root, ".dockerignore"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("!"))
      .map((line) => line.slice(1).replace(/\/$/, ""));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
  });
});
