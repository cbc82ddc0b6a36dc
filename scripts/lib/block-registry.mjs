/**
 * The site's list of blocks (app/blocks/index.server.ts), written from the folder's modules: each
 * `app/blocks/<block>.server.tsx` but the page's drawing (sections.server.tsx) is one block, whose
 * module exports it as `export const <type> = defineBlock(`. `npm run content:types` writes it
 * beside the Studio's list and its --check compares, so a block's module is listed by being there;
 * the registry's type then holds the folder to the Studio's section types.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const NOT_BLOCKS = new Set(["sections.server.tsx"]);

/** Writes the registry of the blocks in `folder` (app/blocks) to `target`; throws, naming the module, when one exports no block. */
export function writeBlockRegistry(folder, target) {
  const modules = readdirSync(folder)
    .filter((file) => file.endsWith(".server.tsx") && !NOT_BLOCKS.has(file))
    .sort();
  const blocks = modules.map((file) => {
    const found = [...readFileSync(path.join(folder, file), "utf8").matchAll(/^export const (\w+) = defineBlock\b/gm)];
    if (found.length !== 1)
      throw new Error(`app/blocks/${file} defines ${found.length} blocks: a block's module exports its one block, \`export const <type> = defineBlock(…)\`.`);
    return { file, name: found[0][1] };
  });
  const text = `/**
 * Every block a built page can hold, one module each: written by \`npm run content:types\`
 * (scripts/lib/block-registry.mjs) from this folder's modules. Do not edit. Keyed by the section
 * types the Studio's schema generates, so a block the schema has and this folder lacks, or the
 * other way round, fails the typecheck.
 */
import type { Block, SectionType } from "./block";
${blocks.map(({ file, name }) => `import { ${name} } from "./${file.replace(/\.tsx$/, "")}";`).join("\n")}

export const BLOCKS = {
${blocks.map(({ name }) => `  ${name},\n`).join("")}  // biome-ignore lint/suspicious/noExplicitAny: each entry's shown section is its own; the key must be its type.
} satisfies { [T in SectionType]: Block<T, any> };
`;
  writeFileSync(target, text);
}
