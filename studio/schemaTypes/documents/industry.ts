import { CaseIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { FAMILIES } from "../../../app/lib/page-tree";
import { countRule, line, paragraph, seoField } from "../fields";
import { iconField } from "../icon";
import { LENGTHS } from "../lengths";
import { addressField, formerSlugsField } from "./family-fields";

export const industry = defineType({
  name: "industry",
  type: "document",
  title: "Industry",
  icon: CaseIcon,
  fields: [
    line("title", { title: "Name", description: "The page's headline, its card's heading and its menu entry.", max: LENGTHS.menuLabel }),
    addressField(FAMILIES.industry.parent),
    formerSlugsField,
    iconField(),
    paragraph("summary", { title: "Summary", description: "Under the headline and on the industry's card.", max: LENGTHS.summary, rows: 2 }),
    defineField({ name: "intro", type: "callout", title: "Introduction", validation: (rule) => rule.required() }),
    defineField({
      name: "details",
      type: "array",
      title: "Details",
      of: [defineArrayMember({ type: "callout" })],
      validation: (rule) => countRule(rule, { min: 3, max: 3, what: "details, side by side" }),
    }),
    defineField({
      name: "features",
      type: "array",
      title: "Popular features",
      of: [defineArrayMember({ type: "card" })],
      validation: (rule) => countRule(rule, { min: 4, max: 4, what: "popular features, in a row" }),
    }),
    line("ctaTitle", { title: "Closing band: heading", max: LENGTHS.sectionTitle }),
    seoField,
  ],
  preview: { select: { title: "title", subtitle: "summary" } },
});
