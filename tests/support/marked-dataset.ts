/**
 * A copy of the embedded dataset in which every prose string is marked: each of
 * its whitespace-separated words is prefixed with MARK (U+E000, a private-use
 * character the page does not show). A word on a page built from the copy came
 * from content when it carries the mark; tests/support/content-share.ts counts.
 *
 * Not prose, so left as it is: keys starting with `_` (ids, types, keys,
 * references, asset placeholders, timestamps), slugs, Portable Text's markDefs
 * and the values of fields that hold styles, marks, links, icons, a form's ticked interest, a menu's kind
 * of pages, a state's code or an order, a tag's key (and the one a section picks), a compliance row's status and products, a document's access and products; a single token that is a URL, path or
 * date, or has no letter or digit (an e-mail address is marked: only its text is read). Leaving
 * a string unmarked can only lower the share counted, never raise it; marking a
 * value the code compares (an option, a tag's `value`) would change the page,
 * which tests/e2e/content-share.spec.ts would see: the marked site must read as
 * recorded once the marks are taken out.
 */
import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const MARK = "\uE000";

const NOT_PROSE_FIELDS = new Set(["style", "listItem", "marks", "markDefs", "href", "url", "icon", "emblem", "listPages", "region", "formerSlugs", "interest"]);
/** Fields the code compares, by the type of the object that holds them: a tag's key (a topic's address) and the key a latest-insights section picks, a compliance row's status and products, a document's access and products. */
const NOT_PROSE_FIELDS_OF: Record<string, Set<string>> = {
  tag: new Set(["value"]),
  latestInsightsSection: new Set(["tag"]),
  complianceRow: new Set(["status", "scope"]),
  download: new Set(["access", "products"]),
};

const MACHINE_TOKEN = [
  /^[a-z][a-z0-9+.-]*:\S*$/i, // a URL: https://…, mailto:…, tel:…
  /^\//, // a path
  /^\d{4}-\d{2}-\d{2}/, // an ISO date or date-time
  /^[^\p{L}\p{N}]*$/u, // no letter or digit: punctuation
];

export function isProse(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "") return false;
  if (/\s/.test(trimmed)) return true;
  return !MACHINE_TOKEN.some((pattern) => pattern.test(trimmed));
}

export function markWords(text: string): string {
  return text.replace(/\S+/g, (word) => `${MARK}${word}`);
}

/** The value with its prose strings marked; `count.strings` counts them. */
function markValue(value: unknown, count: { strings: number }): unknown {
  if (typeof value === "string") {
    if (!isProse(value)) return value;
    count.strings += 1;
    return markWords(value);
  }
  if (Array.isArray(value)) return value.map((item) => markValue(item, count));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if (record._type === "slug") return value;
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => [
      key,
      key.startsWith("_") || NOT_PROSE_FIELDS.has(key) || NOT_PROSE_FIELDS_OF[String(record._type)]?.has(key) ? inner : markValue(inner, count),
    ]),
  );
}

export type MarkedDataset = {
  /** The copy: data.ndjson (marked), assets.json, images/ and files/, for CONTENT_DIR. */
  dir: string;
  /** How many strings were marked. */
  markedStrings: number;
};

/** Copies the dataset in `from` (default: the embedded one) to a new temporary folder, marking its prose. */
export function markedDataset(from = path.resolve("content")): MarkedDataset {
  const dir = mkdtempSync(path.join(tmpdir(), "act-marked-content-"));
  const count = { strings: 0 };
  const lines = readFileSync(path.join(from, "data.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.stringify(markValue(JSON.parse(line), count)));
  writeFileSync(path.join(dir, "data.ndjson"), `${lines.join("\n")}\n`);
  copyFileSync(path.join(from, "assets.json"), path.join(dir, "assets.json"));
  cpSync(path.join(from, "images"), path.join(dir, "images"), { recursive: true });
  cpSync(path.join(from, "files"), path.join(dir, "files"), { recursive: true });
  return { dir, markedStrings: count.strings };
}
