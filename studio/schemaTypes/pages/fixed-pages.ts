/**
 * One document per page with a fixed layout (singletons: see ../../structure.ts).
 * Each field is a part of the page as it shows, top to bottom, named as an
 * editor sees it there.
 */
import { ControlsIcon, HomeIcon, InfoOutlineIcon, EnvelopeIcon, BookIcon, UsersIcon, ComponentIcon, BulbOutlineIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType, type FieldDefinition } from "sanity";
import { LENGTHS } from "../lengths";
import { iconField } from "../icon";
import { countRule, line, pageName, paragraph, picture, seoField } from "../parts";

/** A part of a page, shown as one collapsible group of fields. */
function part(name: string, title: string, fields: FieldDefinition[], description?: string) {
  return defineField({ name, type: "object", title, ...(description ? { description } : {}), options: { collapsible: true }, fields });
}

const heading = defineField({ name: "heading", type: "sectionHeading", title: "Heading", validation: (rule) => rule.required() });
const heroField = defineField({ name: "hero", type: "hero", title: "Headline band", validation: (rule) => rule.required() });
const ctaField = defineField({ name: "cta", type: "callToAction", title: "Closing band", validation: (rule) => rule.required() });

function list(name: string, title: string, of: string, count: { min: number; max: number; what: string }, description?: string) {
  return defineField({
    name,
    type: "array",
    title,
    ...(description ? { description } : {}),
    of: [defineArrayMember({ type: of })],
    validation: (rule) => countRule(rule, count),
  });
}

const points = defineField({
  name: "points",
  type: "array",
  title: "Ticked list",
  of: [defineArrayMember({ type: "string" })],
  validation: (rule) => countRule(rule, { min: 1, max: 5, what: "ticked lines" }),
});

/** What search engines are told the product is (schema.org SoftwareApplication). */
const software = part("software", "The product, for search engines", [
  line("name", { title: "Product name" }),
  paragraph("description", { title: "One-sentence description", max: LENGTHS.seoDescription }),
]);

const singleton = (name: string, title: string, icon: typeof HomeIcon, fields: FieldDefinition[]) =>
  defineType({
    name,
    type: "document",
    title,
    icon,
    fields: [pageName, ...fields, seoField],
    preview: { select: { title: "name" }, prepare: () => ({ title }) },
  });

