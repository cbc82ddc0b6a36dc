/**
 * Each place on a built page of the sample is a section of that block's type: `npm run block-previews`
 * photographs it for the Studio's insert menu, so a place that drifts when the sample page changes would
 * show editors another block's picture.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "~/content/dataset.server";
import { BLOCK_PLACES } from "./block-places";

const builtPages = parseNdjson(readFileSync("content/data.ndjson", "utf8")).filter((doc) => doc._type === "page" && !doc._id.startsWith("drafts."));
const pageAt = (path: string) => builtPages.find((doc) => `/${(doc.slug as { current: string }).current}` === path);

describe("the sample's place of each block", () => {
  for (const [type, place] of Object.entries(BLOCK_PLACES)) {
    if (!("section" in place)) continue;
    it(`${type} is section ${place.section} of ${place.page}`, () => {
      const sections = (pageAt(place.page)?.sections ?? []) as { _type: string }[];
      expect(sections[place.section - 1]?._type).toBe(type);
    });
  }
});
