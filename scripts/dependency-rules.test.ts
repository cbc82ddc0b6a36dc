/**
 * The folder rules of `.dependency-cruiser.cjs` are read from each folder's README: these
 * tests hold the reading to what the READMEs say, so a reworded README cannot quietly
 * allow everything.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type Rule = { name: string; from: { path?: string }; to: { path?: string; pathNot?: string[]; circular?: boolean; reachable?: boolean } };
const { forbidden } = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as { forbidden: Rule[] };

/** What a folder may import besides itself, as the rule reads it. */
function allowed(folder: string): string[] {
  const rule = forbidden.find((candidate) => candidate.name === `imports-of-${folder}`);
  if (!rule) throw new Error(`no rule for ${folder}`);
  return (rule.to.pathNot ?? [])
    .map((path) => path.replace(/^\^/, "").replace(/\/$/, ""))
    .filter((path) => path !== folder)
    .sort();
}

describe("the folder rules read from the READMEs", () => {
  it("keep the bottom layers to themselves", () => {
    expect(allowed("app/lib")).toEqual([]);
    expect(allowed("app/caching")).toEqual(["app/lib"]);
    expect(allowed("app/enquiries")).toEqual(["app/lib"]);
    expect(allowed("app/content")).toEqual(["app/caching", "app/lib"]);
  });

  it("stop at the first 'never': a folder named as forbidden is not allowed", () => {
    expect(allowed("app/pages")).toEqual(["app/content", "app/images", "app/lib", "app/preview"]);
  });

  it("cover every folder under app/, the server and the Studio, and forbid cycles", () => {
    const folders = forbidden.filter((rule) => rule.name.startsWith("imports-of-")).map((rule) => rule.name.slice("imports-of-".length));
    expect(folders).toEqual(expect.arrayContaining(["app/routes", "app/components", "app/styles", "app/images", "app/preview", "server", "studio"]));
    expect(allowed("server")).toEqual(["app"]);
    expect(forbidden.some((rule) => rule.to.circular === true)).toBe(true);
  });
});

describe("the Studio's own packages", () => {
  const rule = forbidden.find((candidate) => candidate.name === "root-not-to-studio-packages");

  it("are out of reach of the site, the server and the scripts, however deep the import", () => {
    expect(rule?.to.reachable).toBe(true);
    expect(new RegExp(rule?.from.path ?? "$^").test("scripts/block-previews.ts")).toBe(true);
  });

  it("are matched installed or not, and the root's own packages are not", () => {
    const reaches = (module: string) => new RegExp(rule?.to.path ?? "$^").test(module);
    expect(["sanity", "studio/node_modules/sanity/lib/index.js", "@sanity/vision"].filter(reaches)).toHaveLength(3);
    expect(["@sanity/client", "node_modules/@sanity/client/dist/index.js", "react", "sanity-plugin-x"].filter(reaches)).toEqual([]);
  });
});
