/**
 * A tiny, deterministic Portable Text builder used by the sample
 * generator. Prose is written with a minimal inline markup:
 *
 *   **strong**   *em*   `code`   [link text](href)
 *
 * Marks do not nest (a link's text is plain), which is all the sample needs.
 */
import { createHash } from "node:crypto";

export type Span = {
  _type: "span";
  _key: string;
  text: string;
  marks: string[];
};

/** A link as written in the sample's text; a path ("/contact") becomes an `internalLink` to its page when the dataset is assembled (generate.ts). */
export type LinkDef =
  | { _type: "link"; _key: string; href: string }
  | { _type: "internalLink"; _key: string; reference: { _type: "reference"; _ref: string } };

export type TextBlock = {
  _type: "block";
  _key: string;
  style: "normal" | "h2" | "h3" | "h4" | "blockquote";
  listItem?: "bullet" | "number";
  level?: number;
  markDefs: LinkDef[];
  children: Span[];
};

export type ImageBlock = {
  _type: "image";
  _key: string;
  _sanityAsset: string;
  alt: string;
  caption?: string;
};

export type PortableTextBlock = TextBlock | ImageBlock;

/** Short deterministic key derived from a seed string. */
export function keyFrom(seed: string, length = 12): string {
  return createHash("sha1").update(seed).digest("hex").slice(0, length);
}

/** Block specification, resolved to real blocks by `buildPortableText`. */
export type BlockSpec =
  | { kind: "p" | "h2" | "h3" | "quote"; text: string }
  | { kind: "bullet" | "number"; text: string; level: number }
  | { kind: "image"; ref: string; alt: string; caption?: string };

export const p = (text: string): BlockSpec => ({ kind: "p", text });
export const h2 = (text: string): BlockSpec => ({ kind: "h2", text });
export const h3 = (text: string): BlockSpec => ({ kind: "h3", text });
export const quote = (text: string): BlockSpec => ({ kind: "quote", text });
export const bullet = (text: string, level = 1): BlockSpec => ({ kind: "bullet", text, level });
export const numbered = (text: string, level = 1): BlockSpec => ({ kind: "number", text, level });
/** Inline image; `ref` is the logical name of an image rendered by the generator. */
export const image = (ref: string, alt: string, caption?: string): BlockSpec => ({
  kind: "image",
  ref,
  alt,
  ...(caption === undefined ? {} : { caption }),
});

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((.+?)\)/g;

function parseInline(text: string, seed: string): { children: Span[]; markDefs: LinkDef[] } {
  const children: Span[] = [];
  const markDefs: LinkDef[] = [];
  let last = 0;
  const push = (t: string, marks: string[]) => {
    if (t.length === 0) return;
    children.push({ _type: "span", _key: keyFrom(`${seed}:s${children.length}`), text: t, marks });
  };
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0;
    push(text.slice(last, index), []);
    if (m[1] !== undefined) push(m[1], ["strong"]);
    else if (m[2] !== undefined) push(m[2], ["em"]);
    else if (m[3] !== undefined) push(m[3], ["code"]);
    else if (m[4] !== undefined && m[5] !== undefined) {
      const defKey = keyFrom(`${seed}:l${markDefs.length}`);
      markDefs.push({ _type: "link", _key: defKey, href: m[5] });
      push(m[4], [defKey]);
    }
    last = index + m[0].length;
  }
  push(text.slice(last), []);
  if (children.length === 0) push(text, []);
  return { children, markDefs };
}

/**
 * Resolve block specs into Portable Text. `seed` must be unique per field
 * (e.g. the document id plus field name) so keys are unique and stable.
 */
export function buildPortableText(
  specs: BlockSpec[],
  seed: string,
  resolveImage: (ref: string) => string,
): PortableTextBlock[] {
  return specs.map((spec, i): PortableTextBlock => {
    const blockSeed = `${seed}:b${i}`;
    const _key = keyFrom(blockSeed);
    if (spec.kind === "image") {
      return {
        _type: "image",
        _key,
        _sanityAsset: resolveImage(spec.ref),
        alt: spec.alt,
        ...(spec.caption === undefined ? {} : { caption: spec.caption }),
      };
    }
    const { children, markDefs } = parseInline(spec.text, blockSeed);
    if (spec.kind === "bullet" || spec.kind === "number") {
      return {
        _type: "block",
        _key,
        style: "normal",
        listItem: spec.kind,
        level: spec.level,
        markDefs,
        children,
      };
    }
    const style = spec.kind === "p" ? "normal" : spec.kind === "quote" ? "blockquote" : spec.kind;
    return { _type: "block", _key, style, markDefs, children };
  });
}

/** Plain text of a block (used for word counts and validation). */
export function blockText(block: PortableTextBlock): string {
  return block._type === "block" ? block.children.map((c) => c.text).join("") : "";
}

export function wordCount(blocks: PortableTextBlock[]): number {
  return blocks
    .map(blockText)
    .join(" ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
