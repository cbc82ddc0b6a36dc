/**
 * What every page shows: the organisation, how to reach it, the menus and the
 * footer, and the defaults for search and sharing. One document (a singleton:
 * see ../structure.ts).
 */
import { CogIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { LENGTHS } from "../lengths";
import { line, paragraph, picture, SEARCH_RESULT_CUT } from "../fields";
import { externalLinkProblem } from "../../../app/lib/links";
import { SOCIAL_LINK_SCHEMES } from "../../../app/pages/shapes";
import { PAGE_TYPES, SITE_SETTINGS_TYPE } from "../../../app/lib/page-tree";
import { US_STATES } from "../../../app/lib/us-states";
import { industry } from "../documents/industry";
import { lisSolution } from "../documents/lis-solution";

export const SITE_SETTINGS_ID = SITE_SETTINGS_TYPE;

const address = (name: string, title: string) =>
  defineField({
    name,
    type: "object",
    title,
    fields: [
      line("street", { title: "Street or P.O. Box" }),
      line("locality", { title: "City" }),
      defineField({
        name: "region",
        type: "string",
        title: "State",
        options: { list: US_STATES.map(([value, title]) => ({ value, title })) },
        validation: (rule) => rule.required().error("Choose the state."),
      }),
      defineField({
        name: "postalCode",
        type: "string",
        title: "ZIP code",
        validation: (rule) =>
          rule
            .required()
            .regex(/^\d{5}(-\d{4})?$/)
            .error("Give a ZIP code: five digits, or ZIP+4."),
      }),
    ],
  });

const menuItem = defineArrayMember({
  type: "object",
  name: "menuItem",
  title: "Menu entry",
  fields: [
    line("label", { title: "Label", max: LENGTHS.menuLabel }),
    // Weak, as a link's (../objects/page-link.ts): unpublishing the page takes the entry's link out of the menu.
    defineField({
      name: "page",
      type: "reference",
      title: "Page",
      description: "Leave empty for a menu that only opens its links.",
      weak: true,
      to: PAGE_TYPES.map((type) => ({ type })),
    }),
    defineField({
      name: "links",
      type: "array",
      title: "Links it opens",
      description: "Optional: makes the entry a menu.",
      of: [defineArrayMember({ type: "pageLink" })],
    }),
    defineField({
      name: "listPages",
      type: "string",
      title: "Also list every…",
      description: "Adds a link to each published page of this kind, in their order.",
      options: { list: [industry, lisSolution].map((family) => ({ title: family.title ?? family.name, value: family.name })) },
    }),
  ],
  validation: (rule) =>
    rule.custom((item: { page?: unknown; links?: unknown[]; listPages?: string } | undefined) =>
      item && !item.page && !item.links?.length && !item.listPages ? "Choose the page the entry opens, or the links it opens." : true,
    ),
  preview: { select: { title: "label" } },
});

const menu = (name: string, title: string, description: string) =>
  defineField({
    name,
    type: "array",
    title,
    description,
    of: [menuItem],
    validation: (rule) => rule.required().min(1).max(6).error("A menu has 1 to 6 entries."),
  });

export const siteSettings = defineType({
  name: "siteSettings",
  type: "document",
  title: "Site settings",
  icon: CogIcon,
  groups: [
    { name: "organisation", title: "Organisation", default: true },
    { name: "menus", title: "Menus and footer" },
    { name: "search", title: "Search and sharing" },
  ],
  fields: [
    {
      ...line("name", {
        title: "Organisation name",
        description: "Beside the logo in the header and the footer, and in page titles and link previews.",
        max: LENGTHS.wordMark,
        why: "beside the logo on a phone it wraps past three lines",
      }),
      group: "organisation",
    },
    { ...line("legalName", { title: "Legal name", description: "In the footer's copyright line." }), group: "organisation" },
    {
      ...defineField({
        name: "phone",
        type: "string",
        title: "Phone",
        description: "As visitors should read it, e.g. (850) 555-0142. Phones dial its digits.",
        validation: (rule) =>
          rule
            .required()
            .regex(/^[\d\s().+-]{10,20}$/)
            .error("Give a phone number with its area code, e.g. (850) 555-0142."),
      }),
      group: "organisation",
    },
    {
      ...defineField({
        name: "email",
        type: "string",
        title: "Help-desk e-mail",
        validation: (rule) => rule.required().email().error("Give an e-mail address."),
      }),
      group: "organisation",
    },
    { ...line("supportHours", { title: "Support hours", description: "e.g. Monday to Friday, 8 AM to 7 PM ET." }), group: "organisation" },
    { ...address("headquarters", "Headquarters"), group: "organisation" },
    { ...address("mailing", "Mailing address"), group: "organisation" },
    {
      ...defineField({
        name: "social",
        type: "array",
        title: "Social links",
        of: [
          defineArrayMember({
            type: "object",
            name: "socialLink",
            fields: [
              line("network", { title: "Network", description: "Shown as the link, e.g. LinkedIn.", max: 16 }),
              defineField({
                name: "url",
                // A string, so the link rule below is the one check (the url type adds Sanity's own, with its own words).
                type: "string",
                title: "Address",
                description: "The page's https:// address.",
                // The site's link rule (app/lib/links.ts), https only: a network's page is a web page.
                validation: (rule) =>
                  rule
                    .required()
                    .custom((url) => externalLinkProblem(url, SOCIAL_LINK_SCHEMES) ?? true)
                    .error(),
              }),
            ],
            preview: { select: { title: "network", subtitle: "url" } },
          }),
        ],
      }),
      group: "organisation",
    },
    {
      ...line("demoButton", { title: "Request a demo button", description: "Every page's button to the contact form.", max: LENGTHS.buttonLabel }),
      group: "menus",
    },
    {
      ...line("newTabHint", {
        title: "Said after a link that opens a new tab",
        description: 'Read out by screen readers, e.g. "(opens in a new tab)".',
        max: LENGTHS.menuLabel,
      }),
      group: "menus",
    },
    { ...menu("mainMenu", "Main menu", "The header of most pages."), group: "menus" },
    { ...menu("paracelsusMenu", "Paracelsus menu", "The header of the Paracelsus pages."), group: "menus" },
    { ...line("footerBrandHeading", { title: "Footer: heading of the logo's column (read out, not shown)", max: LENGTHS.menuLabel }), group: "menus" },
    { ...paragraph("footerBlurb", { title: "Footer: sentence under the logo", max: LENGTHS.cardText }), group: "menus" },
    {
      ...defineField({
        name: "footerColumns",
        type: "array",
        title: "Footer: columns of links",
        of: [
          defineArrayMember({
            type: "object",
            name: "footerColumn",
            fields: [
              line("heading", { title: "Heading", max: LENGTHS.menuLabel }),
              defineField({
                name: "links",
                type: "array",
                title: "Links",
                of: [defineArrayMember({ type: "pageLink" })],
                validation: (rule) => rule.required().min(1),
              }),
            ],
            preview: { select: { title: "heading" } },
          }),
        ],
        validation: (rule) => rule.required().min(1).max(3).error("The footer has room for 1 to 3 columns of links."),
      }),
      group: "menus",
    },
    { ...line("footerContactHeading", { title: "Footer: contact column heading", max: LENGTHS.menuLabel }), group: "menus" },
    { ...line("footerHoursLabel", { title: "Footer: before the support hours", description: 'e.g. "Help desk:"', max: LENGTHS.menuLabel }), group: "menus" },
    { ...line("rightsNotice", { title: "Footer: after the copyright", description: 'e.g. "All rights reserved."', max: LENGTHS.cardTitle }), group: "menus" },
    {
      ...paragraph("description", {
        title: "Default description",
        description: "For pages without their own.",
        max: LENGTHS.seoDescription,
        rows: 2,
        why: SEARCH_RESULT_CUT,
      }),
      group: "search",
    },
    { ...picture("socialImage", { title: "Default picture in link previews", description: "1200 × 630 pixels." }), group: "search" },
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
