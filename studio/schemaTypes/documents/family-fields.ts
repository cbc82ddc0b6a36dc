/**
 * Pages editors add, reorder and remove: one `industry` per Who We Serve page,
 * one `lisSolution` per LIS Solutions page. Publishing one adds its page, its
 * card on the overview, its menu entry, its sitemap entry and its breadcrumbs.
 * The order is the overview page's list (its "Order" field, dragged in the
 * Studio); a page not in that list comes after the listed ones, oldest first.
 */
import { defineArrayMember, defineField } from "sanity";
import { isCurrentSlug, slugProblem } from "../../../app/lib/slugs";
import { BUILT_PAGE_TYPE, formerAddressProblem } from "../../../app/lib/page-tree";
import { slugOptions, slugRule, uniqueSlugRule } from "../unique-slug";

export const addressField = (folder: string) =>
  defineField({
    name: "slug",
    type: "slug",
    title: "Web address",
    description: `The end of the page's address: ${folder}/<this>. Changing it later keeps the old address working (it forwards here).`,
    options: slugOptions("title"),
    validation: (rule) => [
      rule.required().error("Generate the web address from the title."),
      rule.custom(slugRule).error(),
      rule.custom(uniqueSlugRule).error(),
    ],
  });

/** Filled in on publishing (../../actions/keep-former-slugs.ts): each address the page had answers with a redirect to the current one. */
export const formerSlugsField = defineField({
  name: "formerSlugs",
  type: "array",
  title: "Former web addresses",
  description: "Addresses this page had before; each forwards to the current one. Publish adds the old one when you change the address.",
  of: [defineArrayMember({ type: "string", validation: (rule) => rule.custom((former) => slugProblem(former) ?? true).error() })],
  // The site ignores a former address that is the current one (in any letter case): it would forward to itself;
  // and, for a page of the top level, one the site itself uses (/api, /insights, …): that path would forward to the page.
  validation: (rule) =>
    rule
      .custom((formers: string[] | undefined, context) => {
        const current = (context.document?.slug as { current?: string } | undefined)?.current;
        const same = (formers ?? []).find((former) => isCurrentSlug(former, current));
        if (same) return `"${same}" is the current web address: remove it from the former ones.`;
        const topLevel = context.document?._type === BUILT_PAGE_TYPE && !context.document.parent;
        const reserved = topLevel ? (formers ?? []).map((former) => formerAddressProblem(former, null)).find(Boolean) : undefined;
        return reserved ?? true;
      })
      .error(),
});
