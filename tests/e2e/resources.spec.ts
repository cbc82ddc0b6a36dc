import { expect, test } from "@playwright/test";
import { collectErrors } from "../support/browser-checks";
import { drafts, firstBlockText, insights, wordCount } from "../support/dataset";

const newestFirst = [...insights].sort((a, b) => b.Date.localeCompare(a.Date));

test.describe("/resources", () => {
  test("lists every published article, newest first, and no drafts", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources and Insights");
    const titles = page.locator(".insight-card h2");
    await expect(titles).toHaveText(newestFirst.map((insight) => insight.Title));
    for (const draft of drafts) await expect(page.getByText(draft.Title)).toHaveCount(0);
    const dates = await page.locator(".insight-card time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime")));
    expect(dates).toEqual(newestFirst.map((insight) => insight.Date));
    expect(errors).toEqual([]);
  });

  test("shows a 30-word excerpt of each article's first text block, with an ellipsis only when longer", async ({ page }) => {
    await page.goto("/resources");
    const excerpts = await page.locator(".insight-excerpt").allTextContents();
    expect(excerpts).toHaveLength(newestFirst.length);
    let shortened = 0;
    let whole = 0;
    newestFirst.forEach((insight, index) => {
      const source = firstBlockText(insight).split(/\s+/).filter(Boolean);
      const shown = excerpts[index]!;
      if (source.length > 30) {
        shortened += 1;
        expect(shown.endsWith("…")).toBe(true);
        expect(wordCount(shown.slice(0, -1))).toBe(30);
        expect(shown.slice(0, -1)).toBe(source.slice(0, 30).join(" "));
      } else {
        whole += 1;
        expect(shown).toBe(source.join(" "));
      }
    });
    // The sample content exercises both paths.
    expect(shortened).toBeGreaterThan(0);
    expect(whole).toBeGreaterThan(0);
  });

  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    test(`lays the cards out in ${columns} column(s) at ${width} px, images 200 px high`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/resources");
      const boxes = await page.locator(".insight-card").evaluateAll((cards) =>
        cards.map((card) => {
          const rect = card.getBoundingClientRect();
          return { x: Math.round(rect.x), y: Math.round(rect.y) };
        }),
      );
      const firstRowY = boxes[0]!.y;
      expect(boxes.filter((box) => box.y === firstRowY)).toHaveLength(columns);
      // The last rows share out what a full row would leave alone: no card stands by itself beside empty columns.
      const rows = [...new Set(boxes.map((box) => box.y))].map((y) => boxes.filter((box) => box.y === y).length);
      if (columns > 1) expect(rows.filter((count) => count === 1)).toEqual([]);

      const heights = await page.locator(".insight-card img").evaluateAll((images) => images.map((img) => img.getBoundingClientRect().height));
      expect(heights.length).toBe(boxes.length);
      for (const height of heights) expect(height).toBe(200);

      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  }

  test("each card leads to its article", async ({ page }) => {
    await page.goto("/resources");
    const newest = newestFirst[0]!;
    await page.getByRole("link", { name: newest.Title }).click();
    await expect(page).toHaveURL(`/insights/${newest.slug!.current}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.Title);
  });
});
