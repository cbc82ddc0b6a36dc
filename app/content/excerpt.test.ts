import { describe, expect, it } from "vitest";
import type { RichText } from "~/content/queries";
import { excerpt } from "./excerpt";

const block = (text: string, type = "block") => ({ _type: type, _key: text.slice(0, 4), children: [{ _type: "span", text }] }) as unknown as RichText[number];
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(" ");

describe("excerpt", () => {
  it("keeps a first block of 30 words or fewer whole, without an ellipsis", () => {
    expect(excerpt([block(words(30))])).toBe(words(30));
  });

  it("cuts a longer first block to 30 words and adds an ellipsis", () => {
    expect(excerpt([block(words(31))])).toBe(`${words(30)}…`);
  });

  it("takes the first text block, skipping images before it", () => {
    expect(excerpt([block("", "image"), block("First text."), block("Second.")])).toBe("First text.");
  });

  it("joins spans and folds white space", () => {
    const value = [{ _type: "block", children: [{ text: "Bold " }, { text: " and\nplain" }] }] as unknown as RichText;
    expect(excerpt(value)).toBe("Bold and plain");
  });

  it("is empty when there is no text", () => {
    expect(excerpt(null)).toBe("");
    expect(excerpt([])).toBe("");
  });
});
