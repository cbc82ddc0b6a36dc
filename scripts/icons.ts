/**
 * `npm run icons`: renders the site's icon (public/favicon.svg) to the PNG
 * files of `SITE_ICONS` (app/lib/icons.ts) and writes them to public/.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SITE_ICONS, type SiteIcon } from "../app/lib/icons";

export const ICON_SOURCE = "public/favicon.svg";

/** Each icon with the file it is written to. */
export const ICONS = Object.entries(SITE_ICONS).map(([name, icon]: [string, SiteIcon]) => ({ name, file: `public${icon.href}`, ...icon }));

/** One icon, rendered from the SVG at its size (not scaled from another raster). */
export async function renderIcon(svg: Buffer, { size, background }: SiteIcon): Promise<Buffer> {
  const metadata = await sharp(svg).metadata();
  const density = (72 * size) / (metadata.width ?? size);
  const image = sharp(svg, { density }).resize(size, size);
  if (background) image.flatten({ background });
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const svg = await readFile(path.join(root, ICON_SOURCE));
  for (const icon of ICONS) {
    const png = await renderIcon(svg, icon);
    await writeFile(path.join(root, icon.file), png);
    console.log(`${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes (${icon.name})`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
