/**
 * What a first visit to a page costs in bytes, read from the served page: the
 * JavaScript it loads (gzip), the stylesheets it fetches (gzip), what it
 * inlines (style and script text, uncompressed) and the document (gzip).
 * Shared by `npm run bench` and `npm run bench:compare`.
 */
import { gzipSync } from "node:zlib";

export type PageBytes = {
  js: number;
  jsFiles: number;
  css: number;
  inlineCss: number;
  inlineJs: number;
  /** The inline scripts a browser runs (not data blocks: structured data, the form's props, speculation rules), gzip: with `js`, the page's first-load JavaScript. */
  inlineJsGzip: number;
  html: number;
};

const inline = (html: string, element: "style" | "script") =>
  [...html.matchAll(new RegExp(`<${element}\\b([^>]*)>([\\s\\S]*?)</${element}>`, "g"))]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, attributes, body]) => ({ attributes: attributes!, body: body! }));
const text = (html: string, element: "style" | "script") => inline(html, element).reduce((sum, { body }) => sum + Buffer.byteLength(body), 0);
const runScripts = (html: string) =>
  inline(html, "script")
    .filter(({ attributes }) => !/\btype="(application\/(ld\+)?json|speculationrules)"/.test(attributes))
    .map(({ body }) => body)
    .join("\n");

export async function pageBytes(base: string, route: string): Promise<PageBytes> {
  const html = await (await fetch(`${base}${route}`)).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(match[1]!);
  // A script file the page names itself (the enquiry form's island, also named from the head).
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(match[1]!);
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .filter(([tag]) => !/\bdisabled\b/.test(tag))
    .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
  const gzipped = async (href: string) => gzipSync(Buffer.from(await (await fetch(`${base}${href}`)).arrayBuffer())).length;
  let js = 0;
  for (const script of scripts) js += await gzipped(script);
  let css = 0;
  for (const stylesheet of stylesheets) css += await gzipped(stylesheet);
  return {
    js,
    jsFiles: scripts.size,
    css,
    inlineCss: text(html, "style"),
    inlineJs: text(html, "script"),
    inlineJsGzip: gzipSync(runScripts(html)).length,
    html: gzipSync(Buffer.from(html)).length,
  };
}
