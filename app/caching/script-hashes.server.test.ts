import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const page = (loader: string) =>
  `<html><head><script>${loader}</script><script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script src="/assets/a.js"></script></head><body><script type="module">import "/assets/b.js";</script>` +
  `<script type="text/x-template">not run</script></body></html>`;

describe("hashes of a page's inline scripts", () => {
  it("allows every inline script a browser runs, and nothing else", () => {
    expect(inlineScriptHashes(page("start()"))).toEqual([
      sha256("start()"),
      sha256('import "/assets/b.js";'),
    ]);
  });

  it("no longer allows a script once its text changes", () => {
    const allowed = inlineScriptHashes(page("start()"));
    expect(allowed).not.toContain(sha256("start();alert(1)"));
    expect(inlineScriptHashes(page("start();alert(1)"))).toContain(sha256("start();alert(1)"));
  });

  it("lists a script used twice once", () => {
    expect(inlineScriptHashes("<script>a()</script><p></p><script>a()</script>")).toEqual([sha256("a()")]);
  });
});
