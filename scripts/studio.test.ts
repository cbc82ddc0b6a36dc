import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

it("npm run studio without a project stops with what to set and where to read, before any install or stack trace", () => {
  const env = { ...process.env };
  delete env.SANITY_PROJECT_ID;
  delete env.SANITY_STUDIO_PROJECT_ID;
  // A blocking call holds the worker, so the test's own timeout could not end a hung run: this does.
  const result = spawnSync("node", ["scripts/studio.mjs"], { env, encoding: "utf8", timeout: 15_000 });
  expect(result.error, "scripts/studio.mjs finished").toBeUndefined();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("set SANITY_PROJECT_ID");
  expect(result.stderr).toContain("docs/editors.md");
  expect(result.stdout).not.toContain("Installing");
  expect(result.stderr).not.toMatch(/\n\s+at /);
});
