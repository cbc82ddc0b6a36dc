/**
 * Inline scripts written as ordinary functions, so they are type-checked with
 * the app: the text of a call to `fn` with JSON arguments. The function must
 * be self-contained and use nothing a bundler rewrites in server code (no
 * imports, no `import()`): its compiled source is what the browser runs.
 * The source is read once; each call only serialises the arguments.
 */
export function inlineCall<Args extends unknown[]>(fn: (...args: Args) => void): (...args: Args) => string {
  // Indentation dropped, line breaks kept, so the source means exactly what it compiled to.
  const source = fn.toString().replace(/\n\s+/g, "\n");
  // JSON inside a script element: "<" escaped so that no value can end the element.
  return (...args) => `(${source}).apply(null,${JSON.stringify(args).replaceAll("<", "\\u003c")})`;
}
