/**
 * The sha256 sources of a document's inline scripts, for a
 * Content-Security-Policy that allows exactly those scripts and no others
 * (decision 011). Computed over the finished HTML, after every rewrite, so
 * whatever the document runs is what is hashed.
 */
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype\s*=\s*"([^"]*)"/i;
/** Types a browser runs (JSON data blocks such as structured data run nothing and need no hash). */
const EXECUTED_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? "").trim().toLowerCase();
    if (!EXECUTED_TYPES.has(type)) continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}
