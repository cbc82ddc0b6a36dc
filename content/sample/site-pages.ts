/**
 * The sample's site settings and page documents: every word and picture the
 * pages showed when their copy was code, so the site reads exactly as before
 * (tests/fixtures/visible-text.json). Facts from the product brief: founded
 * 1995, 30+ years, 100+ DCCM locations, 500+ courts, 48 states.
 */
import { aboutHero, impactFacts, milestones } from "./pages/about.js";
import { dccmSteps, dccmTopics, premierPoints } from "./pages/dccm.js";
import { homeFeatures, solutionCards, strengths } from "./pages/home.js";
import { industries } from "./pages/industries.js";
import { lisSolutions } from "./pages/lis-solutions.js";
import { communityLogos, clientLogos, gettingStarted, paracelsusFeatures, paracelsusStatistics } from "./pages/paracelsus.js";
import { keyFrom } from "./portable-text.js";
import { sample, SampleValue } from "./sample-values.js";

/** Stores a file of the site's own artwork in the dataset; returns the `_sanityAsset` reference. */
export type StoreArt = (file: string) => Promise<string>;

type Doc = Record<string, unknown> & { _id: string; _type: string };

const CREATED = "2026-11-25T09:00:00Z";

/** Gives every object in every array a `_key` made from its document and place, as Sanity does. */
function withKeys(value: unknown, seed: string): unknown {
  if (value instanceof SampleValue) return value;
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const keyed = withKeys(item, `${seed}.${index}`);
      return keyed && typeof keyed === "object" && !Array.isArray(keyed) ? { _key: keyFrom(`${seed}.${index}`), ...keyed } : keyed;
    });
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, withKeys(field, `${seed}.${name}`)]));
  }
  return value;
}

const document = (id: string, type: string, fields: Record<string, unknown>): Doc => ({
  _id: id,
  _type: type,
  _createdAt: CREATED,
  _updatedAt: CREATED,
  _rev: keyFrom(`rev:${id}`, 10),
  ...(withKeys(fields, id) as Record<string, unknown>),
});

const ref = (id: string) => ({ _type: "reference", _ref: id });
const link = (label: string, page: string) => ({ _type: "pageLink", label, page: ref(page) });
const image = (asset: string, alt: string) => ({ _type: "image", _sanityAsset: asset, alt });

