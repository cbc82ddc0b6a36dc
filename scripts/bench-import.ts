/**
 * `npm run bench:import -- [--articles 100000] [--no-studio]`: how long
 * `npm run content:import` takes on an export of the sample with many
 * articles, and how that time grows, at a tenth, a third and all of them.
 * Printed figures, never asserted: an import that grows faster than its
 * documents (a scan of the dataset per document) shows as a ratio of time per
 * document far above 1 between the sizes. `--no-studio` leaves out the
 * Studio's rules (its packages need installing) and measures the import's own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { wholeNumberOption } from "./lib/number-option";
import { importDataset } from "./content-import";
import { writeManyArticles } from "./lib/many-articles";

const { values: options } = parseArgs({
  options: { articles: { type: "string", default: "100000" }, "no-studio": { type: "boolean", default: false } },
});
const articles = wholeNumberOption("articles", options.articles);
const studio = !options["no-studio"];
if (!Number.isInteger(articles) || articles < 10) {
  console.error("Usage: npm run bench:import -- [--articles N (at least 10)] [--no-studio]");
  process.exit(2);
}

const root = mkdtempSync(path.join(tmpdir(), "act-bench-import-"));
try {
  console.log(`content:import of the sample with N articles (${studio ? "with" : "without"} the Studio's rules):`);
  console.log("      N   seconds   ms per 1,000 documents");
  let previous: number | undefined;
  for (const n of [Math.round(articles / 10), Math.round(articles / 3), articles]) {
    const source = path.join(root, `export-${n}`);
    writeManyArticles("content", source, n);
    const started = performance.now();
    await importDataset(path.join(source, "data.ndjson"), path.join(root, `content-${n}`), studio ? {} : { check: async () => [] });
    const seconds = (performance.now() - started) / 1000;
    const perThousand = (seconds * 1000 * 1000) / n;
    const growth = previous === undefined ? "" : `   (x${(perThousand / previous).toFixed(2)} per document against the size before)`;
    console.log(`${String(n).padStart(7)}   ${seconds.toFixed(1).padStart(7)}   ${perThousand.toFixed(1).padStart(8)}${growth}`);
    previous = perThousand;
    rmSync(source, { recursive: true, force: true });
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
