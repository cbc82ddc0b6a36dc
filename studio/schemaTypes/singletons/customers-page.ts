import { ProjectsIcon } from "@sanity/icons";
import { line } from "../fields";
import { LENGTHS } from "../lengths";
import { overview } from "./overview";

/** Customers: every case study's card, and what every case-study page says around its own words (each ends with this page's closing band). */
export const customersPage = overview("caseStudy", "Customers page", ProjectsIcon, "case study", [
  line("eyebrow", { title: "Small line above the headline", max: LENGTHS.eyebrow }),
  line("challengeTitle", { title: "Challenge: heading", max: LENGTHS.sectionTitle }),
  line("changedTitle", { title: "What changed: heading", max: LENGTHS.sectionTitle }),
  line("resultsTitle", { title: "Results: heading", max: LENGTHS.sectionTitle }),
  line("sourceLabel", { title: "Before each figure's source", description: 'e.g. "Source:".', max: LENGTHS.eyebrow }),
  line("relatedTitle", { title: "On product and industry pages: heading of their case studies", max: LENGTHS.sectionTitle }),
]);
