import { CommentIcon, DocumentTextIcon, LockIcon } from "@sanity/icons";
import type { StructureResolver } from "sanity/structure";
import { PRIVACY_POLICY_ID } from "./schemaTypes/privacy-policy";

/** Types that exist once: opened from the desk, never created or deleted. */
export const SINGLETON_TYPES = new Set(["privacyPolicy"]);

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
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
      S.listItem()
        .title("Privacy policy")
        .icon(LockIcon)
        .id(PRIVACY_POLICY_ID)
        .child(S.document().schemaType("privacyPolicy").documentId(PRIVACY_POLICY_ID).title("Privacy policy")),
    ]);
