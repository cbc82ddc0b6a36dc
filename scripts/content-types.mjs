/**
 * The site's content types come from the Studio's schema (studio/) and the
 * queries (app/content/queries.ts):
 *
 *   npm run content:types              list the blocks (studio/schemaTypes/blocks/index.ts and app/blocks/index.server.ts,
 *                                      from their folders' files),
 *                                      extract studio/schema.json (studio/extract-schema.ts), generate app/content/sanity.types.ts and
 *                                      app/content/studio-fields.json (the fields' titles, for the launch check)
 *   npm run content:types -- --check   regenerate them into a temporary folder and fail if the committed ones differ
 *     [--queries <file>]               (tests: read the queries from another file, as if it were the module, and
 *                                      regenerate only the types, from the committed schema: nothing else reads
 *                                      the queries, and the schema's extraction is the slowest step)
 *
 * Both steps run offline.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureStudio, quietSanityEnv, studioDir } from "./ensure-studio.mjs";
import { writeBlockRegistry } from "./lib/block-registry.mjs";

const committed = {
  blocks: path.join(studioDir, "schemaTypes/blocks/index.ts"),
  registry: path.resolve(studioDir, "../app/blocks/index.server.ts"),
  schema: path.join(studioDir, "schema.json"),
  types: path.resolve(studioDir, "../app/content/sanity.types.ts"),
  fields: path.resolve(studioDir, "../app/content/studio-fields.json"),
};
const queriesModule = path.resolve(studioDir, "../app/content/queries.ts");
const queriesFlag = process.argv.indexOf("--queries");
const queries = queriesFlag === -1 ? queriesModule : path.resolve(process.argv[queriesFlag + 1]);
const typesOnly = queriesFlag !== -1;

function sanity(args) {
  const result = spawnSync(path.join(studioDir, "node_modules/.bin/sanity"), args, {
    cwd: studioDir,
    env: quietSanityEnv,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`sanity ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** Runs one of the Studio's own scripts, under tsx, with the path it writes to. */
function studioScript(script, outputPath) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(studioDir, script), outputPath], { cwd: studioDir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`studio/${script} failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Writes the blocks' lists (the Studio's, studio/write-block-list.ts, and the site's), the schema,
 * the types and the fields' titles (studio/field-titles.ts) to the given paths. The schema is
 * extracted from the committed lists: writing, those just written; checking, a stale list fails
 * by itself.
 */
function generate(blocksPath, registryPath, schemaPath, typesPath, configDir, fieldsPath) {
  studioScript("write-block-list.ts", blocksPath);
  writeBlockRegistry(path.dirname(committed.registry), registryPath);
  studioScript("field-titles.ts", fieldsPath);
  studioScript("extract-schema.ts", schemaPath);
  generateTypes(schemaPath, typesPath, configDir);
}

/** Writes the types of the queries, read against the schema at `schemaPath`. */
function generateTypes(schemaPath, typesPath, configDir) {
  const config = path.join(configDir, "sanity-typegen.json");
  const settings = JSON.parse(readFileSync(path.join(studioDir, "sanity-typegen.json"), "utf8"));
  writeFileSync(config, JSON.stringify({ ...settings, path: queries, schema: schemaPath, generates: typesPath }));
  sanity(["typegen", "generate", "--config-path", config]);
}

function main(check) {
  ensureStudio("to generate the content types");
  const work = mkdtempSync(path.join(tmpdir(), "act-content-types-"));
  try {
    if (!check) {
      generate(committed.blocks, committed.registry, committed.schema, committed.types, work, committed.fields);
      console.log(
        `Wrote ${Object.values(committed)
          .map((file) => path.relative(process.cwd(), file))
          .join(", ")}.`,
      );
      return 0;
    }
    const types = path.join(work, "sanity.types.ts");
    const fresh = typesOnly
      ? { ...committed, types }
      : {
          blocks: path.join(work, "blocks.ts"),
          registry: path.join(work, "index.server.ts"),
          schema: path.join(work, "schema.json"),
          types,
          fields: path.join(work, "studio-fields.json"),
        };
    if (typesOnly) generateTypes(committed.schema, types, work);
    else generate(fresh.blocks, fresh.registry, fresh.schema, types, work, fresh.fields);
    // The generator notes where the schema came from; the temporary folder is not news.
    const note = (file) => `// Source: ${path.relative(studioDir, file)}\n`;
    const generated = readFileSync(types, "utf8").replaceAll(note(fresh.schema), note(committed.schema)).replaceAll(note(queries), note(queriesModule));
    writeFileSync(types, generated);
    const stale = Object.keys(committed).filter((key) => {
      try {
        return readFileSync(committed[key], "utf8") !== readFileSync(fresh[key], "utf8");
      } catch {
        return true;
      }
    });
    if (stale.length === 0) {
      console.log("Content types match the Studio's schema and the queries.");
      return 0;
    }
    for (const key of stale) {
      console.error(`${path.relative(process.cwd(), committed[key])} is out of date with the Studio's schema and the queries.`);
      spawnSync("diff", ["-u", committed[key], fresh[key]], { stdio: "inherit" });
    }
    console.error("Run `npm run content:types` and commit the result.");
    return 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  process.exitCode = main(process.argv.includes("--check"));
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
