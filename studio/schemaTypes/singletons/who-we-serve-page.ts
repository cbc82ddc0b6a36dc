import { UsersIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";
import { overview } from "./overview";

export const whoWeServePage = overview("industry", "Who We Serve page", UsersIcon, "industry", [
  line("eyebrow", { title: "Small line above the headline", max: LENGTHS.eyebrow }),
  line("featuresEyebrow", { title: "Features: small line above the heading", max: LENGTHS.eyebrow }),
  line("featuresTitle", { title: "Features: heading", max: LENGTHS.sectionTitle }),
  defineField({ name: "allSolutions", type: "pageLink", title: "Link under the features", validation: (rule) => rule.required() }),
  paragraph("ctaText", { title: "Closing band: sentence", max: LENGTHS.cardText }),
]);
