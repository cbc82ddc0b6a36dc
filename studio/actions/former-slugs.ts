/**
 * A page's former web addresses: when a publish changes its slug, the slug
 * it had joins `formerSlugs`, so the old address keeps answering (a 301 to
 * the new one, app/pages/page-content.server.ts). A slug taken back is no
 * longer former, in any letter case.
 */
import { isCurrentSlug, isSlug } from "../../app/lib/slugs";

export type Sluggable = { slug?: { current?: string } | null; formerSlugs?: string[] | null } | null | undefined;

/** The former slugs after publishing `draft` over `published`; undefined when they stay as they are. */
export function formerSlugsAfterPublish(published: Sluggable, draft: Sluggable): string[] | undefined {
  const before = published?.slug?.current;
  const after = draft?.slug?.current;
  const kept = draft?.formerSlugs ?? [];
  const next = [
    ...new Set([...kept.filter((slug) => !isCurrentSlug(slug, after)), ...(isSlug(before) && after && !isCurrentSlug(before, after) ? [before] : [])]),
  ];
  return next.length === kept.length && next.every((slug, index) => slug === kept[index]) ? undefined : next;
}
