import { DownloadIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { DOCUMENT_ACCESS } from "../../../app/documents/access";
import { PRODUCT_PAGES } from "../../../app/lib/page-tree";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";
import { slugOptions, slugRule, uniqueSlugRule } from "../unique-slug";
import { formerSlugsField } from "./family-fields";

const PRODUCT_TITLES: Record<string, string> = { dccm: "DCCM", paracelsus: "Paracelsus LIS" };
const accessTitle = (value: unknown) => (value === "form" ? "For a short form" : value === "free" ? "Free" : "No access chosen");

/**
 * A document a buyer takes away (a datasheet, a buyer's guide, an RFP checklist): a PDF with
 * its title and summary, shown by a documents list; free, or given for a short form.
 */
export const download = defineType({
  name: "download",
  type: "document",
  title: "Document to take away",
  icon: DownloadIcon,
  fields: [
    line("title", { title: "Title", description: 'e.g. "DCCM datasheet".', max: LENGTHS.cardTitle }),
    defineField({
      name: "slug",
      type: "slug",
      title: "Web address",
      description: "For a document behind the short form, the end of its form's address: /documents/<this>. Press Generate to make it from the title.",
      options: slugOptions("title"),
      validation: (rule) => [
        rule.required().error("Generate the web address from the title."),
        rule.custom(slugRule).error(),
        rule.custom(uniqueSlugRule).error(),
      ],
    }),
    formerSlugsField,
    paragraph("summary", { title: "Summary", description: "What the buyer finds in it, in a sentence or two.", max: LENGTHS.cardText }),
    defineField({
      name: "file",
      type: "file",
      title: "File (PDF)",
      description: "The PDF the buyer takes away.",
      options: { accept: "application/pdf,.pdf" },
      validation: (rule) =>
        rule.custom((file: { asset?: { _ref?: string } } | undefined) => {
          const ref = file?.asset?._ref;
          if (!ref) return "Upload the PDF.";
          return ref.endsWith("-pdf") ? true : "The file must be a PDF.";
        }),
    }),
    defineField({
      name: "access",
      type: "string",
      title: "Access",
      description:
        "Free: anyone downloads it. For a short form: the buyer gives name, e-mail and organisation, staff see the request as an enquiry, and the buyer gets a link that expires.",
      options: { list: [...DOCUMENT_ACCESS], layout: "radio" },
      initialValue: "free",
      validation: (rule) => rule.required().error("Choose free or for a short form."),
    }),
    defineField({
      name: "products",
      type: "array",
      title: "Products",
      description: "The products it is about (optional).",
      of: [defineArrayMember({ type: "string" })],
      options: { list: PRODUCT_PAGES.map(({ product }) => ({ value: product, title: PRODUCT_TITLES[product] ?? product })), layout: "grid" },
      validation: (rule) => rule.unique().error("Tick each product once."),
    }),
    defineField({
      name: "topics",
      type: "array",
      title: "Topics",
      description: "As an article's tags: each names a topic of Resources and the page it opens.",
      of: [defineArrayMember({ type: "tag" })],
    }),
  ],
  preview: {
    select: { title: "title", access: "access", file: "file.asset.originalFilename" },
    prepare: ({ title, access, file }) => ({ title, subtitle: [accessTitle(access), file].filter(Boolean).join(" · ") }),
  },
});
