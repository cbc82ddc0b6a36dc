/**
 * The slug rule (app/lib/slugs.ts) where content is read: a document whose
 * slug breaks it is left out of a list as if unpublished, and is no answer
 * where it stands alone (an article, a link's page), so no address, link or
 * redirect is ever made from it. A former slug that breaks the rule, or is
 * the current one in any letter case, is ignored: it could only make a
 * redirect a header cannot carry, or one to itself.
 *
 * The Studio and `npm run content:import` refuse such slugs; this catches a
 * dataset written past them (an API client, an older export).
 */
import { isCurrentSlug, isSlug } from "~/lib/slugs";

/** What was left out, for the log: the document's id and its slug. */
export type LeftOut = { id: unknown; slug: unknown; formerSlug?: boolean };

function slugOf(value: Record<string, unknown>): unknown {
  const slug = value.slug;
  return slug !== null && typeof slug === "object" && "current" in slug ? (slug as { current: unknown }).current : slug;
}

function breaksRule(value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value) || !("slug" in value)) return false;
  const slug = slugOf(value as Record<string, unknown>);
  return slug !== null && slug !== undefined && !isSlug(slug);
}

/** `answer` with the rule applied (copied where it changes, else the same value); each thing left out is reported. */
export function applySlugRule<T>(answer: T, report: (leftOut: LeftOut) => void): T {
  return visit(answer, report) as T;
}

function visit(value: unknown, report: (leftOut: LeftOut) => void): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let changed = false;
    const kept: unknown[] = [];
    for (const item of value) {
      if (breaksRule(item)) {
        report({ id: (item as { _id?: unknown })._id, slug: slugOf(item as Record<string, unknown>) });
        changed = true;
        continue;
      }
      const next = visit(item, report);
      if (next !== item) changed = true;
      kept.push(next);
    }
    return changed ? kept : value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const [key, inner] of Object.entries(record)) {
    let next: unknown;
    if (key === "formerSlugs" && Array.isArray(inner)) next = formerSlugs(record, inner, report);
    else if (breaksRule(inner)) {
      report({ id: (inner as { _id?: unknown })._id, slug: slugOf(inner as Record<string, unknown>) });
      next = null;
    } else next = visit(inner, report);
    if (next !== inner) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

function formerSlugs(owner: Record<string, unknown>, list: unknown[], report: (leftOut: LeftOut) => void): unknown[] {
  const current = slugOf(owner);
  const currentSlug = typeof current === "string" ? current : undefined;
  const kept = list.filter((former) => {
    const same = typeof former === "string" && isCurrentSlug(former, currentSlug);
    // The current address is left out quietly; any other former slug that breaks the rule is reported.
    if (!same && !isSlug(former)) report({ id: owner._id, slug: former, formerSlug: true });
    return !same && isSlug(former);
  });
  return kept.length === list.length ? list : kept;
}
