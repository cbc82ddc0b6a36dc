import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECTION_TYPES } from "../blocks";
import { page } from "./page";

const blocks = path.resolve(import.meta.dirname, "../../static/blocks");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("the insert menu of a page's sections", () => {
  const sections = page.fields.find((field) => field.name === "sections") as {
    options?: { insertMenu?: { views?: Array<{ name: string; previewImageUrl?: (type: string) => string }> } };
  };
  const grid = sections.options?.insertMenu?.views?.find((view) => view.name === "grid");

  it("offers each block as a picture, and the picture of each block is there", () => {
    expect(grid?.previewImageUrl).toBeTypeOf("function");
    for (const type of SECTION_TYPES) {
      const url = grid!.previewImageUrl!(type);
      expect(url, type).toBe(`/static/blocks/${type}.png`);
      const file = path.join(blocks, `${type}.png`);
      expect(existsSync(file), `${type}: npm run block-previews makes studio/static/blocks/${type}.png`).toBe(true);
      expect(readFileSync(file).subarray(0, 8).equals(PNG), `${type}.png is a PNG`).toBe(true);
    }
  });

  it("holds no picture of a block a page cannot hold", () => {
    expect(readdirSync(blocks).sort()).toEqual(SECTION_TYPES.map((type) => `${type}.png`).sort());
  });
});
