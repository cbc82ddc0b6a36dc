/**
 * The pieces pages are built from: a headline band, a section heading, a
 * card, a step, a link to a page... Each is one object type, so a field means
 * the same thing on every page and is checked the same way.
 */
import { defineArrayMember, defineField, defineType, type ArrayRule } from "sanity";
import { iconField } from "./icon";
import { altTextField } from "./image-fields";
import { LENGTHS } from "./lengths";
import { requiredText } from "./required-text";

/** Every type a page link may point to: the pages the site has (app/pages/tree.ts). */
export const PAGE_TYPES = [
  "homePage",
  "aboutPage",
  "contactPage",
  "resourcesPage",
  "privacyPolicy",
  "dccmPage",
  "paracelsusPage",
  "whoWeServePage",
  "lisSolutionsPage",
  "industry",
  "lisSolution",
] as const;

/** Every type an internal link in rich text may open: the pages, and articles (/insights/<slug>). */
export const LINKABLE_TYPES = [...PAGE_TYPES, "insight"] as const;

type TextOptions = { title: string; description?: string; max?: number; optional?: boolean; rows?: number; /** Why `max`, when it is not the layout's. */ why?: string };

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

/** A link to one of the site's pages, chosen from the pages, so it cannot break. */
export const pageLink = defineType({
  name: "pageLink",
  type: "object",
  title: "Link to a page",
  fields: [
    line("label", { title: "Label", max: LENGTHS.buttonLabel }),
    defineField({
      name: "page",
      type: "reference",
      title: "Page",
      to: PAGE_TYPES.map((type) => ({ type })),
      validation: (rule) => rule.required().error("Choose the page the link opens."),
    }),
  ],
  preview: { select: { title: "label", subtitle: "page.name" } },
});

/** The first band of a page: its one headline, the paragraph under it, and a picture or an icon beside them. */
export const hero = defineType({
  name: "hero",
  type: "object",
  title: "Headline band",
  fields: [
    line("eyebrow", { title: "Small line above the headline", max: LENGTHS.eyebrow, optional: true }),
    line("title", { title: "Headline", description: "The page's one main heading.", max: LENGTHS.heroTitle }),
    paragraph("lead", { title: "Paragraph under the headline", max: LENGTHS.heroLead }),
    picture("image", { title: "Picture", description: "Beside the text on wide screens, under it on phones. Without one, the icon is shown.", optional: true }),
    defineField({ ...iconField("emblem", "Icon, when there is no picture"), validation: undefined }),
  ],
});

/** A section's heading: the small line above it, the heading, and a paragraph under it. */
export const sectionHeading = defineType({
  name: "sectionHeading",
  type: "object",
  title: "Section heading",
  fields: [
    line("eyebrow", { title: "Small line above the heading", max: LENGTHS.eyebrow, optional: true }),
    line("title", { title: "Heading", max: LENGTHS.sectionTitle }),
    paragraph("intro", { title: "Paragraph under the heading", optional: true, max: LENGTHS.heroLead }),
  ],
});

/** An icon, a heading and a short text. */
export const card = defineType({
  name: "card",
  type: "object",
  title: "Card",
  fields: [iconField(), line("title", { title: "Heading", max: LENGTHS.cardTitle }), paragraph("text", { title: "Text", max: LENGTHS.cardText })],
  preview: { select: { title: "title", subtitle: "text" } },
});

/** A heading and a short text, without an icon. */
export const callout = defineType({
  name: "callout",
  type: "object",
  title: "Callout",
  fields: [line("title", { title: "Heading", max: LENGTHS.cardTitle }), paragraph("text", { title: "Text", max: LENGTHS.cardText * 2 })],
  preview: { select: { title: "title", subtitle: "text" } },
});

/** One step of a numbered process. */
export const step = defineType({
  name: "step",
  type: "object",
  title: "Step",
  fields: [line("title", { title: "Heading", max: LENGTHS.cardTitle }), paragraph("text", { title: "Text", max: LENGTHS.cardText })],
  preview: { select: { title: "title", subtitle: "text" } },
});

/** The closing band: a heading, one sentence, and the Request a Demo button. */
export const callToAction = defineType({
  name: "callToAction",
  type: "object",
  title: "Closing band",
  fields: [line("title", { title: "Heading", max: LENGTHS.sectionTitle }), paragraph("text", { title: "Sentence", max: LENGTHS.cardText })],
});

