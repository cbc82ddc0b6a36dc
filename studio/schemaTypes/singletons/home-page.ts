import { HomeIcon } from "@sanity/icons";
import { defineArrayMember, defineField } from "sanity";
import { countRule, line, paragraph } from "../fields";
import { iconField } from "../icon";
import { LENGTHS } from "../lengths";
import { heading, heroField, list, part, points, singleton } from "./page-fields";

export const homePage = singleton("homePage", "Home page", HomeIcon, [
  heroField,
  line("solutionsButton", { title: "Second button in the headline band", description: "Scrolls to Our Solutions.", max: LENGTHS.buttonLabel }),
  list("highlights", "Two cards under the headline", "card", { min: 2, max: 2, what: "cards" }),
  part("about", "Who We Are", [
    heading,
    defineField({ name: "link", type: "pageLink", title: "Button", validation: (rule) => rule.required() }),
    list("strengths", "Strengths", "card", { min: 3, max: 3, what: "cards" }),
  ]),
  part("solutions", "Our Solutions", [
    heading,
    defineField({
      name: "cards",
      type: "array",
      title: "Product cards",
      of: [
        defineArrayMember({
          type: "object",
          name: "solutionCard",
          title: "Product card",
          fields: [
            iconField(),
            line("audience", { title: "Who it is for", max: LENGTHS.cardTitle * 2 }),
            line("title", { title: "Heading", max: LENGTHS.cardTitle }),
            paragraph("text", { title: "Text", max: LENGTHS.cardText }),
            points,
            defineField({ name: "link", type: "pageLink", title: "Button", validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "title", subtitle: "audience" } },
        }),
      ],
      validation: (rule) => countRule(rule, { min: 2, max: 2, what: "product cards" }),
    }),
  ]),
]);
