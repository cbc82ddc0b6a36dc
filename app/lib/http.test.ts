import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_QUERY_PARAMETERS } from "./http";

/** Every source file that can take part in rendering a page. */
function pageSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the query parameters pages read", () => {
  it("are exactly PAGE_QUERY_PARAMETERS: no route, page part or component reads another, so a kept page is right for any query string", () => {
    const reading = /\bsearchParams\b|\buseSearchParams\b|\blocation\.search\b|\burl\.search\b/;
    const readers = ["app/routes", "app/pages", "app/components", "app/root.tsx"]
      .flatMap((place) => (place.endsWith(".tsx") ? [place] : pageSources(place)))
      .filter((file) => reading.test(readFileSync(file, "utf8")));
    // A file listed here reads a parameter: name it in PAGE_QUERY_PARAMETERS, and key pages on it in the render cache (pageKey) and the recipes.
    expect(readers).toEqual([]);
    expect(PAGE_QUERY_PARAMETERS).toEqual([]);
  });
});
