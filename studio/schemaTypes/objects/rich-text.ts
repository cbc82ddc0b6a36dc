import { defineArrayMember, defineField, defineType } from "sanity";
import { altTextField, captionField } from "../image-fields";
import { LINKABLE_TYPES } from "../../../app/lib/page-tree";
import { ANNOTATIONS, BLOCK_STYLES, DECORATORS, LIST_TYPES, MAX_LIST_LEVEL, linkProblem } from "../rich-text-rules";

type Block = {
  style?: string;
  listItem?: string;
  level?: number;
  markDefs?: { _key?: string; _type?: string }[];
  children?: { _type?: string; marks?: string[] }[];
};

const styles = new Set<string>(BLOCK_STYLES.map((style) => style.value));
const lists = new Set<string>(LIST_TYPES.map((list) => list.value));
const decorators = new Set<string>(DECORATORS.map((decorator) => decorator.value));
const annotations = new Set<string>(ANNOTATIONS);

/**
 * The editor offers only the options below, but pasted or imported content
 * can carry anything; this rule catches what the site could not show.
 */
export function blockProblem(block: Block | undefined): string | undefined {
  if (!block) return undefined;
  if (block.style !== undefined && !styles.has(block.style)) {
    return `The text style "${block.style}" is not shown by the site: use Paragraph, Heading, Subheading, Minor heading or Quote.`;
  }
  if (block.listItem !== undefined && !lists.has(block.listItem)) {
    return `The list type "${block.listItem}" is not shown by the site: use a bulleted or numbered list.`;
  }
  if (block.level !== undefined && block.level > MAX_LIST_LEVEL) {
    return `Lists can be nested ${MAX_LIST_LEVEL} levels deep at most.`;
  }
  const defined = new Map((block.markDefs ?? []).map((def) => [def._key, def._type]));
  for (const def of block.markDefs ?? []) {
    if (!def._type || !annotations.has(def._type)) return `"${def._type}" annotations are not shown by the site: use a link or an internal link.`;
  }
  for (const child of block.children ?? []) {
    if (child._type !== "span") return `Inline "${child._type}" items are not shown by the site: remove them.`;
    for (const mark of child.marks ?? []) {
      if (!decorators.has(mark) && !defined.has(mark)) {
        return `The text formatting "${mark}" is not shown by the site: use bold, italic, underline, strikethrough or code.`;
      }
    }
  }
  return undefined;
}

/** Rich text as the site renders it: articles, testimonials and the privacy policy share it. */
export const richText = defineType({
  name: "richText",
  title: "Rich text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: BLOCK_STYLES.map(({ value, title }) => ({ value, title })),
      lists: LIST_TYPES.map(({ value, title }) => ({ value, title })),
      marks: {
        decorators: DECORATORS.map(({ value, title }) => ({ value, title })),
        annotations: [
          defineArrayMember({
            name: "internalLink",
            type: "object",
            title: "Internal link",
            description: "A page or article of this site, chosen from the list, so the link follows it when its address changes.",
            fields: [
              defineField({
                name: "reference",
                type: "reference",
                title: "Page",
                to: LINKABLE_TYPES.map((type) => ({ type })),
                validation: (rule) => rule.required().error("Choose the page the link opens."),
              }),
            ],
          }),
          defineArrayMember({
            name: "link",
            type: "object",
            title: "Link to another site",
            fields: [
              defineField({
                name: "href",
                type: "string",
                title: "Link address",
                description: "A web address (https://…), mailto:… or tel:…. For a page of this site, use an internal link.",
                validation: (rule) => rule.custom((href) => linkProblem(href) ?? true),
              }),
            ],
          }),
        ],
      },
      validation: (rule) => rule.custom((block) => blockProblem(block as Block) ?? true),
    }),
    defineArrayMember({
      type: "image",
      title: "Image",
      options: { hotspot: true },
      fields: [altTextField, captionField],
      validation: (rule) => rule.required().assetRequired(),
    }),
  ],
});
