import { expect, test } from "@playwright/test";

/**
 * The whole document arrives in one response, so the first paint waits until
 * it is parsed (`<link rel="expect" blocking="render">`) and the page is laid
 * out once, not once for its top and again for the rest. Should the target
 * go missing, the browser would paint only at the end of parsing: nothing a
 * visitor sees, but the gain lost, so this check.
 */
test("every document names a render-blocking target that it contains", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of [...paths, "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const target = /<link rel="expect" href="#([^"]+)" blocking="render"\/?>/.exec(html)?.[1];
    expect(target, path).toBeDefined();
    expect(html.match(new RegExp(`\\sid="${target}"`, "g")), path).toHaveLength(1);
  }
});
