/**
 * The floating controls (Need Help and back-to-top) never cover what a visitor
 * reads or uses: on every page of the sitemap, at 375 and 1280 px,
 * at the top, three middles and the bottom, no line of text and no link or
 * control lies under either of them.
 */
import { expect, test } from "@playwright/test";
import { sitemapPaths } from "../support/visible-text";
import { visit } from "../support/visit";

/** Scroll positions, as fractions of the page's scroll range. */
const POSITIONS = [0, 0.25, 0.5, 0.75, 1];

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px nothing on any page lies under a floating control, at any of ${POSITIONS.length} scroll positions`, async ({
    browser,
  }, testInfo) => {
    const paths = await sitemapPaths(String(testInfo.project.use.baseURL));
    // A budget per page, so the bound grows with the sitemap (about 1 s a page at both widths in a full run).
    test.setTimeout(paths.length * 4_000);
    expect(paths.length).toBeGreaterThan(20);
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    const covered: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      for (const position of POSITIONS) {
        // One evaluate per position: scroll, let the controls react, and measure everything in the page.
        const found = await page.evaluate(async (fraction) => {
          const root = document.documentElement;
          window.scrollTo({ top: Math.round((root.scrollHeight - window.innerHeight) * fraction), behavior: "instant" });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const floating = [...document.querySelectorAll<HTMLElement>(".need-help-button, .back-to-top")].filter(
            (control) => control.getClientRects().length > 0,
          );
          if (floating.length === 0) return ["no floating control is shown"];
          const isFloating = (node: Element) => floating.some((control) => control.contains(node) || node.contains(control));
          const boxes: { label: string; owner: Element; rect: DOMRect }[] = [];
          // Lines of text, as drawn.
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const owner = text.parentElement;
            if (!owner || !text.textContent?.trim() || owner.closest(".need-help")) continue;
            // Screen-reader-only text: its box is clipped to 1 px, though its line boxes are not.
            const box = owner.getBoundingClientRect();
            if (box.width < 2 || box.height < 2) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const rect of range.getClientRects()) boxes.push({ label: `text "${text.textContent.trim().slice(0, 40)}"`, owner, rect });
          }
          // Links and controls, as whole boxes.
          for (const element of document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])")) {
            if (element.closest(".need-help") || isFloating(element)) continue;
            for (const rect of element.getClientRects())
              boxes.push({ label: `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`, owner: element, rect });
          }
          const problems: string[] = [];
          for (const control of floating) {
            const c = control.getBoundingClientRect();
            for (const { label, owner, rect } of boxes) {
              if (rect.width < 2 || rect.height < 2) continue;
              const left = Math.max(rect.left, c.left, 0);
              const right = Math.min(rect.right, c.right, window.innerWidth);
              const top = Math.max(rect.top, c.top, 0);
              const bottom = Math.min(rect.bottom, c.bottom, window.innerHeight);
              if (right - left < 1 || bottom - top < 1) continue;
              // Covered only if the control is drawn there over this element, not over, say, the sticky header
              // the element has scrolled beneath.
              const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
              const below = stack.find((element) => !isFloating(element) && !element.closest(".need-help"));
              if (!stack[0] || !isFloating(stack[0]) || !below) continue;
              if (below === owner || owner.contains(below) || below.contains(owner)) {
                problems.push(`${label} under ${control.className} at y ${Math.round(window.scrollY)}`);
              }
            }
          }
          return [...new Set(problems)];
        }, position);
        covered.push(...found.map((problem) => `${path}: ${problem}`));
      }
    }
    await context.close();
    expect(covered).toEqual([]);
  });
}
