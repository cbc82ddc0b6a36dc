import { EnvelopeIcon } from "@sanity/icons";
import { line } from "../fields";
import { LENGTHS } from "../lengths";
import { heroField, part, singleton } from "./page-fields";

export const contactPage = singleton("contactPage", "Contact page", EnvelopeIcon, [
  heroField,
  part(
    "otherWays",
    "Other ways to reach us",
    [
      line("heading", { title: "Heading", max: LENGTHS.sectionTitle }),
      line("support", { title: "Support heading", max: LENGTHS.cardTitle }),
      line("headquarters", { title: "Headquarters heading", max: LENGTHS.cardTitle }),
      line("mailing", { title: "Mailing address heading", max: LENGTHS.cardTitle }),
    ],
    "Phone, e-mail, hours and addresses come from Site settings.",
  ),
]);
