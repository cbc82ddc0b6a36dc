/**
 * The Studio offers editors exactly the rich-text options listed in
 * studio/schemaTypes/rich-text-rules.ts. Each must reach the page as what it
 * means, not as the renderer's fallback for things it does not know.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { RichText as RichTextValue } from "~/content/queries";
import {
  BLOCK_STYLES,
  DECORATORS,
  EMBEDDED_TYPES,
  LIST_TYPES,
  linkProblem,
} from "../../studio/schemaTypes/rich-text-rules";
import { RichText } from "./rich-text";

function html(value: unknown[]): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <RichText value={value as RichTextValue} />
    </MemoryRouter>,
  );
}

const block = (extra: Record<string, unknown>, marks: string[] = [], markDefs: unknown[] = []) => ({
  _type: "block",
  _key: "b",
  style: "normal",
  markDefs,
  children: [{ _type: "span", _key: "s", text: "Words", marks }],
  ...extra,
});

const fallbackParagraph = "<p>Words</p>";

describe("every rich-text option the Studio offers is drawn by the site's renderer", () => {
  it.each(BLOCK_STYLES.map((style) => style.value))("text style %s", (style) => {
    const out = html([block({ style })]);
    const expected = { normal: "p", h2: "h2", h3: "h3", h4: "h4", blockquote: "blockquote" }[style];
    expect(out).toBe(`<${expected}>Words</${expected}>`);
  });

  it.each(DECORATORS.map((decorator) => decorator.value))("formatting %s", (decorator) => {
    const out = html([block({}, [decorator])]);
    expect(out).not.toBe(fallbackParagraph);
    expect(out).toMatch(/^<p><(strong|em|code|s|span class="underline")>Words<\//);
  });

  it.each(LIST_TYPES.map((list) => list.value))("%s list", (list) => {
    const out = html([block({ listItem: list, level: 1 })]);
    expect(out).toBe(`<${list === "bullet" ? "ul" : "ol"}><li>Words</li></${list === "bullet" ? "ul" : "ol"}>`);
  });

  it.each(["/contact", "https://example.org/a", "mailto:help@example.com", "tel:+18505550100"])(
    "a link the Studio accepts (%s) is a working link",
    (href) => {
      expect(linkProblem(href)).toBeUndefined();
      const out = html([block({}, ["l"], [{ _type: "link", _key: "l", href }])]);
      expect(out).toContain(`<a href="${href}"`);
    },
  );

  it("embedded images, with their alternative text and caption", () => {
    expect(EMBEDDED_TYPES).toEqual(["image"]);
    const out = html([
      {
        _type: "image",
        _key: "i",
        asset: { _type: "reference", _ref: `image-${"a".repeat(40)}-1200x800-png` },
        alt: "A diagram",
        caption: "The caption",
      },
    ]);
    expect(out).toMatch(/^<figure><picture class="contents"><source type="image\/avif" [^>]*><source type="image\/webp" [^>]*><img [^>]*alt="A diagram"/);
    expect(out).toContain("<figcaption>The caption</figcaption>");
  });
});
