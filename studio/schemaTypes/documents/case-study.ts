import { ProjectsIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { FAMILIES, PRODUCT_PAGES } from "../../../app/lib/page-tree";
import { line, paragraph, picture, seoField } from "../fields";
import { LENGTHS } from "../lengths";
import { addressField, formerSlugsField } from "./family-fields";

/**
 * A client, its problem and what changed, with measured results each with a
 * source and a date: its page at /customers/<slug>, a card on Customers, and a
 * few lines on the product and industry pages it names.
 */
export const caseStudy = defineType({
  name: "caseStudy",
  type: "document",
  title: "Case study",
  icon: ProjectsIcon,
  fields: [
    line("title", {
      title: "Headline",
      description: "The page's headline and its card's heading: the result in a sentence.",
      max: LENGTHS.heroTitle,
    }),
    addressField(FAMILIES.caseStudy.parent),
    formerSlugsField,
    line("client", { title: "Client", description: "The court, agency or laboratory.", max: LENGTHS.cardTitle }),
    line("agencyType", { title: "Kind of agency", description: "e.g. Adult treatment court, Toxicology laboratory.", max: LENGTHS.cardTitle }),
    defineField({
      name: "products",
      type: "array",
      title: "Products",
      description: "The products it used: the case study is listed on their pages.",
      of: [defineArrayMember({ type: "reference", to: PRODUCT_PAGES.map(({ type }) => ({ type })) })],
      validation: (rule) => rule.required().min(1).unique().error("Choose the product or products the client uses, each once."),
    }),
    defineField({
      name: "industries",
      type: "array",
      title: "Industries",
      description: "Optional: the Who We Serve pages it concerns; it is listed on them too.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "industry" }] })],
      validation: (rule) => rule.unique().error("Each industry once."),
    }),
    paragraph("challenge", { title: "The challenge", description: "The client's problem before, in a few sentences.", max: LENGTHS.heroLead, rows: 4 }),
    defineField({
      name: "whatChanged",
      type: "richText",
      title: "What changed",
      description: "How the work was done, as an article is written.",
      validation: (rule) => rule.required().min(1).error("Write what changed."),
    }),
    defineField({
      name: "results",
      type: "array",
      title: "Measured results",
      description: "The first is the headline result on the case study's cards.",
      of: [defineArrayMember({ type: "sourcedFact" })],
      validation: (rule) => rule.required().min(1).max(6).error("Give one to six measured results."),
    }),
    defineField({
      name: "quote",
      type: "object",
      title: "Quote",
      options: { collapsible: true },
      fields: [
        paragraph("text", { title: "Words", max: LENGTHS.cardText }),
        line("person", { title: "Person quoted", max: LENGTHS.cardTitle }),
        line("role", { title: "Role", description: "Their job title at the client.", max: LENGTHS.cardTitle }),
      ],
      validation: (rule) => rule.required().error("Quote someone at the client."),
    }),
    picture("image", { title: "Picture", description: "Optional: shown beside the challenge.", optional: true }),
    seoField,
  ],
  preview: {
    select: { title: "client", subtitle: "title", media: "image" },
  },
});
