import { InfoOutlineIcon } from "@sanity/icons";
import { line, paragraph, picture } from "../fields";
import { LENGTHS } from "../lengths";
import { heading, heroField, list, part, singleton } from "./page-fields";

export const aboutPage = singleton("aboutPage", "About page", InfoOutlineIcon, [
  heroField,
  part("team", "Team picture", [
    line("heading", { title: "Heading (read out, not shown)", max: LENGTHS.sectionTitle }),
    picture("image", { title: "Picture" }),
    paragraph("caption", { title: "Caption", max: LENGTHS.cardText }),
  ]),
  part("story", "Our Story", [heading, list("milestones", "Milestones", "milestone", { min: 1, max: 8, what: "milestones" })]),
  part("impact", "Nationwide Impact", [heading, picture("map", { title: "Map" }), list("facts", "Figures", "fact", { min: 1, max: 4, what: "figures" })]),
]);
