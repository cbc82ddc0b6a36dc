import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientLogos, communityLogos } from "~/pages/copy/paracelsus";
import { artwork } from "./artwork";

const publicDir = path.resolve(__dirname, "../../../public");
const records = [
  ...Object.values(artwork).map((art) => ({ src: art.src, width: art.width, height: art.height, alt: art.alt })),
  ...[...communityLogos, ...clientLogos].map((logo) => ({ src: logo.src, width: logo.width, height: logo.height, alt: logo.name })),
];

describe("the site's artwork", () => {
  it.each(records)("$src exists, matches its declared size and has a text alternative", ({ src, width, height, alt }) => {
    const svg = readFileSync(path.join(publicDir, src), "utf8");
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    expect(viewBox?.slice(1).map(Number)).toEqual([width, height]);
    expect(alt.length).toBeGreaterThan(5);
  });

  it("every file is small and free of editor metadata", () => {
    const dir = path.join(publicDir, "art");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".svg"));
    expect(files.length).toBe(records.length);
    for (const file of files) {
      const full = path.join(dir, file);
      expect(statSync(full).size, file).toBeLessThan(150 * 1024);
      expect(readFileSync(full, "utf8"), file).not.toMatch(/inkscape|sodipodi|<metadata|Adobe|sketch:/i);
    }
  });

  it("the map shows exactly the 48 contiguous states", () => {
    const svg = readFileSync(path.join(publicDir, artwork.usMap.src), "utf8");
    const codes = [...svg.matchAll(/<text[^>]*>([A-Z]{2})<\/text>/g)].map((match) => match[1]);
    expect(new Set(codes).size).toBe(48);
    expect(codes).not.toContain("AK");
    expect(codes).not.toContain("HI");
  });
});
