export const EXCERPT_WORDS = 30;

/** Of rich text, only what an excerpt reads: the text of its blocks (any projection of them). */
type TextBlock = { _type: "block"; children?: ReadonlyArray<{ text?: string }> };
type Blocks = ReadonlyArray<{ _type: string }>;

function isTextBlock(block: unknown): block is TextBlock {
  return (block as { _type?: unknown })?._type === "block";
}

/**
 * The first `words` words of an article's first text block, with an ellipsis
 * when the block is longer (a card's excerpt is 30 words).
 */
export function excerpt(blocks: Blocks | null | undefined, words: number = EXCERPT_WORDS): string {
  // Stryker disable next-line ArrayDeclaration: A missing body read as ["Stryker was here"] holds no text block either: the excerpt is empty both ways.
  const first = (blocks ?? []).find(isTextBlock);
  if (!first) return "";
  // Stryker disable next-line ArrayDeclaration: Missing children read as ["Stryker was here"] have no text either: the excerpt is empty both ways.
  const text = (first.children ?? []).map((child) => child.text ?? "").join("");
  // Equivalent mutant next-line Regex → /\s/: Splitting at each white-space character leaves empty strings between runs, which filter(Boolean) drops: the same words.
  const all = text.split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(" ");
  return `${all.slice(0, words).join(" ")}…`;
}
