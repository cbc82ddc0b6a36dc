import { CaseIcon, CogIcon, CommentIcon, DocumentTextIcon, LockIcon, CubeIcon } from "@sanity/icons";
import type { StructureResolver } from "sanity/structure";
import { fixedPageTypes } from "./schemaTypes/pages/fixed-pages";
import { PRIVACY_POLICY_ID } from "./schemaTypes/privacy-policy";
import { SITE_SETTINGS_ID } from "./schemaTypes/site-settings";

/**
 * Types that exist once: opened from the desk, never created or deleted.
 * Each one's document id is its type's name (the privacy policy's and the
 * settings' ids say so too).
 */
export const SINGLETON_TYPES = new Set(["siteSettings", "privacyPolicy", ...fixedPageTypes.map((type) => type.name)]);

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
            .items([
              ...fixedPageTypes.map((type) => singleton(type.name, type.name, type.title ?? type.name, (type.icon as typeof CogIcon) ?? DocumentTextIcon)),
              singleton("privacyPolicy", PRIVACY_POLICY_ID, "Privacy policy", LockIcon),
            ]),
        ),
      // Their order on the site is the overview page's "Order" list.
      S.documentTypeListItem("industry").title("Industries (Who We Serve)").icon(CaseIcon),
      S.documentTypeListItem("lisSolution").title("LIS solutions").icon(CubeIcon),
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
    ]);
};
