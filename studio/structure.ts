import { CogIcon, CommentIcon, DocumentTextIcon } from "@sanity/icons";
import type { StructureResolver } from "sanity/structure";
import { SINGLETON_TYPES as SINGLETONS, type FamilyType } from "../app/lib/page-tree";
import { familyPageTypes, fixedPageTypes } from "./schemaTypes";
import { SITE_SETTINGS_ID } from "./schemaTypes/singletons/site-settings";

/**
 * Types that exist once: opened from the desk, never created or deleted: the
 * settings and the page tree's fixed pages (app/lib/page-tree.ts). Each one's
 * document id is its type's name.
 */
export const SINGLETON_TYPES = new Set(SINGLETONS);

/** Each family's list in the desk. */
const FAMILY_LISTS: Record<FamilyType, string> = { industry: "Industries (Who We Serve)", lisSolution: "LIS solutions", caseStudy: "Case studies (Customers)" };

export const structure: StructureResolver = (S) => {
  const singleton = (type: string, id: string, title: string, icon: typeof CogIcon) =>
    S.listItem().title(title).icon(icon).id(id).child(S.document().schemaType(type).documentId(id).title(title));
  return S.list()
    .title("Content")
    .items([
      singleton("siteSettings", SITE_SETTINGS_ID, "Site settings", CogIcon),
      S.listItem()
        .title("Pages")
        .icon(DocumentTextIcon)
        .child(
          S.list()
            .title("Pages")
            .items(fixedPageTypes.map((type) => singleton(type.name, type.name, type.title ?? type.name, (type.icon as typeof CogIcon) ?? DocumentTextIcon))),
        ),
      S.documentTypeListItem("page").title("Pages made from blocks").icon(DocumentTextIcon),
      // Their order on the site is the overview page's "Order" list.
      ...familyPageTypes.map((type) =>
        S.documentTypeListItem(type.name)
          .title(FAMILY_LISTS[type.name as FamilyType])
          .icon(type.icon),
      ),
      S.listItem()
        .title("Insights")
        .icon(DocumentTextIcon)
        .child(
          S.documentTypeList("insight")
            .title("Insights, newest first")
            .defaultOrdering([{ field: "Date", direction: "desc" }]),
        ),
      S.listItem()
        .title("Testimonials")
        .icon(CommentIcon)
        .child(
          S.documentTypeList("testimonial")
            .title("Testimonials, in carousel order")
            .defaultOrdering([{ field: "_createdAt", direction: "asc" }]),
        ),
      S.documentTypeListItem("download").title("Documents to take away"),
    ]);
};
