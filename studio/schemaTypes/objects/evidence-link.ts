import { defineField, defineType } from "sanity";
import { externalLinkProblem } from "../../../app/lib/links";
import { PAGE_TYPES } from "../../../app/lib/page-tree";
import { line } from "../fields";
import { LENGTHS } from "../lengths";

type Evidence = { label?: string; page?: { _ref?: string }; url?: string; document?: { _ref?: string } };

/**
 * Where a buyer reads a compliance table row's evidence, under a label: a document to take away (chosen:
 * its file when it is free, its short form when it is given for one), a page of this site (chosen, so the
 * link follows the page) or a document on another site (its https:// address). One of the three; a row
 * without evidence says "On request".
 */
export const evidenceLink = defineType({
  name: "evidenceLink",
  type: "object",
  title: "Evidence",
  fields: [
    line("label", { title: "Label", description: 'What the link says, e.g. "SOC 2 report summary".', max: LENGTHS.buttonLabel }),
    defineField({
      name: "document",
      type: "reference",
      title: "Document",
      description:
        "A document to take away (a report, a letter): free, the link gives its file; for a short form, its form. Or choose a page, or give a web address, below.",
      weak: true,
      to: [{ type: "download" }],
      hidden: ({ parent }) => Boolean((parent as Evidence | undefined)?.page || (parent as Evidence | undefined)?.url),
    }),
    defineField({
      name: "page",
      type: "reference",
      title: "Page of this site",
      description: "The page that shows the evidence. Or give a web address below instead.",
      weak: true,
      to: PAGE_TYPES.map((type) => ({ type })),
      hidden: ({ parent }) => Boolean((parent as Evidence | undefined)?.url || (parent as Evidence | undefined)?.document),
    }),
    defineField({
      name: "url",
      type: "url",
      title: "Web address",
      description: "A document on another site (https://…). Or choose a page of this site above instead.",
      hidden: ({ parent }) => Boolean((parent as Evidence | undefined)?.page || (parent as Evidence | undefined)?.document),
      validation: (rule) => rule.custom((url) => (url === undefined ? true : (externalLinkProblem(url, ["https:"]) ?? true))),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: Evidence | undefined) => {
      // None at all: the row's evidence is on request.
      if (value === undefined) return true;
      if (!value.document && !value.page && !value.url)
        return "Choose the document or the page that shows the evidence, or give its web address; or remove the evidence: the table then says On request.";
      if ([value.document, value.page, value.url].filter(Boolean).length > 1) return "Give one place for the evidence: a document, a page or a web address.";
      return true;
    }),
  preview: {
    select: { title: "label", document: "document.title", page: "page.name", url: "url" },
    prepare: ({ title, document, page, url }) => ({ title, subtitle: document ?? page ?? url }),
  },
});
