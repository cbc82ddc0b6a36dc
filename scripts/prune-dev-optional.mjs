/**
 * The Containerfile's last step of the production install, after `npm prune --omit=dev`: removes the packages
 * the lockfile marks `devOptional`, development dependencies that a production package names only as an
 * optional peer (vite, vitest, tsx and typescript, through @react-router/express and get-it, with what they
 * bring: about 60 MB). npm keeps those: it drops them only with `--omit=optional` (`--omit=peer` does not
 * reach an optional peer that is also a development dependency), which would also drop sharp's native
 * binary, an optional dependency the server needs. A package marked so is, by npm's own reckoning, never
 * required in production. Plain Node: the build stage runs it without tsx.
 *
 *   node scripts/prune-dev-optional.mjs [directory]    (default: the working directory)
 */
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The lockfile paths (node_modules/…) of the packages production needs only as optional peers. */
export function devOptionalPaths(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([key, entry]) => key !== "" && entry.devOptional === true)
    .map(([key]) => key);
}

/** Removes them under `root`, and the command links in node_modules/.bin left pointing at nothing. */
export function pruneDevOptional(root) {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const removed = devOptionalPaths(lock).filter((key) => existsSync(path.join(root, key)));
  for (const key of removed) rmSync(path.join(root, key), { recursive: true, force: true });
  const bin = path.join(root, "node_modules", ".bin");
  if (existsSync(bin)) {
    for (const name of readdirSync(bin)) {
      const link = path.join(bin, name);
      if (lstatSync(link).isSymbolicLink() && !existsSync(link)) rmSync(link);
    }
  }
  return removed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? ".");
  if (!statSync(path.join(root, "node_modules")).isDirectory()) throw new Error(`no node_modules in ${root}`);
  const removed = pruneDevOptional(root);
  console.log(`removed ${removed.length} packages production needs only as optional peers`);
}
