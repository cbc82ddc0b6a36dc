/**
 * The sha256 sources of the inline scripts the site itself writes, for a
 * Content-Security-Policy that allows exactly those scripts and no others
 * (decision 011). A page that is the same for every visitor is rendered with
 * a mark that lives only for that render, given to React and React Router as
 * their nonce, so every script they write (React Router's context, route
 * modules and streamed data, the scroll restoration, React's own) carries it.
 * Only marked scripts are hashed, and the mark is taken out of the page: a
 * script that reached the HTML any other way, such as content written into
 * the page by an HTML-injection bug, is never allowed.
 */
import { createHash, randomBytes } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype\s*=\s*"([^"]*)"/i;
/** Types a browser acts on, speculation rules included (JSON data blocks such as structured data run nothing and need no hash). */
const EXECUTED_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "speculationrules"]);

export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** A new mark for one render: 128 random bits, in characters an attribute value holds as they are. */
export function scriptMark(): string {
  return randomBytes(16).toString("base64url");
}

/** The page without its mark, and the hashes of the executable inline scripts that carried it. */
export function ownScripts(html: string, mark: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${mark}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(attribute) || /\bsrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? "").trim().toLowerCase();
    if (!EXECUTED_TYPES.has(type)) continue;
    hashes.add(scriptHash(text));
  }
  return { html: html.replaceAll(attribute, ""), hashes: [...hashes] };
}
