/**
 * Installs the Studio's packages (studio/, its own lockfile) when they are
 * missing or older than studio/package-lock.json. The site itself never needs
 * them: only the Studio, its build, the type generator and the schema
 * checks of `npm test` and `npm run content:import` do.
 *
 *   node scripts/ensure-studio.mjs [why]
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../studio");
const stamp = path.join(studioDir, "node_modules", ".installed-from-lock");

/** Settings for every Sanity CLI run here: no update check, no telemetry (works offline). DO_NOT_TRACK stops
 * the sending; only CI stops the CLI's telemetry notice (it reads no SANITY_TELEMETRY_DISABLED). */
export const quietSanityEnv = { ...process.env, NO_UPDATE_NOTIFIER: "1", CI: "1", DO_NOT_TRACK: "1" };

function lockHash() {
  return createHash("sha256")
    .update(readFileSync(path.join(studioDir, "package-lock.json")))
    .digest("hex");
}

export function ensureStudio(why = "for the Studio") {
  const wanted = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return;
  console.log(`Installing the Studio's packages ${why} (npm ci in studio/, about 3 minutes and 500 MB the first time)…`);
  const started = Date.now();
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: studioDir, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error("Installing the Studio's packages failed (npm ci in studio/): see the output above.");
  }
  writeFileSync(stamp, wanted);
  console.log(`Studio packages installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureStudio(process.argv[2]);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
