import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ownScripts, scriptMark } from "./script-hashes.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const MARK = "m4rk0fThisRender00000A";

/** A page as the renderer writes it: the site's scripts carry the render's mark; `injected` is what a buggy component let through. */
const page = (loader: string, injected = "") =>
  `<html><head><script nonce="${MARK}">${loader}</script><script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<link rel="modulepreload" href="/assets/a.js" nonce="${MARK}"/></head><body><p>${injected}</p>` +
  `<script type="module" async="" nonce="${MARK}">import "/assets/b.js";</script>` +
  `<script type="text/x-template" nonce="${MARK}">not run</script></body></html>`;

describe("hashes of the scripts the site writes", () => {
  it("allows every inline script the site wrote that a browser runs, and leaves the mark nowhere in the page", () => {
    const { html, hashes } = ownScripts(page("start()"), MARK);
    expect(hashes).toEqual([sha256("start()"), sha256('import "/assets/b.js";')]);
    expect(html).not.toContain(MARK);
    expect(html).not.toContain("nonce");
    expect(html).toContain("<script>start()</script>");
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js"/>');
  });

  it("never allows a script the site did not write, whatever it looks like", () => {
    for (const injected of [
      "<script>alert(1)</script>",
      '<script type="module">alert(1)</script>',
      '<SCRIPT nonce="guess">alert(1)</SCRIPT>',
      `<script nonce="${MARK.slice(1)}">alert(1)</script>`,
    ]) {
      const { html, hashes } = ownScripts(page("start()", injected), MARK);
      expect(html, injected).toContain("alert(1)");
      expect(hashes, injected).toEqual([sha256("start()"), sha256('import "/assets/b.js";')]);
    }
  });

  it("allows nothing that an unclosed injected script swallows, the site's own script included", () => {
    const { hashes } = ownScripts(page("start()", "<script>alert(1)//"), MARK);
    expect(hashes).toEqual([sha256("start()")]);
  });

  it("no longer allows a script once its text changes", () => {
    expect(ownScripts(page("start()"), MARK).hashes).not.toContain(sha256("start();alert(1)"));
  });

  it("lists a script used twice once", () => {
    expect(ownScripts(`<script nonce="${MARK}">a()</script><p></p><script nonce="${MARK}">a()</script>`, MARK).hashes).toEqual([sha256("a()")]);
  });

  it("marks each render differently, with nothing an attribute could break out of", () => {
    const marks = new Set(Array.from({ length: 100 }, () => scriptMark()));
    expect(marks.size).toBe(100);
    for (const mark of marks) expect(mark).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
