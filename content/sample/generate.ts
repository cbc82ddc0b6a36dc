/**
 * Regenerates the embedded sample dataset in content/ (Sanity export format,
 * unpacked): content/data.ndjson, content/assets.json and content/images/*.
 *
 *   npx tsx content/sample/generate.ts
 *
 * Output is deterministic: fixed ids, dates and keys, illustrations drawn from
 * seeded SVG and rasterized by sharp (librsvg). Running it twice yields
 * byte-identical files. content/README.md is hand-written and left alone.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { Article, Tag } from "./articles.js";
import { articles, draftArticle, revisedDraft } from "./articles.js";
import { figureSvg, heroSvg, palettes, portraitSvg } from "./illustrations.js";
import type { FigureMotif } from "./illustrations.js";
import { buildPortableText, keyFrom } from "./portable-text.js";
import { pathOf } from "../../app/pages/tree";
import { privacyPolicy } from "./privacy-policy.js";
import { sample, withSampleValues } from "./sample-values.js";
import { sitePages } from "./site-pages.js";
import { testimonials } from "./testimonials.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const contentDir = path.resolve(here, "..");
const imagesDir = path.join(contentDir, "images");

type Format = "jpg" | "png";

type SanityImage = { _type: "image"; _sanityAsset: string; alt: string };

const assets = new Map<string, { originalFilename: string }>();

/** Rasterize an SVG, store it under its content hash, return the `_sanityAsset` reference. */
/** The site's own artwork (./art, ./social), stored as it is: SVG stays SVG. */
async function storeArt(file: string): Promise<string> {
  const source = path.resolve(here, "art", file);
  const data = await readFile(source);
  const ext = path.extname(file).slice(1);
  const size =
    ext === "svg"
      ? /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(data.toString("utf8"))
      : await sharp(data).metadata().then((meta) => [, String(meta.width), String(meta.height)]);
  if (!size) throw new Error(`${file}: no width and height`);
  const sha1 = createHash("sha1").update(data).digest("hex");
  await writeFile(path.join(imagesDir, `${sha1}-${size[1]}x${size[2]}.${ext}`), data);
  assets.set(`image-${sha1}`, { originalFilename: path.basename(file) });
  return `image@file://./images/${sha1}-${size[1]}x${size[2]}.${ext}`;
}

async function renderImage(svg: string, format: Format, originalFilename: string): Promise<string> {
  let pipeline = sharp(Buffer.from(svg));
  pipeline =
    format === "jpg"
      ? pipeline.jpeg({ quality: 78, mozjpeg: true })
      : pipeline.png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  const sha1 = createHash("sha1").update(data).digest("hex");
  const fileName = `${sha1}-${info.width}x${info.height}.${format}`;
  await writeFile(path.join(imagesDir, fileName), data);
  const assetId = `image-${sha1}`;
  if (!assets.has(assetId)) assets.set(assetId, { originalFilename });
  return `image@file://./images/${fileName}`;
}

const rev = (id: string, updatedAt: string) => keyFrom(`rev:${id}:${updatedAt}`, 10);

function tagItems(docId: string, list: Tag[]) {
  return list.map((t) => ({ _key: keyFrom(`${docId}:tag:${t.value}`), _type: "tag", label: t.label, value: t.value, url: t.url }));
}

type Doc = { _id: string; _type: string; slug?: { current?: string }; [field: string]: unknown };

/**
 * Links to the site's own pages are references to the page's document (the
 * link rule, app/lib/links.ts): each path the sample's text and tags name
 * ("/contact", "/solutions/dccm") becomes a reference to the published
 * document the page tree gives that address.
 */
function linkByReference(docs: Doc[]) {
  const idOf = new Map<string, string>();
  for (const doc of docs) {
    const address = doc._id.startsWith("drafts.") ? undefined : pathOf({ _type: doc._type, slug: doc.slug?.current ?? null });
    if (address) idOf.set(address, doc._id);
  }
  const reference = (address: string) => {
    const id = idOf.get(address);
    if (!id) throw new Error(`${address}: no page of the sample has this address`);
    return { _type: "reference", _ref: id };
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.markDefs)) {
      record.markDefs = record.markDefs.map((def: { _type: string; _key: string; href?: string }) =>
        def._type === "link" && def.href?.startsWith("/") ? { _type: "internalLink", _key: def._key, reference: reference(def.href) } : def,
      );
    }
    for (const inner of Object.values(record)) visit(inner);
  };
  for (const doc of docs) {
    visit(doc);
    if (Array.isArray(doc.tags)) doc.tags = doc.tags.map(({ url, ...tag }: { url: string }) => ({ ...tag, page: reference(url) }));
  }
}

