/**
 * The insert menu's list of blocks, as `npm run content:types` writes it from the blocks' folder: in
 * each file's insertMenuOrder, and refused in plain words, naming the file, when a file gives none or
 * two give the same.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A folder of blocks, each file written as given, and the writer run on it. */
function write(files: Record<string, string>) {
  folder = mkdtempSync(path.join(tmpdir(), "act-block-list-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const output = path.join(folder, "index.ts");
  const run = spawnSync(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "write-block-list.ts"), output, folder], {
    cwd: import.meta.dirname,
    encoding: "utf8",
  });
  return { status: run.status, stderr: run.stderr, list: run.status === 0 ? readFileSync(output, "utf8") : "" };
}

const block = (name: string, order?: number) =>
  `${order === undefined ? "" : `export const insertMenuOrder = ${order};\n`}export const ${name} = { name: "${name}", type: "object", fields: [] };\n`;

describe("the insert menu's list of blocks", () => {
  it("lists every block of the folder in its insertMenuOrder, whatever the files' names", () => {
    const { status, list } = write({ "a-band.ts": block("aBand", 30), "b-band.ts": block("bBand", 10), "c-band.ts": block("cBand", 20) });
    expect(status).toBe(0);
    expect(list).toMatch(/export const SECTIONS = \[\n {2}bBand,\n {2}cBand,\n {2}aBand,\n\] as const;/);
    expect(list).toContain('import { aBand } from "./a-band";');
  });

  it("refuses a block with no insertMenuOrder, naming its file, and writes nothing", () => {
    const { status, stderr, list } = write({ "a-band.ts": block("aBand", 10), "b-band.ts": block("bBand") });
    expect(status).toBe(1);
    expect(stderr).toContain("b-band.ts has no insertMenuOrder");
    expect(list).toBe("");
  });

  it("refuses two blocks in one place of the menu, naming both", () => {
    const { status, stderr } = write({ "a-band.ts": block("aBand", 10), "b-band.ts": block("bBand", 10) });
    expect(status).toBe(1);
    expect(stderr).toContain("a-band.ts and b-band.ts share insertMenuOrder 10");
  });
});