export const homePage = singleton("homePage", "Home page", HomeIcon, [
  heroField,
  line("solutionsButton", { title: "Second button in the headline band", description: "Scrolls to Our Solutions.", max: LENGTHS.buttonLabel }),
  list("highlights", "Two cards under the headline", "card", { min: 2, max: 2, what: "cards" }),
  part("about", "Who We Are", [
    heading,
    defineField({ name: "link", type: "pageLink", title: "Button", validation: (rule) => rule.required() }),
    list("strengths", "Strengths", "card", { min: 3, max: 3, what: "cards" }),
  ]),
  part("solutions", "Our Solutions", [
    heading,
    defineField({
      name: "cards",
      type: "array",
      title: "Product cards",
      of: [
        defineArrayMember({
          type: "object",
          name: "solutionCard",
          title: "Product card",
          fields: [
            iconField(),
            line("audience", { title: "Who it is for", max: LENGTHS.cardTitle * 2 }),
            line("title", { title: "Heading", max: LENGTHS.cardTitle }),
            paragraph("text", { title: "Text", max: LENGTHS.cardText }),
            points,
            defineField({ name: "link", type: "pageLink", title: "Button", validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "title", subtitle: "audience" } },
        }),
      ],
      validation: (rule) => countRule(rule, { min: 2, max: 2, what: "product cards" }),
    }),
  ]),
]);

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

export const contactPage = singleton("contactPage", "Contact page", EnvelopeIcon, [
  heroField,
  part("otherWays", "Other ways to reach us", [
    line("heading", { title: "Heading", max: LENGTHS.sectionTitle }),
    line("support", { title: "Support heading", max: LENGTHS.cardTitle }),
    line("headquarters", { title: "Headquarters heading", max: LENGTHS.cardTitle }),
    line("mailing", { title: "Mailing address heading", max: LENGTHS.cardTitle }),
  ], "Phone, e-mail, hours and addresses come from Site settings."),
]);

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

export const dccmPage = singleton("dccmPage", "DCCM page", ControlsIcon, [
  defineField({
    name: "menu",
    type: "object",
    title: "The DCCM header's links",
    description: "The header on this page links to three of its sections.",
    fields: [
      line("overview", { title: "Headline band", max: LENGTHS.menuLabel }),
      line("services", { title: "Premier Solution", max: LENGTHS.menuLabel }),
      line("process", { title: "The steps", max: LENGTHS.menuLabel }),
    ],
  }),
  heroField,
  part("premier", "Premier Solution", [heading, list("points", "Cards", "card", { min: 3, max: 3, what: "cards" })]),
  part("features", "Topics", [
    heading,
    list("topics", "Topics", "topic", { min: 1, max: 12, what: "topics" }),
    line("asideTitle", { title: "Box beside the topics: heading", max: LENGTHS.cardTitle }),
    paragraph("asideText", { title: "Box beside the topics: text", max: LENGTHS.cardText }),
  ]),
  part("process", "The steps", [heading, list("steps", "Steps", "step", { min: 3, max: 8, what: "steps" })]),
  ctaField,
  software,
]);

export const paracelsusPage = singleton("paracelsusPage", "Paracelsus page", BulbOutlineIcon, [
  heroField,
  defineField({ name: "heroLink", type: "pageLink", title: "Second button in the headline band", validation: (rule) => rule.required() }),
  part("features", "What it does", [heading, list("cards", "Cards", "card", { min: 3, max: 9, what: "cards (in rows of three)" })]),
  part("gettingStarted", "Getting started", [heading, list("steps", "Steps", "step", { min: 3, max: 3, what: "steps" })]),
  part("numbers", "By the numbers", [
    line("title", { title: "Heading", max: LENGTHS.sectionTitle }),
    list("statistics", "Counting figures", "statistic", { min: 1, max: 4, what: "figures" }),
  ]),
  part("industries", "Who We Serve", [heading, line("cardButton", { title: "Each card's link", max: LENGTHS.buttonLabel })], "The cards are the industries, in their order."),
  part("community", "Community and clients", [
    heading,
    line("communityTitle", { title: "First wall's heading", max: LENGTHS.cardTitle }),
    list("communityLogos", "First wall's logos", "logo", { min: 1, max: 8, what: "logos" }),
    line("clientsTitle", { title: "Second wall's heading", max: LENGTHS.cardTitle }),
    list("clientLogos", "Second wall's logos", "logo", { min: 1, max: 8, what: "logos" }),
  ]),
  ctaField,
  software,
]);

const overview = (name: string, title: string, icon: typeof HomeIcon, members: string, memberType: string, memberFields: FieldDefinition[]) =>
  singleton(name, title, icon, [
    defineField({
      name: "order",
      type: "array",
      title: `Order of the ${members} pages`,
      description: `Drag to reorder: the cards, the menu and the sitemap follow it. A published ${members} page not listed here comes after these, oldest first.`,
      of: [defineArrayMember({ type: "reference", to: [{ type: memberType }] })],
      validation: (rule) => rule.unique().error(`Each ${members} page once.`),
    }),
    heroField,
    line("listLabel", { title: "Name of the list of cards (read out, not shown)", max: LENGTHS.sectionTitle }),
    line("cardButton", { title: "Each card's link", max: LENGTHS.buttonLabel }),
    ctaField,
    part("memberPages", `What every ${members} page says`, memberFields, `The parts that are the same on every ${members} page.`),
  ]);

export const whoWeServePage = overview("whoWeServePage", "Who We Serve page", UsersIcon, "industry", "industry", [
  line("eyebrow", { title: "Small line above the headline", max: LENGTHS.eyebrow }),
  line("featuresEyebrow", { title: "Features: small line above the heading", max: LENGTHS.eyebrow }),
  line("featuresTitle", { title: "Features: heading", max: LENGTHS.sectionTitle }),
  defineField({ name: "allSolutions", type: "pageLink", title: "Link under the features", validation: (rule) => rule.required() }),
  paragraph("ctaText", { title: "Closing band: sentence", max: LENGTHS.cardText }),
]);

export const lisSolutionsPage = overview("lisSolutionsPage", "LIS Solutions page", ComponentIcon, "LIS solution", "lisSolution", [
  line("eyebrow", { title: "Small line above the headline", max: LENGTHS.eyebrow }),
  line("challengeEyebrow", { title: "Challenge: small line above the heading", max: LENGTHS.eyebrow }),
  line("capabilitiesEyebrow", { title: "What you get: small line above the heading", max: LENGTHS.eyebrow }),
  line("capabilitiesTitle", { title: "What you get: heading", max: LENGTHS.sectionTitle }),
  line("outcomesTitle", { title: "Outcomes: heading", max: LENGTHS.sectionTitle }),
  line("othersTitle", { title: "Links to the other solutions: heading", max: LENGTHS.cardTitle }),
  defineField({ name: "cta", type: "callToAction", title: "Closing band", validation: (rule) => rule.required() }),
]);

export const fixedPageTypes = [homePage, aboutPage, contactPage, resourcesPage, dccmPage, paracelsusPage, whoWeServePage, lisSolutionsPage];
