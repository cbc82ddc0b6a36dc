import { BookIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";
import { singleton } from "./page-fields";

export const resourcesPage = singleton("resourcesPage", "Resources page", BookIcon, [
  line("title", { title: "Headline", max: LENGTHS.heroTitle }),
  paragraph("intro", { title: "Paragraph under the headline", max: LENGTHS.heroLead }),
  line("empty", { title: "Said when there are no articles", max: LENGTHS.heroLead }),
  defineField({
    name: "articleCta",
    type: "callToAction",
    title: "Closing band under every article",
    description: "Ends each article with a next step: this heading, this sentence and the Request a Demo button.",
    validation: (rule) => rule.required(),
  }),
]);
