/**
 * Starts the page's JavaScript after the first contentful paint, and runs it
 * in short tasks, instead of alongside the document (decision 007).
 *
 * Every page is complete, styled HTML that works without JavaScript, so the
 * ~120 KB (gzip) of React and route modules is needed for interaction, not
 * for seeing the page. As React Router renders it (a <link
 * rel="modulepreload"> per module and an async module script), a phone
 * fetches all of it at high priority while the first paint waits, then
 * evaluates every module in one long task that blocks input.
 *
 * Here the document keeps the module script where it was, made inert by its
 * type, so React hydrates the same element; the preload links leave the
 * document. A small classic script in the head, once the first contentful
 * paint is reported (the Paint Timing API, or the next frame where a browser
 * has none), at the first key or pointer press if that comes sooner, or at
 * the load event in a tab opened in the background (which paints only when
 * shown):
 *   1. adds the preload links back, a few per task, so every module is
 *      fetched in parallel;
 *   2. evaluates the modules one per task (a module script each, the next
 *      after its load event), the vendor chunks first (vite.config.ts
 *      splits React DOM, React and React Router apart);
 *   3. runs React Router's own module script, which imports the entry and
 *      hydrates; by then it only links modules already evaluated.
 */
import { inlineCall } from "./inline-script";

export const DEFERRED_MODULE_TYPE = "text/x-module-after-paint";

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
const ENTRY_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/;
const HEAD_END = "</head>";
const PRELOADS_PER_TASK = 2;

/**
 * Runs in the browser, inlined into every page as its source text: kept
 * small and free of anything the bundler would rewrite or a browser that runs
 * modules lacks.
 */
function startScriptsAfterPaint(type: string, modules: string[], entry: string, preloadsPerTask: number) {
  var doc = document;
  var nonce = (doc.currentScript as HTMLScriptElement | null)?.nonce || "";
  var started = false;
  var starters = ["pointerdown", "keydown", "touchstart"];
  var toPreload = modules.slice();
  var toEvaluate = modules.filter(function (href) {
    return href !== entry;
  });
  var later = function (next: () => void) {
    setTimeout(next, 0);
  };

  function preload() {
    for (var i = 0; i < preloadsPerTask && toPreload.length; i++) {
      var link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = toPreload.shift()!;
      link.nonce = nonce;
      doc.head.appendChild(link);
    }
    later(toPreload.length ? preload : evaluate);
  }
  function evaluate() {
    var href = toEvaluate.shift();
    if (!href) return hydrate();
    // A module script rather than import(), which bundlers rewrite in server code (Vite's dev server does).
    // A module that fails here fails again, and is reported, when React Router imports it.
    var script = doc.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.src = href;
    script.onload = script.onerror = function () {
      later(evaluate);
    };
    doc.head.appendChild(script);
  }
  function hydrate() {
    var inert = doc.querySelector('script[type="' + type + '"]');
    if (!inert) return;
    var script = doc.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = inert.textContent;
    doc.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < starters.length; i++) removeEventListener(starters[i]!, whenParsed, true);
    preload();
  }
  function whenParsed() {
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
    else start();
  }

  for (var k = 0; k < starters.length; k++) addEventListener(starters[k]!, whenParsed, true);
  addEventListener("load", function () {
    if (doc.visibilityState === "hidden") whenParsed();
  });
  var types = (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") === -1) {
    requestAnimationFrame(function () {
      later(whenParsed);
    });
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    later(whenParsed);
  });
  observer.observe({ type: "paint", buffered: true });
}

const loaderCall = inlineCall(startScriptsAfterPaint);
const LOADER_ARGUMENTS = /\(function startScriptsAfterPaint\b[\s\S]*?\)\.apply\(null,(\[.*?\])\)<\/script>/;

/** The loader's arguments in a rewritten document (for the benchmark and tests), or undefined if it has none. */
export function loaderArguments(html: string): Parameters<typeof startScriptsAfterPaint> | undefined {
  const json = LOADER_ARGUMENTS.exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
}

/**
 * Rewrites a rendered document so its modules load after first paint. A
 * document without React Router's module script (an error page rendered
 * without scripts, say) is returned unchanged.
 */
export function scriptsAfterPaint(html: string, nonce: string): string {
  const headEnd = html.indexOf(HEAD_END);
  const script = MODULE_SCRIPT.exec(html);
  const entry = script ? ENTRY_IMPORT.exec(script[3]!)?.[1] : undefined;
  if (!script || !entry || headEnd === -1 || script.index < headEnd) return html;

  const modules: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) return tag;
    if (!modules.includes(href)) modules.push(href);
    return "";
  });
  if (!modules.includes(entry)) modules.unshift(entry);
  const inert = withoutPreloads.replace(
    MODULE_SCRIPT,
    (_tag, before: string, after: string, content: string) =>
      `<script${before}type="${DEFERRED_MODULE_TYPE}"${after.replace(/\s*\basync(="")?/, "")}>${content}</script>`,
  );
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const bootstrap = `<script${nonceAttribute}>${loaderCall(DEFERRED_MODULE_TYPE, modules, entry, PRELOADS_PER_TASK)}</script>`;
  const end = inert.indexOf(HEAD_END);
  return inert.slice(0, end) + bootstrap + inert.slice(end);
}
