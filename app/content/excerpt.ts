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
  const first = (blocks ?? []).find(isTextBlock);
  if (!first) return "";
  const text = (first.children ?? []).map((child) => child.text ?? "").join("");
  const all = text.split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(" ");
  return `${all.slice(0, words).join(" ")}…`;
}
