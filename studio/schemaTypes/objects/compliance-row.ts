import { defineArrayMember, defineField, defineType } from "sanity";
import { PRODUCT_PAGES, type ProductOfPages } from "../../../app/lib/page-tree";
import { COMPLIANCE_STATUSES } from "../../../app/pages/shapes";
import { line } from "../fields";
import { LENGTHS } from "../lengths";

/** The products as the Studio offers them; the table shows each product page's name. */
const PRODUCT_TITLES: Record<ProductOfPages, string> = { dccm: "DCCM", paracelsus: "Paracelsus LIS" };

const statusTitle = (value: unknown) => COMPLIANCE_STATUSES.find((status) => status.value === value)?.title;

/** One standard of a compliance table: where the company stands with it, for which product, its evidence and date. */
export const complianceRow = defineType({
  name: "complianceRow",
  type: "object",
  title: "Standard",
  fields: [
    line("standard", { title: "Standard", description: 'Its usual short name, e.g. "SOC 2 Type II" or "21 CFR Part 11".', max: LENGTHS.cardTitle }),
    defineField({
      name: "status",
      type: "string",
      title: "Status",
      description:
        "Certified: an accredited body certified it. Attested: an auditor's report says so. Aligned: built to it, without an outside audit. In progress: not yet, under way.",
      options: { list: [...COMPLIANCE_STATUSES], layout: "radio" },
      validation: (rule) => rule.required().error("Choose the status: certified, attested, aligned or in progress."),
    }),
    defineField({
      name: "scope",
      type: "array",
      title: "Applies to",
      of: [defineArrayMember({ type: "string" })],
      options: { list: PRODUCT_PAGES.map(({ product }) => ({ value: product, title: PRODUCT_TITLES[product] })), layout: "grid" },
      validation: (rule) => rule.required().min(1).unique().error("Tick the product it applies to, or both."),
    }),
    defineField({
      name: "evidence",
      type: "evidenceLink",
      title: "Evidence",
      description: "Optional: a page or document a buyer can read. Without it, the table says On request.",
    }),
    defineField({
      name: "date",
      type: "date",
      title: "Date",
      description: "When it was certified or attested, or for aligned and in progress when it was last reviewed. Shown as month and year.",
      options: { dateFormat: "MMMM YYYY" },
      validation: (rule) => rule.required().error("Give the date of the certificate, report or last review."),
    }),
  ],
  preview: {
    select: { title: "standard", status: "status" },
    prepare: ({ title, status }) => ({ title, subtitle: statusTitle(status) ?? "No status yet" }),
  },
});
