/**
 * The Studio offers editors exactly the rich-text options listed in
 * studio/schemaTypes/rich-text-rules.ts. Each must reach the page as what it
 * means, not as the renderer's fallback for things it does not know.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { RichText as RichTextValue } from "~/content/queries";
import { parseEnv } from "~/lib/env.server";
import { shownRichText } from "~/pages/rich-text.server";
import { BLOCK_STYLES, DECORATORS, ANNOTATIONS, EMBEDDED_TYPES, LIST_TYPES, linkProblem } from "../../studio/schemaTypes/rich-text-rules";
import { RichText } from "./rich-text";

const context = { env: parseEnv({}) };

/** Rich text as a page draws it: resolved by the loader (links, images), then rendered. */
function html(value: unknown[]): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <RichText value={shownRichText(context, value as RichTextValue)} />
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

  it.each(["https://example.org/a", "mailto:help@example.com", "tel:+18505550100"])("a link off the site the Studio accepts (%s) is a working link", (href) => {
    expect(linkProblem(href)).toBeUndefined();
    const out = html([block({}, ["l"], [{ _type: "link", _key: "l", href }])]);
    expect(out).toBe(`<p><a href="${href}" rel="noopener noreferrer">Words</a></p>`);
  });

  it.each([
    [{ _type: "contactPage", slug: null }, "/contact"],
    [{ _type: "homePage", slug: null }, "/"],
    [{ _type: "lisSolution", slug: "transactional-billing" }, "/solutions/paracelsus/lis-solutions/transactional-billing"],
    [{ _type: "insight", slug: "reading-quality-control-graphs" }, "/insights/reading-quality-control-graphs"],
  ])("an internal link to %j opens the page's address", (page, path) => {
    expect(ANNOTATIONS).toContain("internalLink");
    const out = html([block({}, ["l"], [{ _type: "internalLink", _key: "l", reference: { _type: "reference", _ref: "x" }, page }])]);
    expect(out).toBe(`<p><a href="${path}" data-discover="true">Words</a></p>`);
  });

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

describe("a link the rules refuse, if it still arrives, is plain text", () => {
  it.each([
    "/\\evil.example/path",
    "//evil.example/x",
    "/contact",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "http://example.org",
    "https:\\\\evil.example",
    "",
  ])("href %j", (href) => {
    expect(linkProblem(href)).toBeDefined();
    expect(html([block({}, ["l"], [{ _type: "link", _key: "l", href }])])).toBe(fallbackParagraph);
  });

  it("an internal link to a page that is not published, or whose address breaks the slug rule", () => {
    for (const page of [null, { _type: "industry", slug: null }, { _type: "industry", slug: "pain日" }, { _type: "testimonial", slug: null }]) {
      expect(html([block({}, ["l"], [{ _type: "internalLink", _key: "l", reference: { _type: "reference", _ref: "x" }, page }])])).toBe(fallbackParagraph);
    }
  });
});
