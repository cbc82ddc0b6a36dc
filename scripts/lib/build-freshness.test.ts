import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_ENTRY, newerThanBuild } from "./build-freshness.mjs";

/** A checkout with a build and a source, each written at the given second. */
function checkout(files: Record<string, number>): string {
  const root = mkdtempSync(path.join(tmpdir(), "act-build-freshness-"));
  for (const [file, second] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "");
    utimesSync(path.join(root, file), second, second);
  }
  return root;
}

describe("whether the production build is older than its sources (npm start builds, the end-to-end tests refuse)", () => {
  it("names the build's entry when there is no build", () => {
    const root = checkout({ "app/root.tsx": 1_000 });
    expect(newerThanBuild(root)).toBe(path.join(root, BUILD_ENTRY));
  });

  it("names a source changed after the build, in a folder or at the top", () => {
    expect(newerThanBuild(checkout({ [BUILD_ENTRY]: 2_000, "app/routes/home.tsx": 3_000, "server/app.ts": 1_000 }))).toMatch(/app\/routes\/home\.tsx$/);
    expect(newerThanBuild(checkout({ [BUILD_ENTRY]: 2_000, "package.json": 3_000 }))).toMatch(/package\.json$/);
    expect(newerThanBuild(checkout({ [BUILD_ENTRY]: 2_000, "vite.form.config.ts": 3_000 }))).toMatch(/vite\.form\.config\.ts$/);
  });

  it("finds nothing when every source is older than the build, and ignores what the build is not made from", () => {
    expect(newerThanBuild(checkout({ [BUILD_ENTRY]: 2_000, "app/root.tsx": 1_000, "public/robots.txt": 1_999, "tests/e2e/x.spec.ts": 3_000 }))).toBeUndefined();
  });
});
