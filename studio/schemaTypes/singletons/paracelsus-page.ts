import { BulbOutlineIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { line } from "../fields";
import { LENGTHS } from "../lengths";
import { ctaField, heading, heroField, list, part, singleton, software } from "./page-fields";

export const paracelsusPage = singleton("paracelsusPage", "Paracelsus page", BulbOutlineIcon, [
  heroField,
  defineField({ name: "heroLink", type: "pageLink", title: "Second button in the headline band", validation: (rule) => rule.required() }),
  part("features", "What it does", [heading, list("cards", "Cards", "card", { min: 3, max: 9, what: "cards (in rows of three)" })]),
  part("gettingStarted", "Getting started", [heading, list("steps", "Steps", "step", { min: 3, max: 3, what: "steps" })]),
  part("numbers", "By the numbers", [
    line("title", { title: "Heading", max: LENGTHS.sectionTitle }),
    list("statistics", "Counting figures", "statistic", { min: 1, max: 4, what: "figures" }),
  ]),
  part(
    "industries",
    "Who We Serve",
    [heading, line("cardButton", { title: "Each card's link", max: LENGTHS.buttonLabel })],
    "The cards are the industries, in their order.",
  ),
  part("community", "Community and clients", [
    heading,
    line("communityTitle", { title: "First wall's heading", max: LENGTHS.cardTitle }),
    list("communityLogos", "First wall's logos", "logo", { min: 1, max: 8, what: "logos" }),
    line("clientsTitle", { title: "Second wall's heading", max: LENGTHS.cardTitle }),
    list("clientLogos", "Second wall's logos", "logo", { min: 1, max: 8, what: "logos" }),
  ]),
  ctaField,
  software,
]);
