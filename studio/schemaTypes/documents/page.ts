/**
 * A page editors make from the site's own blocks: its address is
 * /<slug>, or the parent's address then /<slug> under a page made from blocks
 * at the top level or a fixed page with no pages of the site below it
 * (PARENT_PAGES: About, Resources…). Each
 * section is one object type the fixed pages share (their component too:
 * app/blocks/, one module per block).
 */
import { DocumentsIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType, type SlugValue, type ValidationContext } from "sanity";
import { BUILT_PAGE_TYPE, builtPageAddressProblem, builtPagePath, PARENT_PAGES, parentKeyOf } from "../../../app/lib/page-tree";
import { line, seoField } from "../fields";
import { LENGTHS } from "../lengths";
import { slugOptions, slugRule } from "../unique-slug";
import { SECTION_TYPES } from "../blocks";
import { formerSlugsField } from "./family-fields";

type Ref = { _ref?: string } | undefined;

/** The site's address rule (app/lib/page-tree.ts), and no other page at the same address. */
export async function pageAddressRule(value: SlugValue | undefined, context: ValidationContext): Promise<string | true> {
  const slug = value?.current;
  if (!slug || !context.document) return true;
  const client = context.getClient({ apiVersion: "2025-02-19" }).withConfig({ perspective: "raw" });
  const parentId = (context.document.parent as Ref)?._ref?.replace(/^drafts\./, "");
  const id = context.document._id.replace(/^drafts\./, "");
  const { parent, taken } = await client.fetch<{ parent: { _type: string; slug?: string; parent?: string } | null; taken: boolean }>(
    `{ "parent": *[_id == $parentId][0] { _type, "slug": slug.current, "parent": parent._ref }, "taken": defined(*[_type == $type && slug.current == $slug && coalesce(parent._ref, "") == $parentId && !sanity::versionOf($id)][0]._id) }`,
    { parentId: parentId ?? "", type: BUILT_PAGE_TYPE, slug, id },
  );
  if (parentId && parent?.parent) return "The parent page sits under another page itself: choose a page of the top level as the parent.";
  if (parentId && parentId === id) return "A page cannot be its own parent.";
  const parentKey = parentId ? (parentKeyOf(parent) ?? "…") : undefined;
  return builtPageAddressProblem(slug, parentKey, taken) ?? true;
}

/** The pages a page may go under: a page made from blocks at the top level, or a fixed page with no pages of the site below it. */
const PARENT_TYPES = [BUILT_PAGE_TYPE, ...PARENT_PAGES.keys()];

export const page = defineType({
  name: BUILT_PAGE_TYPE,
  type: "document",
  title: "Page",
  icon: DocumentsIcon,
  fields: [
    line("title", {
      title: "Name",
      description: "In breadcrumbs, and the page's title in search results unless Search and sharing gives one.",
      max: LENGTHS.menuLabel,
    }),
    defineField({
      name: "parent",
      type: "reference",
      title: "Under the page",
      description:
        "Optional: the page's address is then that page's address followed by its own (/about/<this>). A page can go under a page made from blocks at the top level, or under a fixed page with no pages of the site below it (About, Resources, Contact, DCCM…); not under Paracelsus, Who we serve or LIS solutions, whose addresses the site already uses.",
      to: PARENT_TYPES.map((type) => ({ type })),
      options: {
        filter: ({ document }) => ({
          filter: "_type in $types && !defined(parent) && _id != $id",
          params: { types: PARENT_TYPES, id: document._id.replace(/^drafts\./, "") },
        }),
      },
    }),
    defineField({
      name: "slug",
      type: "slug",
      title: "Web address",
      description:
        "The end of the page's address: /<this>, or the address of the page it is under followed by /<this>. Changing it later keeps the old address working (it forwards here).",
      options: slugOptions("title"),
      validation: (rule) => [
        rule.required().error("Generate the web address from the name."),
        rule.custom(slugRule).error(),
        rule.custom(pageAddressRule).error(),
      ],
    }),
    formerSlugsField,
    defineField({
      name: "sections",
      type: "array",
      title: "Sections",
      description: "The page from top to bottom. Start with a headline band: it holds the page's one main heading.",
      of: SECTION_TYPES.map((type) => defineArrayMember({ type })),
      // Each block chosen from a picture of it as the site draws it (studio/static/blocks, made by npm run block-previews).
      options: { insertMenu: { views: [{ name: "grid", previewImageUrl: (type) => `/static/blocks/${type}.png` }, { name: "list" }] } },
      validation: (rule) => [
        rule.required().min(1).error("Add the page's sections, starting with a headline band."),
        rule
          .custom((sections: Array<{ _type?: string }> | undefined) => {
            const heroes = (sections ?? []).filter((section) => section._type === "hero").length;
            if (sections?.length && sections[0]?._type !== "hero") return "Start the page with a headline band: it holds the page's one main heading.";
            return heroes > 1 ? "A page has one headline band (its one main heading): remove the others." : true;
          })
          .error(),
      ],
    }),
    seoField,
  ],
  preview: {
    select: { title: "title", slug: "slug.current", parent: "parent.slug.current", parentType: "parent._type" },
    prepare: ({ title, slug, parent, parentType }) => ({
      title,
      subtitle: slug ? builtPagePath(slug, parentKeyOf({ _type: parentType, slug: parent })) : undefined,
    }),
  },
});