/** A figure and what it counts ("500+" "courts served"). */
export const fact = defineType({
  name: "fact",
  type: "object",
  title: "Figure",
  fields: [line("value", { title: "Figure", max: 8 }), line("label", { title: "What it counts", max: LENGTHS.cardTitle })],
  preview: { select: { title: "value", subtitle: "label" } },
});

/** A number that counts up when it scrolls into view. */
export const statistic = defineType({
  name: "statistic",
  type: "object",
  title: "Counting figure",
  fields: [
    defineField({
      name: "value",
      type: "number",
      title: "Number",
      description: "Counts up from 0 to this number.",
      validation: (rule) => rule.required().integer().min(0).max(9_999_999).error("Give a whole number, 0 or more."),
    }),
    line("suffix", { title: "After the number", description: 'Optional, e.g. "k+" or "+".', max: 4, optional: true }),
    line("label", { title: "What it counts", max: LENGTHS.cardTitle }),
  ],
  preview: { select: { value: "value", suffix: "suffix", label: "label" }, prepare: ({ value, suffix, label }) => ({ title: `${value ?? ""}${suffix ?? ""}`, subtitle: label }) },
});

/** One or more paragraphs of plain text. */
const paragraphsField = defineField({
  name: "paragraphs",
  type: "array",
  title: "Paragraphs",
  of: [defineArrayMember({ type: "text", rows: 3 })],
  validation: (rule) => rule.required().min(1).error("Write at least one paragraph."),
});

/** A topic that opens and closes: paragraphs, then an optional list. */
export const topic = defineType({
  name: "topic",
  type: "object",
  title: "Topic",
  fields: [
    line("title", { title: "Heading", max: LENGTHS.cardTitle }),
    paragraphsField,
    defineField({ name: "points", type: "array", title: "List under the paragraphs", description: "Optional.", of: [defineArrayMember({ type: "string" })] }),
  ],
  preview: { select: { title: "title" } },
});

/** A moment of the company's story. */
export const milestone = defineType({
  name: "milestone",
  type: "object",
  title: "Milestone",
  fields: [
    line("year", { title: "Year", description: "Optional.", max: 9, optional: true }),
    line("title", { title: "Heading", max: LENGTHS.cardTitle }),
    iconField(),
    paragraphsField,
  ],
  preview: { select: { title: "title", subtitle: "year" } },
});

/** A logo in a wall of logos: the picture and the organisation's name, which is its alternative text. */
export const logo = defineType({
  name: "logo",
  type: "image",
  title: "Logo",
  fields: [line("name", { title: "Organisation", description: "Read out in place of the logo." })],
  validation: (rule) => rule.required().assetRequired().error("Upload the logo."),
  preview: { select: { title: "name", media: "asset" } },
});

/** What search engines and link previews show; empty fields take the site's defaults (Site settings). */
export const seo = defineType({
  name: "seo",
  type: "object",
  title: "Search and sharing",
  options: { collapsible: true, collapsed: true },
  fields: [
    line("title", { title: "Title in search results", description: "The site's name is added after it (on the home page, it is used as it is). Empty: the headline.", max: LENGTHS.seoTitle, optional: true, why: SEARCH_CUTS }),
    paragraph("description", { title: "Description in search results", max: LENGTHS.seoDescription, optional: true, rows: 2, why: SEARCH_CUTS }),
    picture("image", { title: "Picture in link previews", description: "1200 × 630 pixels. Empty: the site's default.", optional: true }),
  ],
});

/** The name a page goes by in breadcrumbs and menus: short. */
export const pageName = line("name", { title: "Short name", description: "Used in breadcrumbs, and as the product's name in its own header (DCCM, Paracelsus LIS).", max: LENGTHS.menuLabel });

/** Search results cut a description near this length. */
export const SEARCH_RESULT_CUT = SEARCH_CUTS;

export const seoField = defineField({ name: "seo", type: "seo", title: "Search and sharing" });

export const partTypes = [pageLink, hero, sectionHeading, card, callout, step, callToAction, fact, statistic, topic, milestone, logo, seo];
