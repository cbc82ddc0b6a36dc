import { ControlsIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";
import { ctaField, heading, heroField, list, part, singleton, software } from "./page-fields";

export const dccmPage = singleton("dccmPage", "DCCM page", ControlsIcon, [
  defineField({
    name: "menu",
    type: "object",
    title: "The DCCM header's links",
    description: "The header on this page links to three of its sections.",
    fields: [
      line("overview", { title: "Headline band", max: LENGTHS.menuLabel }),
      line("services", { title: "Premier Solution", max: LENGTHS.menuLabel }),
      line("process", { title: "The steps", max: LENGTHS.menuLabel }),
    ],
  }),
  heroField,
  part("premier", "Premier Solution", [heading, list("points", "Cards", "card", { min: 3, max: 3, what: "cards" })]),
  part("features", "Topics", [
    heading,
    list("topics", "Topics", "topic", { min: 1, max: 12, what: "topics" }),
    line("asideTitle", { title: "Box beside the topics: heading", max: LENGTHS.cardTitle }),
    paragraph("asideText", { title: "Box beside the topics: text", max: LENGTHS.cardText }),
  ]),
  part("process", "The steps", [heading, list("steps", "Steps", "step", { min: 3, max: 8, what: "steps" })]),
  ctaField,
  software,
]);
