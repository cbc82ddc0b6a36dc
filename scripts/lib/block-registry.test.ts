/**
 * The site's list of blocks, as `npm run content:types` writes it from app/blocks/: every block's
 * module but the page's drawing, and refused, naming the module, when one does not export its block.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeBlockRegistry } from "./block-registry.mjs";

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function folderOf(files: Record<string, string>) {
  folder = mkdtempSync(path.join(tmpdir(), "act-block-registry-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

const block = (type: string) => `import { defineBlock } from "./block";\n\nexport const ${type} = defineBlock({ type: "${type}" });\n`;

describe("the site's list of blocks", () => {
  it("lists each block's module, keyed by its type, and not the page's drawing or other files", () => {
    const blocks = folderOf({
      "b-band.server.tsx": block("bBand"),
      "a-band.server.tsx": block("aBand"),
      "sections.server.tsx": "export const drawn = 1;\n",
      "a-band.server.test.tsx": "",
      "block.ts": "",
    });
    const target = path.join(blocks, "index.server.ts");
    writeBlockRegistry(blocks, target);
    const registry = readFileSync(target, "utf8");
    expect(registry).toContain('import { aBand } from "./a-band.server";\nimport { bBand } from "./b-band.server";\n');
    expect(registry).toMatch(/export const BLOCKS = \{\n {2}aBand,\n {2}bBand,\n/);
    expect(registry).not.toContain("sections");
  });

  it("refuses a module that does not export its one block, naming it", () => {
    const blocks = folderOf({ "a-band.server.tsx": block("aBand"), "helper.server.tsx": "export const helper = 1;\n" });
    expect(() => writeBlockRegistry(blocks, path.join(blocks, "index.server.ts"))).toThrow(/app\/blocks\/helper\.server\.tsx defines 0 blocks/);
  });
});
