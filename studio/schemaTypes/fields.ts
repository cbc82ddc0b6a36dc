/**
 * The fields the types are built of, each checked the same way wherever it is
 * used: a line, a paragraph, a counted list, a picture, and a page's search
 * and sharing fields (a page's short name: page-name.ts).
 */
import { defineArrayMember, defineField, type ArrayRule } from "sanity";
import { altTextField } from "./image-fields";
import { requiredText } from "./required-text";

type TextOptions = {
  title: string;
  description?: string;
  max?: number;
  optional?: boolean;
  rows?: number /** Why `max`, when it is not the layout's. */;
  why?: string;
};

const tooLong = (max: number, why = "on a phone this wraps past what the layout allows") => `Longer than ${max} characters: ${why}. Shorten it if you can.`;
const SEARCH_CUTS = "search results cut it off there";

/** A line of text: required (unless optional), with a warning past the length the layout allows. */
export function line(name: string, { title, description, max, optional, why }: TextOptions) {
  return defineField({
    name,
    type: "string",
    title,
    ...(description ? { description } : {}),
    validation: (rule) => [
      ...(optional ? [] : [requiredText(rule, `Write the ${title.toLowerCase()}.`)]),
      ...(max ? [rule.max(max).warning(tooLong(max, why))] : []),
    ],
  });
}

/** A paragraph of plain text. */
export function paragraph(name: string, { title, description, max, optional, rows = 3, why }: TextOptions) {
  return defineField({
    name,
    type: "text",
    title,
    rows,
    ...(description ? { description } : {}),
    validation: (rule) => [
      ...(optional ? [] : [rule.required().error(`Write the ${title.toLowerCase()}.`)]),
      ...(max ? [rule.max(max).warning(tooLong(max, why))] : []),
    ],
  });
}

/** A list the design shows a fixed number of: `count` exactly, or between `min` and `max`. */
export function countRule(rule: ArrayRule<unknown[]>, { min, max, what }: { min: number; max: number; what: string }) {
  const message = min === max ? `The layout shows exactly ${min} ${what}.` : `The layout shows ${min} to ${max} ${what}.`;
  return rule.required().min(min).max(max).error(message);
}

/** An image the site shows, with its alternative text; `hotspot` lets the editor set the focus point the site keeps in view. */
export function picture(name: string, { title, description, optional }: { title: string; description?: string; optional?: boolean }) {
  return defineField({
    name,
    type: "image",
    title,
    ...(description ? { description } : {}),
    options: { hotspot: true },
    fields: [altTextField],
    validation: (rule) =>
      optional
        ? rule.custom((image) => (image && !image.asset ? "Upload the image, or remove it." : true))
        : rule.required().assetRequired().error(`Add the ${title.toLowerCase()}.`),
  });
}

/** One or more paragraphs of plain text. */
export const paragraphsField = defineField({
  name: "paragraphs",
  type: "array",
  title: "Paragraphs",
  of: [defineArrayMember({ type: "text", rows: 3 })],
  validation: (rule) => rule.required().min(1).error("Write at least one paragraph."),
});

/** Search results cut a description near this length. */
export const SEARCH_RESULT_CUT = SEARCH_CUTS;

export const seoField = defineField({ name: "seo", type: "seo", title: "Search and sharing" });
