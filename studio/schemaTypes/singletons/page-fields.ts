/** What the fixed pages' singletons (one document per page with a fixed layout: see ../../structure.ts) are built of. */
import type { DocumentTextIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType, type FieldDefinition } from "sanity";
import type { FixedPageType } from "../../../app/lib/page-tree";
import { countRule, line, paragraph, seoField } from "../fields";
import { LENGTHS } from "../lengths";
import { pageName } from "../page-name";

/** A part of a page, shown as one collapsible group of fields. */
export function part(name: string, title: string, fields: FieldDefinition[], description?: string) {
  return defineField({ name, type: "object", title, ...(description ? { description } : {}), options: { collapsible: true }, fields });
}

export const heading = defineField({ name: "heading", type: "sectionHeading", title: "Heading", validation: (rule) => rule.required() });
export const heroField = defineField({ name: "hero", type: "hero", title: "Headline band", validation: (rule) => rule.required() });
export const ctaField = defineField({ name: "cta", type: "callToAction", title: "Closing band", validation: (rule) => rule.required() });

export function list(name: string, title: string, of: string, count: { min: number; max: number; what: string }, description?: string) {
  return defineField({
    name,
    type: "array",
    title,
    ...(description ? { description } : {}),
    of: [defineArrayMember({ type: of })],
    validation: (rule) => countRule(rule, count),
  });
}

export const points = defineField({
  name: "points",
  type: "array",
  title: "Ticked list",
  of: [defineArrayMember({ type: "string" })],
  validation: (rule) => countRule(rule, { min: 1, max: 5, what: "ticked lines" }),
});

/** What search engines are told the product is (schema.org SoftwareApplication). */
export const software = part("software", "The product, for search engines", [
  line("name", { title: "Product name" }),
  paragraph("description", { title: "One-sentence description", max: LENGTHS.seoDescription }),
]);

export const singleton = (name: FixedPageType, title: string, icon: typeof DocumentTextIcon, fields: FieldDefinition[]) =>
  defineType({
    name,
    type: "document",
    title,
    icon,
    fields: [pageName(name), ...fields, seoField],
    preview: { select: { title: "name" }, prepare: () => ({ title }) },
  });
