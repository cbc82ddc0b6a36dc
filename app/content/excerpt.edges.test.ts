/**
 * A card's excerpt from text as editors leave it: spaces before the first word
 * or several between words, a block without spans or a span without text, and
 * an empty slot in the body.
 */
import { describe, expect, it } from "vitest";
import type { RichText } from "~/content/queries";
import { excerpt } from "./excerpt";

const body = (...blocks: unknown[]) => blocks as unknown as RichText;

describe("a card's excerpt", () => {
  it("starts at the first word however many spaces come before it", () => {
    expect(excerpt(body({ _type: "block", children: [{ _type: "span", text: "   Drug  court\n\tcase management " }] }))).toBe("Drug court case management");
    expect(excerpt(body({ _type: "block", children: [{ _type: "span", text: "  a b c" }] }), 2)).toBe("a b…");
  });

  it("reads a block without spans, or a span without text, as empty", () => {
    expect(excerpt(body({ _type: "block" }))).toBe("");
    expect(excerpt(body({ _type: "block", children: [{ _type: "span" }, { _type: "span", text: "Labs" }] }))).toBe("Labs");
  });

  it("skips an empty slot in the body", () => {
    expect(excerpt(body(null, { _type: "block", children: [{ _type: "span", text: "After" }] }))).toBe("After");
    expect(excerpt(null)).toBe("");
  });
});
