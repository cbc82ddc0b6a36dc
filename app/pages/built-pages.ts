/**
 * The built pages (`page` documents made in the Studio from the
 * site's blocks) as the site knows them: each published page's address, name
 * and the addresses it had, from the site query's list. The header, footer,
 * sitemap, breadcrumbs and the page's own route all read this list, so a page
 * is a page of the site exactly when it is here.
 */
import type { Site } from "~/content/queries";
import { builtPageAddressProblem, builtPagePath, isFixedParent, isSiteOwnAddress } from "~/lib/page-tree";

export type BuiltPageEntry = {
  id: string;
  path: string;
  title: string;
  /** The addresses it had (a former slug of its own or of its parent): each answers 301 to `path`. */
  formerPaths: string[];
  updatedAt?: string;
};

/**
 * The published pages with their addresses. Left out, as if unpublished: a
 * page under a page that is not published or sits under another itself, and a
 * page whose address or parent the site refuses (the address rule, app/lib/page-tree.ts)
 * or an older page already has.
 */
export function builtPagesOf(list: Site["pages"] | null | undefined): readonly BuiltPageEntry[] {
  if (!list) return [];
  // Made once per site answer (the answer cache hands every request the same one): the header, the footer and
  // the page's own route each ask for it on every render.
  let entries = madeFrom.get(list);
  if (!entries) {
    entries = entriesOf(list);
    madeFrom.set(list, entries);
  }
  return entries;
}

const madeFrom = new WeakMap<NonNullable<Site["pages"]>, readonly BuiltPageEntry[]>();

function entriesOf(pages: NonNullable<Site["pages"]>): BuiltPageEntry[] {
  const byId = new Map(pages.map((page) => [page._id, page]));
  const taken = new Set<string>();
  return pages.flatMap((page) => {
    if (!page.slug || !page.title) return [];
    // The parent is a fixed page (its type, its document's id) or a built page of the top level.
    const fixedParent = isFixedParent(page.parent) ? page.parent : undefined;
    const parent = page.parent && !fixedParent ? byId.get(page.parent) : undefined;
    if (page.parent && !page.parentPublished) return [];
    if (page.parent && !fixedParent && (!parent?.slug || parent.parent)) return [];
    const parentKey = fixedParent ?? parent?.slug;
    if (builtPageAddressProblem(page.slug, parentKey)) return [];
    const path = builtPagePath(page.slug, parentKey);
    if (taken.has(path)) return [];
    taken.add(path);
    const slugs = [page.slug, ...(page.formerSlugs ?? [])];
    const parentKeys = fixedParent ? [fixedParent] : parent?.slug ? [parent.slug, ...(parent.formerSlugs ?? [])] : [undefined];
    // A former address where the site answers itself (a reserved segment, its own or its parent's former slug) is ignored: the site's own paths never forward.
    const formerPaths = parentKeys
      .flatMap((parentKey) => slugs.map((slug) => builtPagePath(slug, parentKey)))
      .filter((former) => former !== path && !isSiteOwnAddress(former));
    return [{ id: page._id, path, title: page.title, formerPaths, ...(page._updatedAt ? { updatedAt: page._updatedAt } : {}) }];
  });
}