export async function sitePages(storeArt: StoreArt): Promise<Doc[]> {
  const art = async (file: string, alt: string) => image(await storeArt(file), alt);
  const logo = async (entry: { file: string; name: string }) => ({ _type: "logo", _sanityAsset: await storeArt(`logos/${entry.file}.svg`), name: sample(entry.name) });

  const settings = document("siteSettings", "siteSettings", {
    name: "ACT",
    legalName: "ACT",
    phone: sample("(850) 555-0142"),
    email: sample("helpdesk@example.com"),
    supportHours: "Monday to Friday, 8 AM to 7 PM ET",
    headquarters: { street: sample("100 Example Parkway, Suite 200"), locality: "Gulf Breeze", region: "FL", postalCode: "32561" },
    mailing: { street: sample("P.O. Box 0000"), locality: "Gulf Breeze", region: "FL", postalCode: "32562" },
    social: [
      { _type: "socialLink", network: "LinkedIn", url: sample("https://www.linkedin.com/company/example") },
      { _type: "socialLink", network: "Facebook", url: sample("https://www.facebook.com/example") },
    ],
    demoButton: "Request a Demo",
    newTabHint: "(opens in a new tab)",
    mainMenu: [
      { _type: "menuItem", label: "Home", page: ref("homePage") },
      { _type: "menuItem", label: "Solutions", links: [link("Paracelsus", "paracelsusPage"), link("DCCM", "dccmPage")] },
      { _type: "menuItem", label: "Resources", page: ref("resourcesPage") },
      { _type: "menuItem", label: "Company", page: ref("aboutPage") },
    ],
    paracelsusMenu: [
      {
        _type: "menuItem",
        label: "About Paracelsus",
        links: [link("Paracelsus LIS overview", "paracelsusPage"), link("About ACT", "aboutPage"), link("DCCM for courts", "dccmPage")],
      },
      { _type: "menuItem", label: "Who We Serve", links: [link("All industries", "whoWeServePage")], listPages: "industry" },
      { _type: "menuItem", label: "LIS Solutions", links: [link("All LIS solutions", "lisSolutionsPage")], listPages: "lisSolution" },
    ],
    footerBrandHeading: "About ACT",
    footerBlurb: "Technology that streamlines court and lab operations with efficiency and accuracy.",
    footerColumns: [
      {
        _type: "footerColumn",
        heading: "Quick Links",
        links: [link("About", "aboutPage"), link("Why ACT", "homePage"), link("Contact Us", "contactPage"), link("Privacy Policy", "privacyPolicy")],
      },
      { _type: "footerColumn", heading: "Solutions", links: [link("DCCM", "dccmPage"), link("Paracelsus LIS", "paracelsusPage")] },
    ],
    footerContactHeading: "Contact Us",
    footerHoursLabel: "Help desk:",
    rightsNotice: "All rights reserved.",
    description:
      "ACT builds DCCM, case management for treatment courts, and Paracelsus, a toxicology lab information system. Serving courts and labs in 48 states since 1995.",
    socialImage: image(await storeArt("../social/act-og.png"), "ACT: from case to care"),
  });

  const home = document("homePage", "homePage", {
    name: "Home",
    hero: {
      eyebrow: "From Case to Care",
      title: "Streamline Operations, Enhance Outcomes",
      lead: "Case management for treatment courts and a laboratory information system for toxicology labs, built by one company to work together: from a participant's first screening to the lab result in their case file.",
      image: await art("gavel-computer.svg", "A judge's gavel resting in front of a computer monitor that shows a participant's case file and a progress chart"),
    },
    solutionsButton: "See our solutions",
    highlights: homeFeatures.map((card) => ({ _type: "card", ...card })),
    about: {
      heading: {
        eyebrow: "About ACT",
        title: "Who We Are",
        intro: "ACT builds software for the justice and drug-testing sectors. Since 1995 we have helped courts and laboratories replace paper files and disconnected spreadsheets with secure, web-based systems that share data where it is needed.",
      },
      link: link("Read More", "aboutPage"),
      strengths: strengths.map((card) => ({ _type: "card", ...card })),
    },
    solutions: {
      heading: {
        eyebrow: "Two products, one record",
        title: "Our Solutions",
        intro: "Each works on its own; together, a drug test result travels from the lab bench to the judge's bench without being typed twice.",
      },
      cards: solutionCards.map(({ to, cta, ...card }) => ({
        _type: "solutionCard",
        ...card,
        link: link(cta, to === "/solutions/dccm" ? "dccmPage" : "paracelsusPage"),
      })),
    },
    seo: { title: "ACT: Court Case Management and Toxicology Lab Software" },
  });

  const about = document("aboutPage", "aboutPage", {
    name: "About",
    hero: { ...aboutHero, emblem: "link" },
    team: {
      heading: "Our team",
      image: await art("team.svg", "Illustration of the ACT team: court, laboratory, support and engineering staff standing together"),
      caption: "Court specialists, laboratory specialists, trainers, helpdesk staff and engineers: the people behind DCCM and Paracelsus.",
    },
    story: {
      heading: { eyebrow: "Since 1995", title: "Our Story", intro: "How a software company for courts came to connect the courtroom and the toxicology lab." },
      milestones: milestones.map(({ text, ...milestone }) => ({ _type: "milestone", ...milestone, paragraphs: text })),
    },
    impact: {
      heading: {
        eyebrow: "48 states",
        title: "Nationwide Impact",
        intro: "Treatment courts, laboratories, clinics and supervision agencies in 48 states use ACT software every day.",
      },
      map: await art(
        "us-map.svg",
        "Map of the 48 contiguous United States, every state highlighted: ACT has customers in all 48; Florida, home of our headquarters, is marked in teal",
      ),
      facts: impactFacts.map((fact) => ({ _type: "fact", ...fact })),
    },
    seo: {
      title: "About Us",
      description:
        "Who we are: ACT has built software for courts and toxicology laboratories since 1995. DCCM runs in over 100 locations; our customers are in 48 states.",
    },
  });

  const contact = document("contactPage", "contactPage", {
    name: "Contact",
    hero: {
      title: "How Can We Help?",
      lead: "Tell us about your court, agency or laboratory: the program you run, the tests you process, the systems you need to connect. A member of our team will get back to you within one business day.",
    },
    otherWays: { heading: "Other ways to reach us", support: "Customer support", headquarters: "Headquarters", mailing: "Mailing address" },
    seo: { title: "Contact Us", description: "Ask about DCCM or Paracelsus LIS, request a demo, or reach our help desk." },
  });

  const resources = document("resourcesPage", "resourcesPage", {
    name: "Resources",
    title: "Resources and Insights",
    intro: "Practical articles for court administrators, treatment-court teams and laboratory directors.",
    empty: "No articles have been published yet.",
    articleCta: {
      _type: "callToAction",
      title: "See DCCM and Paracelsus LIS at work",
      text: "Tell us about your court or laboratory, and we will show you the parts that matter to you.",
    },
    seo: {
      title: "Resources and Insights",
      description:
        "Articles for treatment courts, probation agencies and toxicology labs: case management, drug testing workflows, compliance and outcomes.",
    },
  });

  const dccm = document("dccmPage", "dccmPage", {
    name: "DCCM",
    menu: { overview: "Overview", services: "Services", process: "Process" },
    hero: {
      eyebrow: "Drug Court Case Management",
      title: "Case management built for treatment courts",
      lead: "DCCM gives judges, court staff and treatment providers one web-based record for every participant, from screening to follow-up after discharge. It runs in over 100 locations.",
      image: await art(
        "court-dashboard.svg",
        "A browser window showing DCCM: a docket calendar, a participant list with treatment phases and a drug test result",
      ),
    },
    premier: {
      heading: {
        eyebrow: "Why courts choose DCCM",
        title: "Premier Solution",
        intro: "Everything a treatment court team needs to run its docket, in a system built for the way these courts work.",
      },
      points: premierPoints.map((card) => ({ _type: "card", ...card })),
    },
    features: {
      heading: { eyebrow: "What DCCM covers", title: "From screening to specialty courts", intro: "Open a topic to see what DCCM does for your team." },
      topics: dccmTopics.map((topic) => ({ _type: "topic", ...topic })),
      asideTitle: "See it with your own program",
      asideText: "We walk through DCCM using your court type, phases and reports, and answer your IT team's security questions.",
    },
    process: {
      heading: { eyebrow: "How it works", title: "Six steps from login to results", intro: "A participant's path through DCCM, as your team works it." },
      steps: dccmSteps.map((step) => ({ _type: "step", ...step })),
    },
    cta: { title: "Ready to retire the paper case file?", text: "See DCCM with your program's phases and reports. We'll tailor the demo to your court type." },
    software: {
      name: "Drug Court Case Management (DCCM)",
      description: "Web-based case management for treatment and drug courts: judges, court staff and treatment providers.",
    },
    seo: {
      title: "Drug Court Case Management (DCCM)",
      description:
        "DCCM: web-based case management for treatment and drug courts, from screening to 24-month follow-up, with Paracelsus drug testing. In over 100 locations.",
    },
  });

  const paracelsus = document("paracelsusPage", "paracelsusPage", {
    name: "Paracelsus LIS",
    hero: {
      eyebrow: "Paracelsus LIS",
      title: "The laboratory information system built for toxicology",
      lead: "Web-based, built for CLIA and HIPAA compliance, priced per test, and able to send results straight into a court client's case file. In service since 2009.",
      image: await art("toxicology-lab.svg", "A rack of barcoded specimen tubes beside a screen with a quality control graph"),
    },
    heroLink: link("Explore LIS Solutions", "lisSolutionsPage"),
    features: {
      heading: {
        eyebrow: "What it does",
        title: "Everything a specimen needs, from label to result",
        intro: "Paracelsus follows each specimen through your lab and gives your clients results they can act on.",
      },
      cards: paracelsusFeatures.map((card) => ({ _type: "card", ...card })),
    },
    gettingStarted: { heading: { eyebrow: "Getting started", title: "Live in three steps" }, steps: gettingStarted.map((step) => ({ _type: "step", ...step })) },
    numbers: { title: "Paracelsus by the numbers", statistics: paracelsusStatistics.map((statistic) => ({ _type: "statistic", ...statistic })) },
    industries: {
      heading: {
        eyebrow: "Who We Serve",
        title: "Built for every lab that tests for drugs",
        intro: "Six kinds of organisations rely on Paracelsus. Choose yours to see how it fits.",
      },
      cardButton: "How we help",
    },
    community: {
      heading: {
        eyebrow: "Community and clients",
        title: "In good company",
        intro: sample("Organisations we work alongside, and labs, courts and agencies that use our software. Names and logos shown are fictional examples."),
      },
      communityTitle: "Community",
      communityLogos: await Promise.all(communityLogos.map(logo)),
      clientsTitle: "Clients",
      clientLogos: await Promise.all(clientLogos.map(logo)),
    },
    cta: {
      title: "See Paracelsus in your lab's workflow",
      text: "Tell us about your test menu and instruments; we'll show you a specimen's path from label to released result.",
    },
    software: {
      name: "Paracelsus LIS",
      description: "A web-based laboratory information system for toxicology labs, with per-test pricing and court case-file integration.",
    },
    seo: {
      title: "Paracelsus LIS",
      description:
        "Paracelsus: a web-based laboratory information system for toxicology labs, with barcoded chain of custody, QC graphs, EMR integration and per-test pricing.",
    },
  });

  const whoWeServe = document("whoWeServePage", "whoWeServePage", {
    name: "Who We Serve",
    order: industries.map(({ slug }) => ({ _type: "reference", _ref: `industry-${slug}` })),
    hero: {
      eyebrow: "Paracelsus",
      title: "Who We Serve",
      lead: "A drug test means something different to a judge, a prescriber, a counselor and a probation officer. Paracelsus gives each of them the result in the form they need, with the record behind it.",
      emblem: "users",
    },
    listLabel: "Industries",
    cardButton: "How we help",
    cta: { title: "Don't see your organisation?", text: "If you test for drugs, Paracelsus can likely help. Tell us how your program works." },
    memberPages: {
      eyebrow: "Who We Serve",
      featuresEyebrow: "Paracelsus LIS",
      featuresTitle: "Popular features",
      allSolutions: link("See every LIS Solution", "lisSolutionsPage"),
      ctaText: "We'll show you how results, chain of custody and reporting work for an organisation like yours.",
    },
    seo: {
      title: "Who We Serve",
      description:
        "Paracelsus LIS serves treatment courts, pain management clinics, reference labs, addiction recovery centers, correctional facilities and community supervision.",
    },
  });

  const lisOverview = document("lisSolutionsPage", "lisSolutionsPage", {
    name: "LIS Solutions",
    order: lisSolutions.map(({ slug }) => ({ _type: "reference", _ref: `lisSolution-${slug}` })),
    hero: {
      eyebrow: "Paracelsus",
      title: "LIS Solutions",
      lead: "Five parts of one laboratory information system, each solving a problem toxicology labs meet every day: from the specimen at the door to the invoice and the helpdesk call.",
      emblem: "flask",
    },
    listLabel: "The five LIS Solutions",
    cardButton: "Learn more",
    cta: { title: "Not sure where to start?", text: "Tell us what slows your lab down today, and we'll show you the part of Paracelsus that fixes it." },
    memberPages: {
      eyebrow: "Paracelsus LIS Solutions",
      challengeEyebrow: "The challenge",
      capabilitiesEyebrow: "How Paracelsus helps",
      capabilitiesTitle: "What you get",
      outcomesTitle: "What changes for your lab",
      othersTitle: "Other LIS Solutions",
      cta: { title: "See it working in a demo", text: "Book a demo and we'll show you how this works with your lab's test menu, instruments and clients." },
    },
    seo: {
      title: "LIS Solutions",
      description:
        "What Paracelsus LIS does for a toxicology lab: sample management, QC and reporting, EMR integration, per-test billing, on-site training and support.",
    },
  });

  const industryDocs = industries.map(({ slug, title, details, features, intro, ...rest }) =>
    document(`industry-${slug}`, "industry", {
      title,
      slug: { _type: "slug", current: slug },
      ...rest,
      intro: { _type: "callout", ...intro },
      details: details.map((detail) => ({ _type: "callout", ...detail })),
      features: features.map((feature) => ({ _type: "card", ...feature })),
      ctaTitle: `Paracelsus for ${title.toLowerCase()}`,
      seo: { title: `Paracelsus for ${title}`, description: `${rest.summary} ${intro.title}, with Paracelsus LIS.` },
    }),
  );

  const lisDocs = lisSolutions.map(({ slug, title, challenge, capabilities, ...rest }) =>
    document(`lisSolution-${slug}`, "lisSolution", {
      title,
      slug: { _type: "slug", current: slug },
      ...rest,
      challenge: { _type: "callout", ...challenge },
      capabilities: capabilities.map((capability) => ({ _type: "card", ...capability })),
      seo: { title, description: `${rest.summary} Part of Paracelsus LIS.` },
    }),
  );

  return [settings, home, about, contact, resources, dccm, paracelsus, whoWeServe, lisOverview, ...industryDocs, ...lisDocs];
}
