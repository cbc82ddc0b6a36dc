/**
 * Where the sample site draws each block a built page can hold, as each block's entry of the every-block
 * page says (tests/support/every-block-page.ts): npm run block-previews photographs them;
 * tests/e2e/page-builder.spec.ts holds each place to a drawn block, and block-places.test.ts to a section of its type.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parseNdjson } from "~/content/dataset.server";
import { type BlockPlace, blockPlaces } from "../../tests/support/every-block-page";

export type { BlockPlace };

/** Each block's place in the embedded sample (content/data.ndjson). */
export const BLOCK_PLACES = blockPlaces(parseNdjson(readFileSync(path.resolve(import.meta.dirname, "../../content/data.ndjson"), "utf8")));

/**
 * A built page's sections in the order a visitor sees them: each child of <main>, except that a
 * run of sections the server drew arrives in one `div.contents` wrapper (no box of its own:
 * app/blocks/built-page.tsx), whose children are the sections.
 */
const SECTIONS = "main > :not(.contents), main > .contents > *";

/** The element that draws the block at `place` on the page open in `page`. */
export function blockAt(page: Page, place: BlockPlace): Locator {
  return "section" in place ? page.locator(SECTIONS).nth(place.section - 1) : page.locator(place.selector).first();
}
