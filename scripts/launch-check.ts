/**
 * `npm run launch-check`: exits 1, listing each item in plain words with where
 * to change it, while anything still reads as sample or is unset for a public
 * site (server/launch-check.ts); 0 when nothing does. Reads the settings and
 * the content the site would serve: run it with the production environment.
 */
import path from "node:path";
import { createContentSource } from "~/content/content.server";
import { loadExportedPerspectives } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { parseEnv } from "~/lib/env.server";
import { createLogs } from "~/lib/logger.server";
import { formatLaunchItems, launchCheck } from "../server/launch-check";

async function main() {
  try {
    const env = parseEnv(process.env);
    // The embedded dataset read as it is, once, published and with its drafts: the check changes nothing under DATA_DIR.
    const embedded = env.SANITY_PROJECT_ID ? undefined : loadExportedPerspectives(path.resolve(env.CONTENT_DIR, "data.ndjson"));
    const source = embedded ? new EmbeddedSource(embedded.published) : createContentSource(env, createLogs(env.LOG_LEVEL).log);
    const items = await launchCheck(env, process.env, source, { drafts: embedded && new EmbeddedSource(embedded.drafts) });
    console.log(formatLaunchItems(items));
    if (items.length > 0 && !env.SANITY_PROJECT_ID) {
      console.log(
        "This site shows the embedded dataset (CONTENT_DIR): change its content in a Sanity Studio and bring it here with npm run content:import, or serve it from Sanity.",
      );
    }
    process.exit(items.length === 0 ? 0 : 1);
  } catch (error) {
    console.error(`The launch check could not run: ${(error as Error).message}`);
    process.exit(2);
  }
}

await main();
