/**
 * The one rule for a page's web address: a slug is lower-case
 * letters a-z and digits, in words joined by single hyphens
 * ("treatment-courts"). Such a slug is the same in every letter case a
 * visitor may type after the canonical redirect lower-cases it, needs no
 * percent-encoding, and cannot carry a byte a response header refuses.
 *
 * The Studio checks it on every slug and former slug (studio/schemaTypes),
 * so `npm run content:import` refuses a dataset that breaks it; the site
 * leaves out, as if unpublished, a document that still arrives with one
 * (app/content/content-service.server.ts). No imports: the Studio reads it.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug the Studio generates; longer ones are refused with the rest. */
export const SLUG_MAX_LENGTH = 96;

export function isSlug(value: unknown): value is string {
  return typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * True when a former slug is the current one in any letter case: such a former address would forward to itself
 * (a loop), so the Studio refuses it, Publish and the import never add it, and the site ignores it.
 */
export function isCurrentSlug(former: string, current: string | null | undefined): boolean {
  return typeof current === "string" && former.toLowerCase() === current.toLowerCase();
}

/** Why `value` is no slug, in an editor's words; undefined when it is one. */
export function slugProblem(value: unknown): string | undefined {
  if (typeof value !== "string" || value === "") return "Give the web address.";
  if (value.length > SLUG_MAX_LENGTH) return `Shorten the web address "${value}" to ${SLUG_MAX_LENGTH} characters at most.`;
  if (SLUG_PATTERN.test(value)) return undefined;
  return `The web address "${value}" may hold only lower-case letters a-z, digits and single hyphens between words, e.g. treatment-courts.`;
}

/** A slug made from a title, keeping the rule: "Pain Management Clinics (É)" → "pain-management-clinics-e". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}
