// Whether the production build (build/) is older than the sources it is built from: `npm start` then builds
// first, and the end-to-end tests refuse to run on it (they would test the old build, and a start that builds
// would replace build/ under the sites the other tests run).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export const BUILD_ENTRY = "build/server/index.js";
const SOURCES = ["app", "server", "public", "package.json", "vite.config.ts", "vite.preview.config.ts", "vite.form.config.ts", "react-router.config.ts"];

/** A source file changed after the build, or the build's entry when there is no build; undefined when the build is current. */
export function newerThanBuild(root = ".") {
  const entry = path.join(root, BUILD_ENTRY);
  const built = statSync(entry, { throwIfNoEntry: false });
  if (!built) return entry;
  const newer = (file) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    if (!stats.isDirectory()) return stats.mtimeMs > built.mtimeMs ? file : undefined;
    for (const name of readdirSync(file)) {
      const found = newer(path.join(file, name));
      if (found) return found;
    }
    return undefined;
  };
  for (const source of SOURCES) {
    const found = newer(path.join(root, source));
    if (found) return found;
  }
  return undefined;
}
