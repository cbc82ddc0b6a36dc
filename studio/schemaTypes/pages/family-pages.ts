/**
 * Pages editors add, reorder and remove: one `industry` per Who We Serve page,
 * one `lisSolution` per LIS Solutions page. Publishing one adds its page, its
 * card on the overview, its menu entry, its sitemap entry and its breadcrumbs.
 * The order is the overview page's list (its "Order" field, dragged in the
 * Studio); a page not in that list comes after the listed ones, oldest first.
 */
import { CaseIcon, CubeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { iconField } from "../icon";
import { LENGTHS } from "../lengths";
import { countRule, line, paragraph, seoField } from "../parts";
import { isCurrentSlug, slugProblem } from "../../../app/lib/slugs";
import { slugOptions, slugRule, uniqueSlugRule } from "../unique-slug";

const addressField = (folder: string) =>
  defineField({
    name: "slug",
    type: "slug",
    title: "Web address",
    description: `The end of the page's address: ${folder}/<this>. Changing it later keeps the old address working (it forwards here).`,
    options: slugOptions("title"),
    validation: (rule) => [rule.required().error("Generate the web address from the title."), rule.custom(slugRule).error(), rule.custom(uniqueSlugRule).error()],
  });

/** Filled in on publishing (../../actions/keep-former-slugs.ts): each address the page had answers with a redirect to the current one. */
const formerSlugsField = defineField({
  name: "formerSlugs",
  type: "array",
  title: "Former web addresses",
  description: "Addresses this page had before; each forwards to the current one. Publish adds the old one when you change the address.",
  of: [defineArrayMember({ type: "string", validation: (rule) => rule.custom((former) => slugProblem(former) ?? true).error() })],
  // The site ignores a former address that is the current one (in any letter case): it would forward to itself.
  validation: (rule) =>
    rule.custom((formers: string[] | undefined, context) => {
      const current = (context.document?.slug as { current?: string } | undefined)?.current;
      const same = (formers ?? []).find((former) => isCurrentSlug(former, current));
      return same ? `"${same}" is the current web address: remove it from the former ones.` : true;
    }).error(),
});

export const industry = defineType({
  name: "industry",
  type: "document",
  title: "Industry",
  icon: CaseIcon,
  fields: [
    line("title", { title: "Name", description: "The page's headline, its card's heading and its menu entry.", max: LENGTHS.menuLabel }),
    addressField("/solutions/paracelsus/who-we-serve"),
    formerSlugsField,
    iconField(),
    paragraph("summary", { title: "Summary", description: "Under the headline and on the industry's card.", max: LENGTHS.summary, rows: 2 }),
    defineField({ name: "intro", type: "callout", title: "Introduction", validation: (rule) => rule.required() }),
    defineField({
      name: "details",
      type: "array",
      title: "Details",
      of: [defineArrayMember({ type: "callout" })],
      validation: (rule) => countRule(rule, { min: 3, max: 3, what: "details, side by side" }),
    }),
    defineField({
      name: "features",
      type: "array",
      title: "Popular features",
      of: [defineArrayMember({ type: "card" })],
      validation: (rule) => countRule(rule, { min: 4, max: 4, what: "popular features, in a row" }),
    }),
    line("ctaTitle", { title: "Closing band: heading", max: LENGTHS.sectionTitle }),
    seoField,
  ],
  preview: { select: { title: "title", subtitle: "summary" } },
});

export const lisSolution = defineType({
  name: "lisSolution",
  type: "document",
  title: "LIS solution",
  icon: CubeIcon,
  fields: [
    line("title", { title: "Name", description: "The page's headline, its card's heading and its menu entry.", max: LENGTHS.heroTitle }),
    addressField("/solutions/paracelsus/lis-solutions"),
    formerSlugsField,
    iconField(),
    paragraph("summary", { title: "Summary", description: "On the solution's card.", max: LENGTHS.summary * 2, rows: 2 }),
    paragraph("lead", { title: "Paragraph under the headline", max: LENGTHS.heroLead, rows: 2 }),
    defineField({ name: "challenge", type: "callout", title: "The challenge", validation: (rule) => rule.required() }),
    defineField({
      name: "capabilities",
      type: "array",
      title: "What you get",
      of: [defineArrayMember({ type: "card" })],
      validation: (rule) => countRule(rule, { min: 4, max: 4, what: "cards, in a row" }),
    }),
    defineField({
      name: "outcomes",
      type: "array",
      title: "What changes for the lab",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => countRule(rule, { min: 1, max: 6, what: "ticked lines" }),
    }),
    seoField,
  ],
  preview: { select: { title: "title", subtitle: "summary" } },
});

export const familyPageTypes = [industry, lisSolution];
