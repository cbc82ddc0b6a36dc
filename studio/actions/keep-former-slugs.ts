import { useDocumentOperation } from "sanity";
import { keepFormerSlugsWith } from "./former-slugs-action";

/** Sanity's Publish, which first records the address the document had when the slug changed (./former-slugs-action.ts). */
export const keepFormerSlugs = keepFormerSlugsWith(useDocumentOperation);
