import { BookIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { line, paragraph } from "../fields";
import { LENGTHS } from "../lengths";
import { singleton } from "./page-fields";

export const resourcesPage = singleton("resourcesPage", "Resources page", BookIcon, [
  line("title", { title: "Headline", max: LENGTHS.heroTitle }),
  paragraph("intro", { title: "Paragraph under the headline", max: LENGTHS.heroLead }),
  line("empty", { title: "Said when there are no articles", max: LENGTHS.heroLead }),
  line("topicsLabel", {
    title: "Topics: heading",
    description:
      "Above the list of topics on Resources, e.g. Browse by topic. The topics are the articles' tags: each tag's key is its topic's address, /resources/topic/<key>.",
    max: LENGTHS.sectionTitle,
  }),
  line("relatedTitle", {
    title: "Related articles: heading",
    description:
      "Above the related articles at the end of each article (those sharing a tag with it) and on the DCCM, Paracelsus, industry and LIS solution pages (those tagged with the page).",
    max: LENGTHS.sectionTitle,
  }),
  defineField({
    name: "articleCta",
    type: "callToAction",
    title: "Closing band under every article",
    description: "Ends each article with a next step: this heading, this sentence and the Request a Demo button.",
    validation: (rule) => rule.required(),
  }),
]);
