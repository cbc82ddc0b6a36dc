import { defineField, defineType } from "sanity";
import { externalLinkProblem } from "../../../app/lib/links";
import { PAGE_TYPES } from "../../../app/lib/page-tree";
import { line } from "../fields";
import { LENGTHS } from "../lengths";

type Evidence = { label?: string; page?: { _ref?: string }; url?: string };

/**
 * Where a buyer reads a compliance table row's evidence: a page of this site (chosen, so the link follows
 * the page) or a document on another site (its https:// address), under a label. A row without one says
 * "On request".
 */
export const evidenceLink = defineType({
  name: "evidenceLink",
  type: "object",
  title: "Evidence",
  fields: [
    line("label", { title: "Label", description: 'What the link says, e.g. "SOC 2 report summary".', max: LENGTHS.buttonLabel }),
    defineField({
      name: "page",
      type: "reference",
      title: "Page of this site",
      description: "The page that shows the evidence. Or give a web address below instead.",
      weak: true,
      to: PAGE_TYPES.map((type) => ({ type })),
      hidden: ({ parent }) => Boolean((parent as Evidence | undefined)?.url),
    }),
    defineField({
      name: "url",
      type: "url",
      title: "Web address",
      description: "A document on another site (https://…). Or choose a page of this site above instead.",
      hidden: ({ parent }) => Boolean((parent as Evidence | undefined)?.page),
      validation: (rule) => rule.custom((url) => (url === undefined ? true : (externalLinkProblem(url, ["https:"]) ?? true))),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: Evidence | undefined) => {
      // None at all: the row's evidence is on request.
      if (value === undefined) return true;
      if (!value.page && !value.url)
        return "Choose the page that shows the evidence, or give its web address; or remove the evidence: the table then says On request.";
      return true;
    }),
  preview: { select: { title: "label", page: "page.name", url: "url" }, prepare: ({ title, page, url }) => ({ title, subtitle: page ?? url }) },
});
