import type { SlugValidationContext, SlugValue, ValidationContext } from "sanity";
import { slugProblem, slugify, SLUG_MAX_LENGTH } from "../../app/lib/slugs";

/**
 * True when no other document of the same type uses this slug. Sanity's own
 * check only warns; a second article at the same address would hide the
 * first, so here it is an error (see insight.ts).
 */
export async function slugIsFree(slug: string, context: SlugValidationContext | ValidationContext): Promise<boolean> {
  const { document, getClient } = context;
  if (!document) return true;
  return getClient({ apiVersion: "2025-02-19" })
    .withConfig({ perspective: "raw" })
    .fetch<boolean>(`!defined(*[_type == $type && slug.current == $slug && !sanity::versionOf($id)][0]._id)`, {
      type: document._type,
      slug,
      id: document._id.replace(/^drafts\./, ""),
    });
}

export async function uniqueSlugRule(value: SlugValue | undefined, context: ValidationContext) {
  if (!value?.current) return true;
  return (
    (await slugIsFree(value.current, context)) ||
    `Another ${context.document?._type ?? "document"} already uses the web address "${value.current}": change the title or edit the address.`
  );
}

/** The site's slug rule (app/lib/slugs.ts): lower-case letters a-z, digits and hyphens. */
export function slugRule(value: SlugValue | undefined) {
  if (!value?.current) return true;
  return slugProblem(value.current) ?? true;
}

/** A slug field's options: generated from `source` by the site's own rule, unique by `uniqueSlugRule`. */
export const slugOptions = (source: string) => ({ source, maxLength: SLUG_MAX_LENGTH, slugify, isUnique: () => true });
