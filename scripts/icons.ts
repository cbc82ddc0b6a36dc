/**
 * `npm run icons`: renders the site's icon (public/favicon.svg) to the PNG
 * files of `SITE_ICONS` (app/lib/icons.ts) and to public/favicon.ico (which
 * browsers, feed readers and crawlers ask for without reading the page's
 * links), and writes them to public/.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SITE_ICONS, type SiteIcon } from "~/lib/icons";

export const ICON_SOURCE = "public/favicon.svg";

/** Each icon with the file it is written to. */
export const ICONS = Object.entries(SITE_ICONS).map(([name, icon]: [string, SiteIcon]) => ({ name, file: `public${icon.href}`, ...icon }));

/** One icon, rendered from the SVG at its size (not scaled from another raster). */
export async function renderIcon(svg: Buffer, { size, background }: Pick<SiteIcon, "size" | "background">): Promise<Buffer> {
  const metadata = await sharp(svg).metadata();
  const density = (72 * size) / (metadata.width ?? size);
  const image = sharp(svg, { density }).resize(size, size);
  if (background) image.flatten({ background });
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

export const FAVICON_ICO = { file: "public/favicon.ico", sizes: [16, 32, 48] } as const;

/** An ICO file holding one PNG per size (the PNG-in-ICO form every browser since IE 11 reads). */
export async function renderIco(svg: Buffer, sizes: readonly number[]): Promise<Buffer> {
  const images = await Promise.all(sizes.map((size) => renderIcon(svg, { size })));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, index) => {
    const entry = 6 + 16 * index;
    const size = sizes[index]!;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images]);
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const svg = await readFile(path.join(root, ICON_SOURCE));
  for (const icon of ICONS) {
    const png = await renderIcon(svg, icon);
    await writeFile(path.join(root, icon.file), png);
    console.log(`${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes (${icon.name})`);
  }
  const ico = await renderIco(svg, FAVICON_ICO.sizes);
  await writeFile(path.join(root, FAVICON_ICO.file), ico);
  console.log(`${FAVICON_ICO.file}: ${FAVICON_ICO.sizes.join(", ")} px, ${ico.length} bytes`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
