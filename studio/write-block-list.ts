/**
 * The blocks a built page can hold are the files of ./schemaTypes/blocks/, one each: its Studio
 * type and its `insertMenuOrder`, where the Sections field's insert menu offers it. This writes
 * their list, in that order, to the path given (./schemaTypes/blocks/index.ts), which the page's
 * Sections field and the schema read: `npm run content:types` runs it (and its --check compares),
 * so a block is offered to editors, and typed for the site, by its file alone.
 *
 *   node --import tsx write-block-list.ts <output> [<folder>]   (the folder: tests give one of their own)
 */
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const folder = path.resolve(process.argv[3] ?? path.join(import.meta.dirname, "schemaTypes/blocks"));
const files = readdirSync(folder).filter((file) => file.endsWith(".ts") && file !== "index.ts" && !file.endsWith(".test.ts"));

type Entry = { file: string; exported: string; order: number };
const entries: Entry[] = [];
const problems: string[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>;
  const types = Object.entries(module).filter(([, value]) => typeof value === "object" && value !== null && (value as { type?: unknown }).type === "object");
  const order = module.insertMenuOrder;
  if (types.length !== 1) problems.push(`${file} exports ${types.length} object types: a block's file exports its one Studio type.`);
  else if (typeof order !== "number") problems.push(`${file} has no insertMenuOrder: export the number that places it in the insert menu.`);
  else entries.push({ file, exported: types[0]![0], order });
}
entries.sort((a, b) => a.order - b.order);
for (const [index, entry] of entries.entries())
  if (index > 0 && entries[index - 1]!.order === entry.order)
    problems.push(`${entries[index - 1]!.file} and ${entry.file} share insertMenuOrder ${entry.order}: give each its own place.`);
if (problems.length > 0) {
  console.error(`studio/schemaTypes/blocks/:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  process.exit(1);
}

const byImport = [...entries].sort((a, b) => a.file.localeCompare(b.file));
const text = `/**
 * A built page's section types, in the order the insert menu offers them: written by
 * \`npm run content:types\` (studio/write-block-list.ts) from this folder's files, each sorted by its
 * \`insertMenuOrder\`. Do not edit: add, remove or move a block in its own file.
 */
${byImport.map((entry) => `import { ${entry.exported} } from "./${entry.file.replace(/\.ts$/, "")}";`).join("\n")}

export const SECTIONS = [
${entries.map((entry) => `  ${entry.exported},\n`).join("")}] as const;

export const SECTION_TYPES = SECTIONS.map((section) => section.name);
`;
writeFileSync(process.argv[2]!, text);
