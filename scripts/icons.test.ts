/** The committed icons are what `npm run icons` renders from the SVG today: nobody edits one and forgets the others. */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ICON_SOURCE, ICONS, renderIcon } from "./icons";

describe("site icons", () => {
  it.each(ICONS)("$file is the icon rendered at $size px", async (icon) => {
    const committed = await readFile(icon.file);
    const { width, height, format } = await sharp(committed).metadata();
    expect({ width, height, format }).toEqual({ width: icon.size, height: icon.size, format: "png" });
    const fresh = await renderIcon(await readFile(ICON_SOURCE), icon);
    const [a, b] = await Promise.all([committed, fresh].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
    expect(a!.equals(b!), `${icon.file} differs from ${ICON_SOURCE}: run npm run icons`).toBe(true);
    // A filled icon has no transparent corner for iOS to paint black.
    if (icon.background) expect((await sharp(committed).stats()).isOpaque, icon.file).toBe(true);
  });
});
