/** The About page's copy. Years: founded 1995, Paracelsus 2009; "30+ years" as on the home page. */
import type { IconName } from "../../../app/pages/shapes";

type Milestone = { title: string; year?: string; icon: IconName; text: string[] };

export const aboutHero = {
  eyebrow: "Who We Are",
  title: "Bridging Systems with Precision Solutions",
  lead: "For 30+ years ACT has connected the people around a case: courts, treatment providers, laboratories and supervision officers. Our software carries the facts between them, accurately and securely.",
};

export const milestones: Milestone[] = [
  {
    year: "1995",
    title: "Foundation and Philosophy",
    icon: "building",
    text: [
      "ACT was founded in 1995 on a plain idea: the people who run courts and laboratories should spend their time on participants and specimens, not on paperwork and re-typed data.",
      "That is still how we judge a feature: does it save the clerk, the coordinator or the technologist a step they take every day?",
    ],
  },
  {
    year: "2009",
    title: "Revolutionizing Drug Court Management",
    icon: "gavel",
    text: [
      "In 2009 we launched Paracelsus, a laboratory information system for toxicology labs, and connected it to our case management for drug courts.",
      "For the first time a court could see a participant's drug test result in the case file as soon as the lab released it, instead of waiting for a faxed report before the next hearing.",
    ],
  },
  {
    title: "Expanding Horizons",
    icon: "map",
    text: [
      "DCCM grew to over 100 locations and our web solutions to over 500 courts, with support for adult, DUI, mental health, juvenile, family dependency, tribal and ICWA programs.",
      "Paracelsus moved beyond court work to pain management clinics, addiction recovery centers, reference labs, correctional facilities and community supervision.",
    ],
  },
  {
    title: "Building the Future Together",
    icon: "users",
    text: [
      "Today we work with customers in 48 states. Their requests shape each release, from EMR integration to new reports, and our helpdesk answers them Monday to Friday, 8 AM to 7 PM ET.",
      "We train new users on site, so a program keeps its momentum when staff change.",
    ],
  },
];

export const impactFacts = [
  { value: "48", label: "states with ACT customers" },
  { value: "500+", label: "courts served by our web solutions" },
  { value: "100+", label: "locations running DCCM" },
];
