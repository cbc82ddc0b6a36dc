/**
 * Each width a content image is asked for is named once (image-widths.ts), and where the layout
 * also writes it down (a stylesheet's max-width, a class) the two agree: a layout made wider
 * without its loader's width would get blurred images, one made narrower would download too much.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as widths from "./image-widths";

/** The app's source files, tests and the helper's own definition left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && file !== path.join("app", "images", "shown-image.server.ts") ? [file] : [];
  });
}

/** The arguments of each `shownImage(…)` call in `source`, split at the call's own commas. */
function shownImageCalls(source: string): string[][] {
  return [...source.matchAll(/\bshownImage\(/g)].map((match) => {
    const args: string[] = [];
    let depth = 0;
    let current = "";
    for (const character of source.slice(match.index + match[0].length)) {
      if (depth === 0 && (character === "," || character === ")")) {
        args.push(current.trim());
        current = "";
        if (character === ")") break;
        continue;
      }
      if ("([{".includes(character)) depth += 1;
      if (")]}".includes(character)) depth -= 1;
      current += character;
    }
    return args;
  });
}

/** The `max-width` in rem of the first rule for `selector` in a stylesheet (the one outside any media query). */
function maxWidthPx(stylesheet: string, selector: string): number | undefined {
  const css = readFileSync(stylesheet, "utf8");
  const block = css.slice(css.indexOf(`${selector} {`)).split("}")[0]!;
  const rem = /max-width:\s*([\d.]+)rem/.exec(block)?.[1];
  return rem === undefined ? undefined : Number(rem) * 16;
}

/** Whether a media condition of only min-width and max-width in px holds on a screen this wide. */
function holds(condition: string, screen: number): boolean {
  return [...condition.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
    bound === "min" ? screen >= Number(px) : screen <= Number(px),
  );
}

/** The max-width in px that `selector`'s rules in a stylesheet give on a screen this wide (the last matching rule wins). */
function cssWidthAt(stylesheet: string, selector: string, screen: number): number | undefined {
  const css = readFileSync(stylesheet, "utf8");
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const inMedia = [...css.matchAll(new RegExp(`@media ([^{]+)\\{\\s*${escaped} \\{[^}]*max-width:\\s*([\\d.]+)rem`, "g"))];
  const matching = inMedia.filter(([, condition]) => holds(condition!, screen)).at(-1);
  return matching ? Number(matching[2]) * 16 : maxWidthPx(stylesheet, selector);
}

/** The width in px a `sizes` attribute of px conditions and rem lengths gives on a screen this wide. */
function sizesAt(sizes: string, screen: number): number {
  for (const entry of sizes.split(/,\s*/)) {
    const [, condition = "", rem] = /^(\(.*\))?\s*([\d.]+)rem$/.exec(entry)!;
    if (holds(condition, screen)) return Number(rem) * 16;
  }
  throw new Error(`no length in ${sizes} for ${screen} px`);
}

describe("the widths content images are shown at", () => {
  it("every loader names its width from image-widths.ts, never a number of its own", () => {
    const calls = sourceFiles("app").flatMap((file) => shownImageCalls(readFileSync(file, "utf8")).map((args) => ({ file, width: args[2] ?? "" })));
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter(({ width }) => !Object.keys(widths).includes(width)).map(({ file, width }) => `${file}: ${width}`)).toEqual([]);
  });

  it("are the widths the stylesheets and classes give those images", () => {
    expect(maxWidthPx("app/styles/hero.css", ".hero-art img")).toBe(widths.HERO_ART_WIDTH);
    // On phones and tablets the hero's illustration is smaller than on a desktop: its `sizes` says so, or phones would download the desktop's.
    for (const screen of [320, 375, 639, 640, 768, 1023, 1024, 1280, 1920]) {
      expect(sizesAt(widths.HERO_ART_SIZES, screen), `${screen} px`).toBe(cssWidthAt("app/styles/hero.css", ".hero-art img", screen));
    }
    expect(maxWidthPx("app/styles/blocks.css", ".logo-tile img")).toBe(widths.LOGO_WIDTH);
    expect(readFileSync("app/routes/insight.tsx", "utf8")).toMatch(new RegExp(`<figure className="[^"]*\\bmax-w-\\[${widths.ARTICLE_IMAGE_WIDTH}px\\]`));
    // Tailwind's spacing unit is a quarter rem: w-16 is 64 px.
    expect(readFileSync("app/components/testimonial-carousel.tsx", "utf8")).toMatch(
      new RegExp(`<ImageTag image=\\{testimonial\\.photo\\}[^>]*\\bw-${widths.PHOTO_WIDTH / 4}\\b`),
    );
  });
});
