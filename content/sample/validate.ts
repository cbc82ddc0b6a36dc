/**
 * Sanity checks for the embedded dataset in content/.
 *
 *   npx tsx content/sample/validate.ts
 *
 * Verifies: every line is JSON; required system fields; every `_sanityAsset`
 * file exists and its name matches the file's SHA-1 and pixel size; every
 * `_key` is unique within its array; assets.json covers every image; plus the
 * editorial constraints of the sample (counts, word ranges, dates).
 */
import { createHash } from "node:crypto";
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { PortableTextBlock } from "./portable-text.js";
import { blockText, wordCount } from "./portable-text.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const contentDir = path.resolve(here, "..");

const errors: string[] = [];
const fail = (msg: string) => errors.push(msg);

type Doc = Record<string, unknown> & { _id: string; _type: string };

const raw = await readFile(path.join(contentDir, "data.ndjson"), "utf8");
const docs: Doc[] = [];
raw
  .split("\n")
  .filter((l) => l.trim() !== "")
  .forEach((line, i) => {
    try {
      docs.push(JSON.parse(line) as Doc);
    } catch (e) {
      fail(`line ${i + 1}: invalid JSON (${String(e)})`);
    }
  });

const assetsJson = JSON.parse(await readFile(path.join(contentDir, "assets.json"), "utf8")) as Record<string, { originalFilename?: string }>;

const referenced = new Set<string>();
const checkedFiles = new Map<string, Promise<void>>();

function checkAsset(ref: string, where: string): Promise<void> {
  const m = /^image@file:\/\/\.\/images\/([0-9a-f]{40})-(\d+)x(\d+)\.(jpg|png|webp)$/.exec(ref);
  if (!m) {
    fail(`${where}: malformed _sanityAsset ${ref}`);
    return Promise.resolve();
  }
  const [, sha1, w, h, ext] = m;
  const file = `${sha1}-${w}x${h}.${ext}`;
  referenced.add(file);
  if (!assetsJson[`image-${sha1}`]?.originalFilename) fail(`${where}: assets.json has no entry for image-${sha1}`);
  const existing = checkedFiles.get(file);
  if (existing) return existing;
  const check = (async () => {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(contentDir, "images", file));
    } catch {
      fail(`${where}: missing file images/${file}`);
      return;
    }
    const actual = createHash("sha1").update(bytes).digest("hex");
    if (actual !== sha1) fail(`${file}: sha1 is ${actual}`);
    const meta = await sharp(bytes).metadata();
    if (`${meta.width}x${meta.height}` !== `${w}x${h}`) fail(`${file}: real size ${meta.width}x${meta.height}`);
    const fmt = meta.format === "jpeg" ? "jpg" : meta.format;
    if (fmt !== ext) fail(`${file}: real format ${meta.format}`);
  })();
  checkedFiles.set(file, check);
  return check;
}

/** Walk any value: check assets, and `_key` uniqueness in every array of objects. */
function walk(value: unknown, where: string, pending: Promise<void>[]): void {
  if (Array.isArray(value)) {
    const keys = new Set<string>();
    value.forEach((item, i) => {
      if (item && typeof item === "object" && !Array.isArray(item)) {
        const key = (item as { _key?: unknown })._key;
        if (typeof key !== "string" || key === "") fail(`${where}[${i}]: missing _key`);
        else if (keys.has(key)) fail(`${where}[${i}]: duplicate _key ${key}`);
        else keys.add(key);
      }
      walk(item, `${where}[${i}]`, pending);
    });
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "_sanityAsset" && typeof v === "string") pending.push(checkAsset(v, where));
      else walk(v, `${where}.${k}`, pending);
    }
  }
}

const pending: Promise<void>[] = [];
const ids = new Set<string>();
for (const d of docs) {
  for (const f of ["_id", "_type", "_createdAt", "_updatedAt", "_rev"]) {
    if (typeof d[f] !== "string" || d[f] === "") fail(`${d._id ?? "?"}: missing ${f}`);
  }
  if (ids.has(d._id)) fail(`duplicate _id ${d._id}`);
  ids.add(d._id);
  if (d._type === "sanity.imageAsset") fail(`${d._id}: asset documents must not be in data.ndjson`);
  walk(d, d._id, pending);
}
await Promise.all(pending);

const onDisk = await readdir(path.join(contentDir, "images"));
for (const f of onDisk) if (!referenced.has(f)) fail(`images/${f} is not referenced by any document`);
let totalBytes = 0;
const sizes: string[] = [];
for (const f of onDisk.sort()) {
  const { size } = await stat(path.join(contentDir, "images", f));
  totalBytes += size;
  sizes.push(`${(size / 1024).toFixed(1).padStart(7)} KB  ${f}`);
  if (/-1600x900\.jpg$/.test(f) && size >= 150 * 1024) fail(`${f}: hero over 150 KB`);
}
if (totalBytes >= 2.5 * 1024 * 1024) fail(`images total ${totalBytes} bytes >= 2.5 MB`);

