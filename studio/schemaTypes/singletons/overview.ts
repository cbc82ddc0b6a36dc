import type { DocumentTextIcon } from "@sanity/icons";
import { defineArrayMember, defineField, type FieldDefinition } from "sanity";
import { overviewOf, type FamilyType } from "../../../app/lib/page-tree";
import { line } from "../fields";
import { LENGTHS } from "../lengths";
import { ctaField, heroField, part, singleton } from "./page-fields";

/** A family's overview page (the page tree's, app/lib/page-tree.ts): the order of its members, its cards, and what every member page says. */
export const overview = (memberType: FamilyType, title: string, icon: typeof DocumentTextIcon, members: string, memberFields: FieldDefinition[]) =>
  singleton(overviewOf(memberType), title, icon, [
    defineField({
      name: "order",
      type: "array",
      title: `Order of the ${members} pages`,
      description: `Drag to reorder: the cards, the menu and the sitemap follow it. A published ${members} page not listed here comes after these, oldest first.`,
      of: [defineArrayMember({ type: "reference", to: [{ type: memberType }] })],
      validation: (rule) => rule.unique().error(`Each ${members} page once.`),
    }),
    heroField,
    line("listLabel", {
      title: "Name of the list of cards (read out, not shown)",
      // The case studies' feed (app/routes/customers-feed.ts) is named by it too.
      ...(memberType === "caseStudy" ? { description: "Also the name of the case studies' feed, after the organisation's name." } : {}),
      max: LENGTHS.sectionTitle,
    }),
    line("cardButton", { title: "Each card's link", max: LENGTHS.buttonLabel }),
    ctaField,
    part("memberPages", `What every ${members} page says`, memberFields, `The parts that are the same on every ${members} page.`),
  ]);
