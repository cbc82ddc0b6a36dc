/**
 * `npm run studio`: the Sanity Studio for local work. It edits a Sanity
 * project, so without one it stops here with what to set, before installing
 * anything or showing the Sanity CLI's own error.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureStudio, studioDir } from "./ensure-studio.mjs";

/** Why the Studio cannot start with these settings, or undefined when it can. */
export function studioProblem(env) {
  if (env.SANITY_PROJECT_ID || env.SANITY_STUDIO_PROJECT_ID) return undefined;
  return [
    "The Studio needs a Sanity project: set SANITY_PROJECT_ID (and SANITY_DATASET, default production), for example",
    "",
    "  SANITY_PROJECT_ID=abc123 npm run studio",
    "",
    "It also needs a Sanity account with access to that project, and an internet connection.",
    "Without a project the site serves the embedded content in content/ and there is nothing for the Studio to edit.",
    "See docs/editors.md (For administrators: The Sanity project).",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = studioProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  ensureStudio();
  const result = spawnSync("npm", ["run", "dev"], { cwd: studioDir, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