// Editorial constraints of the sample.
const insights = docs.filter((d) => d._type === "insight");
const published = insights.filter((d) => !d._id.startsWith("drafts."));
const publishedIds = new Set(published.map((d) => d._id));
// A draft of a published insight (its revision) and a draft never published.
const revisions = insights.filter((d) => d._id.startsWith("drafts.") && publishedIds.has(d._id.slice("drafts.".length)));
const drafts = insights.filter((d) => d._id.startsWith("drafts.") && !revisions.includes(d));
if (published.length < 7) fail(`only ${published.length} published insights`);
if (drafts.length !== 1) fail(`expected 1 draft insight, found ${drafts.length}`);
if (revisions.length !== 1) fail(`expected 1 draft of a published insight, found ${revisions.length}`);
for (const revision of revisions) {
  const original = published.find((d) => `drafts.${d._id}` === revision._id)!;
  if (revision.Title === original.Title) fail(`${revision._id}: the draft's title should differ from the published one`);
}
const dates = new Set<string>();
let shortFirst = 0;
let inlineImages = 0;
const styles = new Set<string>();
const marks = new Set<string>();
const lists = new Set<string>();
let nested = false;
let internalLinks = 0;
let externalLinks = 0;
const report: string[] = [];
for (const d of insights.filter((doc) => !revisions.includes(doc))) {
  const date = d.Date as string;
  if (!/^20(24|25|26)-\d\d-\d\d$/.test(date)) fail(`${d._id}: Date ${date}`);
  if (dates.has(date)) fail(`${d._id}: duplicate Date ${date}`);
  dates.add(date);
  const body = d.portableText as PortableTextBlock[];
  const first = body[0];
  const firstWords = first ? blockText(first).split(/\s+/).filter(Boolean).length : 0;
  if (first?._type !== "block" || first.style !== "normal" || first.listItem) fail(`${d._id}: first block is not a normal paragraph`);
  const isDraft = d._id.startsWith("drafts.");
  if (!isDraft && firstWords <= 30) shortFirst++;
  const words = wordCount(body);
  if ((words < 500 || words > 900)) fail(`${d._id}: ${words} words`);
  for (const b of body) {
    if (b._type === "image") {
      inlineImages++;
      continue;
    }
    styles.add(b.style);
    if (b.listItem) lists.add(b.listItem);
    if ((b.level ?? 1) >= 2) nested = true;
    for (const c of b.children) for (const m of c.marks) if (!b.markDefs.some((md) => md._key === m)) marks.add(m);
    for (const md of b.markDefs) {
      if (md._type === "internalLink") internalLinks++;
      else externalLinks++;
      if (!b.children.some((c) => c.marks.includes(md._key))) fail(`${d._id}/${b._key}: unused markDef`);
    }
  }
  report.push(`${date}  ${String(words).padStart(4)}w  first=${String(firstWords).padStart(2)}w  ${(d.slug as { current: string }).current}  |  ${d.Title as string} (${(d.Title as string).length} chars)`);
}
const draft = drafts[0];
if (draft) {
  const newest = [...dates].sort().at(-1);
  if (draft.Date !== newest) fail("draft is not the newest Date");
  if (ids.has(draft._id.slice("drafts.".length))) fail("draft has a published counterpart");
}
if (shortFirst !== 1) fail(`expected exactly 1 published article with a short first block, found ${shortFirst}`);
if (inlineImages < 2) fail(`only ${inlineImages} inline images`);
for (const s of ["normal", "h2", "h3", "blockquote"]) if (!styles.has(s)) fail(`style ${s} unused`);
for (const m of ["strong", "em", "code"]) if (!marks.has(m)) fail(`mark ${m} unused`);
for (const l of ["bullet", "number"]) if (!lists.has(l)) fail(`list ${l} unused`);
if (!nested) fail("no level-2 list item");
if (!internalLinks || !externalLinks) fail("need internal and external links");

const testimonials = docs.filter((d) => d._type === "testimonial");
if (testimonials.length !== 4) fail(`${testimonials.length} testimonials`);
const created = testimonials.map((t) => t._createdAt as string);
if (new Set(created).size !== created.length) fail("testimonial _createdAt not distinct");
if (created.join() === [...created].sort().join()) fail("testimonials are in creation order in the file");
for (const t of testimonials) {
  const w = wordCount(t.content as PortableTextBlock[]);
  if (w < 40 || w > 80) fail(`${t._id}: ${w} words`);
  report.push(`testimonial ${t.name as string}  _createdAt=${t._createdAt as string}  ${w}w`);
}
const privacy = docs.filter((d) => d._type === "privacyPolicy");
if (privacy.length !== 1 || privacy[0]?._id !== "privacyPolicy") fail("privacyPolicy document missing or not unique");
else {
  const w = wordCount(privacy[0].body as PortableTextBlock[]);
  if (w < 1200 || w > 2000) fail(`privacyPolicy: ${w} words`);
  report.push(`privacyPolicy ${w}w`);
}

console.log(report.join("\n"));
console.log(sizes.join("\n"));
console.log(`images total: ${(totalBytes / 1024).toFixed(1)} KB in ${onDisk.length} files; ${docs.length} documents`);
if (errors.length) {
  console.error(`\n${errors.length} problem(s):\n- ${errors.join("\n- ")}`);
  process.exit(1);
}
console.log("OK");
