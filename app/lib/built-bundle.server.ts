/**
 * A browser bundle built apart from the site (vite.preview.config.ts, vite.form.config.ts) into
 * build/client/assets/<folder>/ with a manifest: the URL of its entry, read from the manifest once, on first
 * use; served from source by Vite in development; null when the build has none.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export function builtBundle(folder: string, entry: string): () => string | null {
  let url: string | null | undefined;
  return () => {
    if (import.meta.env.DEV) return `/${entry}`;
    if (url === undefined) {
      try {
        // Read from build/server/index.js, which this module is bundled into; the bundles are in build/client/assets.
        const manifest = path.join(path.dirname(fileURLToPath(import.meta.url)), "../client/assets", folder, ".vite/manifest.json");
        const file = (JSON.parse(readFileSync(manifest, "utf8")) as Record<string, { file: string }>)[entry]?.file;
        url = file ? `/assets/${folder}/${file}` : null;
      } catch {
        url = null;
      }
    }
    return url;
  };
}
