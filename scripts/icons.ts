/**
 * `npm run icons`: renders the site's icon (public/favicon.svg) to the PNG
 * files the pages link, and writes them to public/.
 *
 * Browsers fetch the page's icon after load, in the page's renderer: an SVG
 * icon there is a whole SVG document, parsed and laid out on the main thread
 * (8-28 ms in Lighthouse's traces), a raster one a small image decode (decision 010).
 * Search engines want an organisation logo of at least 112 px, which the
 * 32-unit favicon was not.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export const ICON_SOURCE = "public/favicon.svg";

/** A PNG rendered from the icon: where it goes, its size in pixels, what uses it, and a fill behind it if any. */
export type Icon = { file: string; size: number; use: string; background?: string };

export const ICONS: readonly Icon[] = [
  { file: "public/favicon-32.png", size: 32, use: "the browser tab" },
  // iOS fills transparent corners with black and rounds the icon itself: the square is filled with the icon's blue.
  { file: "public/apple-touch-icon.png", size: 180, use: "home-screen shortcuts", background: "#174d7a" },
  { file: "public/logo-512.png", size: 512, use: "the Organization logo in structured data" },
];

/** One icon, rendered from the SVG at its size (not scaled from another raster). */
export async function renderIcon(svg: Buffer, { size, background }: Icon): Promise<Buffer> {
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
    console.log(`${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes (${icon.use})`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