async function main() {
  await mkdir(imagesDir, { recursive: true });
  // Remove previously generated images (names are content hashes, so stale ones would linger).
  for (const f of await readdir(imagesDir)) await rm(path.join(imagesDir, f), { force: true });

  // Inline body figures (1200x800).
  const figures: Record<string, { motif: FigureMotif; format: Format; palette: (typeof palettes)[keyof typeof palettes]; seed: number }> = {
    "figure-custody-flow": { motif: "custody-flow", format: "png", palette: palettes.navy, seed: 11 },
    "figure-integration-flow": { motif: "integration-flow", format: "png", palette: palettes.plum, seed: 22 },
    "figure-qc-detail": { motif: "qc-detail", format: "jpg", palette: palettes.teal, seed: 33 },
  };
  const figureRefs = new Map<string, string>();
  for (const [name, f] of Object.entries(figures)) {
    figureRefs.set(name, await renderImage(figureSvg(f.motif, f.palette, f.seed), f.format, `${name}.${f.format}`));
  }
  const resolveFigure = (ref: string): string => {
    const found = figureRefs.get(ref);
    if (!found) throw new Error(`Unknown inline image "${ref}"`);
    return found;
  };

  const lines: unknown[] = [];

  const insightDoc = async (a: Article) => {
    const heroRef = await renderImage(heroSvg(a.hero.motif, a.hero.palette, a.hero.seed), "jpg", `insight-${a.slug}.jpg`);
    const Image: SanityImage = { _type: "image", _sanityAsset: heroRef, alt: a.hero.alt };
    return {
      _id: a.id,
      _type: "insight",
      _createdAt: a.createdAt,
      _updatedAt: a.updatedAt,
      _rev: rev(a.id, a.updatedAt),
      Title: a.title,
      slug: { _type: "slug", current: a.slug },
      // The sample's people are fictional (./articles.ts).
      Author: sample(a.author),
      Date: a.date,
      Image,
      tags: tagItems(a.id, a.tags),
      portableText: buildPortableText(a.body, `${a.id}:portableText`, resolveFigure),
    };
  };

  for (const a of articles) lines.push(await insightDoc(a));
  lines.push(await insightDoc(draftArticle));
  lines.push(await insightDoc(revisedDraft));

  for (const t of testimonials) {
    const slugName = t.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const ref = await renderImage(portraitSvg(t.portrait.style, t.portrait.variant), "png", `portrait-${slugName}.png`);
    lines.push({
      _id: t.id,
      _type: "testimonial",
      _createdAt: t.createdAt,
      _updatedAt: t.updatedAt,
      _rev: rev(t.id, t.updatedAt),
      // The sample's people and organisations are fictional (./testimonials.ts).
      name: sample(t.name),
      position: sample(t.position),
      image: { _type: "image", _sanityAsset: ref, alt: sample(`Abstract avatar illustration for ${t.name}`) },
      content: buildPortableText(t.content, `${t.id}:content`, resolveFigure),
    });
  }

  lines.push({
    _id: privacyPolicy.id,
    _type: "privacyPolicy",
    _createdAt: privacyPolicy.createdAt,
    _updatedAt: privacyPolicy.updatedAt,
    _rev: rev(privacyPolicy.id, privacyPolicy.updatedAt),
    name: "Privacy Policy",
    title: privacyPolicy.title,
    body: buildPortableText(privacyPolicy.body, `${privacyPolicy.id}:body`, resolveFigure),
  });

  lines.push(...(await sitePages(storeArt)));
  linkByReference(lines as Doc[]);

  const documents = lines.map((doc) => withSampleValues(doc as Record<string, unknown>, keyFrom));
  await writeFile(path.join(contentDir, "data.ndjson"), documents.map((l) => JSON.stringify(l)).join("\n") + "\n");
  const assetsJson = Object.fromEntries([...assets.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  await writeFile(path.join(contentDir, "assets.json"), JSON.stringify(assetsJson, null, 2) + "\n");

  console.log(`Wrote ${lines.length} documents and ${assets.size} images to ${path.relative(process.cwd(), contentDir) || "."}`);
}

await main();
