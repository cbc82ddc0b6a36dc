/** The home page's copy: facts from the spec (founded 1995, 30+ years, 100+ DCCM locations, 500+ courts, 48 states). */
import type { IconName } from "../../../app/pages/shapes";

export type Feature = { icon: IconName; title: string; text: string };

export const homeFeatures: [Feature, Feature] = [
  {
    icon: "link",
    title: "Court and lab on one thread",
    text: "When a Paracelsus lab releases a drug test, the result lands in the participant's DCCM case file. Court staff stop re-keying faxed reports, and the judge sees the same result the lab signed off.",
  },
  {
    icon: "shield",
    title: "Secure, web-based, compliant",
    text: "Both systems run in the browser behind secure web access, with nothing to install on court or lab computers. They are built for HIPAA, and Paracelsus supports the record-keeping a CLIA-certified lab is inspected on.",
  },
];

export const strengths: Feature[] = [
  {
    icon: "clock",
    title: "30+ years of industry experience",
    text: "ACT has built software for courts and laboratories since 1995, and launched Paracelsus in 2009. Both products grew out of requests from the programs that use them.",
  },
  {
    icon: "scale",
    title: "Expertise in justice and substance monitoring",
    text: "DCCM runs in over 100 locations and our web solutions serve over 500 courts; Paracelsus has processed toxicology results since 2009.",
  },
  {
    icon: "refresh",
    title: "Commitment to continuous improvement",
    text: "Customers in 48 states tell us what slows them down, and those requests decide what goes into the next release.",
  },
];

export type SolutionCard = { to: string; cta: string; title: string; audience: string; text: string; points: string[]; icon: IconName };

export const solutionCards: [SolutionCard, SolutionCard] = [
  {
    to: "/solutions/dccm",
    cta: "Explore DCCM",
    title: "Drug Court Case Management",
    audience: "For judges, court staff and treatment providers",
    icon: "gavel",
    text: "One web-based record per participant, from screening and intake through docket, treatment and follow-up after discharge.",
    points: ["Screening, intake and case files", "Dockets and progress reports", "Follow-ups at 6, 12 and 24 months"],
  },
  {
    to: "/solutions/paracelsus",
    cta: "Explore Paracelsus",
    title: "Paracelsus LIS",
    audience: "For toxicology laboratories",
    icon: "flask",
    text: "A laboratory information system for toxicology, priced per test, that carries a specimen from barcoded label to released result.",
    points: ["Barcoded labels and chain of custody", "Quality control graphs", "EMR and case-management integration"],
  },
];
