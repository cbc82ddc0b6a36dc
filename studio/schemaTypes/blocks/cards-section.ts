import { defineType } from "sanity";
import { heading, list } from "../singletons/page-fields";

export const insertMenuOrder = 40;

/** Cards with an icon, a heading and a text (as on the Paracelsus page), laid out so no card is alone on its last row. */
export const cardsSection = defineType({
  name: "cardsSection",
  type: "object",
  title: "Cards",
  fields: [heading, list("cards", "Cards", "card", { min: 1, max: 12, what: "cards" })],
  preview: { select: { title: "heading.title" }, prepare: ({ title }) => ({ title, subtitle: "Cards" }) },
});
