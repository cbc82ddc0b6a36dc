import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, loaderArguments, scriptsAfterPaint } from "./scripts-after-paint.server";

const NONCE = "abc123==";
const page = (body: string, head = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title>${head}` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/react-dom-2.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-3.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/react-dom-2.js" nonce="${NONCE}"/>` +
  `</head><body><main>Hello</main>${body}</body></html>`;
const moduleScript =
  `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/assets/root-3.js";\n` +
  `window.__reactRouterRouteModules = {"root": route0};\nimport("/assets/entry.client-1.js");</script>`;

/** The loader's arguments, as the browser will receive them. */
function loaderArgumentsOf(html: string) {
  const found = loaderArguments(html);
  expect(found, "the loader script").toBeDefined();
  return found!;
}

describe("scripts after paint", () => {
  it("takes the module preloads out of the document and hands them, in order and once each, to the loader", () => {
    const html = scriptsAfterPaint(page(moduleScript), NONCE);
    expect(html).not.toContain('rel="modulepreload"');
    const [type, modules, entry] = loaderArgumentsOf(html);
    expect(type).toBe(DEFERRED_MODULE_TYPE);
    expect(modules).toEqual(["/assets/entry.client-1.js", "/assets/react-dom-2.js", "/assets/root-3.js"]);
    expect(entry).toBe("/assets/entry.client-1.js");
  });

  it("keeps React Router's module script where it was, inert and word for word, so hydration sees the same element", () => {
    const html = scriptsAfterPaint(page(moduleScript), NONCE);
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain(
      `<main>Hello</main><script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">;\nimport * as route0 from "/assets/root-3.js";`,
    );
    expect(html).toContain('import("/assets/entry.client-1.js");</script></body>');
  });

  it("puts the loader at the end of the head, under the page's nonce", () => {
    const html = scriptsAfterPaint(page(moduleScript), NONCE);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(new RegExp(`<script nonce="${NONCE}">\\(function startScriptsAfterPaint\\([\\s\\S]*\\)</script>$`));
  });

  it("inlines a loader a browser can run: nothing in it was rewritten for the server's module runner", () => {
    // Vitest runs this module through Vite's server transform, as `npm run dev` does.
    const html = scriptsAfterPaint(page(moduleScript), NONCE);
    const loader = /\(function startScriptsAfterPaint[\s\S]*?<\/script>/.exec(html)?.[0];
    expect(loader).toBeDefined();
    expect(loader).not.toMatch(/__vite?_ssr_|__vi_/);
  });

  it("never lets a module address end the loader's script element", () => {
    const html = scriptsAfterPaint(page(moduleScript, `<link rel="modulepreload" href="/assets/x</script/.js"/>`), NONCE);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<\/script[\s/>]/gi)).toHaveLength(1);
    expect(loaderArgumentsOf(html)[1]).toContain("/assets/x</script/.js");
  });

  it("leaves a document without React Router's scripts as it is", () => {
    const html = page("");
    expect(scriptsAfterPaint(html, NONCE)).toBe(html);
  });
});
