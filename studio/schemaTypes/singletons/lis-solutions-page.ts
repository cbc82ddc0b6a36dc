import { ComponentIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { line } from "../fields";
import { LENGTHS } from "../lengths";
import { overview } from "./overview";

export const lisSolutionsPage = overview("lisSolution", "LIS Solutions page", ComponentIcon, "LIS solution", [
  line("eyebrow", { title: "Small line above the headline", max: LENGTHS.eyebrow }),
  line("challengeEyebrow", { title: "Challenge: small line above the heading", max: LENGTHS.eyebrow }),
  line("capabilitiesEyebrow", { title: "What you get: small line above the heading", max: LENGTHS.eyebrow }),
  line("capabilitiesTitle", { title: "What you get: heading", max: LENGTHS.sectionTitle }),
  line("outcomesTitle", { title: "Outcomes: heading", max: LENGTHS.sectionTitle }),
  line("othersTitle", { title: "Links to the other solutions: heading", max: LENGTHS.cardTitle }),
  defineField({ name: "cta", type: "callToAction", title: "Closing band", validation: (rule) => rule.required() }),
]);
