import { CubeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { FAMILIES } from "../../../app/lib/page-tree";
import { countRule, line, paragraph, seoField } from "../fields";
import { iconField } from "../icon";
import { LENGTHS } from "../lengths";
import { addressField, formerSlugsField } from "./family-fields";

export const lisSolution = defineType({
  name: "lisSolution",
  type: "document",
  title: "LIS solution",
  icon: CubeIcon,
  fields: [
    line("title", { title: "Name", description: "The page's headline, its card's heading and its menu entry.", max: LENGTHS.heroTitle }),
    addressField(FAMILIES.lisSolution.parent),
    formerSlugsField,
    iconField(),
    paragraph("summary", { title: "Summary", description: "On the solution's card.", max: LENGTHS.summary * 2, rows: 2 }),
    paragraph("lead", { title: "Paragraph under the headline", max: LENGTHS.heroLead, rows: 2 }),
    defineField({ name: "challenge", type: "callout", title: "The challenge", validation: (rule) => rule.required() }),
    defineField({
      name: "capabilities",
      type: "array",
      title: "What you get",
      of: [defineArrayMember({ type: "card" })],
      validation: (rule) => countRule(rule, { min: 4, max: 4, what: "cards, in a row" }),
    }),
    defineField({
      name: "outcomes",
      type: "array",
      title: "What changes for the lab",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => countRule(rule, { min: 1, max: 6, what: "ticked lines" }),
    }),
    seoField,
  ],
  preview: { select: { title: "title", subtitle: "summary" } },
});
