/**
 * What `npm run content:import` refuses beyond the Studio's own rules, and
 * what it keeps:
 * - each document once: a repeated `_id` would silently replace the other;
 * - a `_key` on every entry of a list of objects, as the Content Lake and the
 *   Studio require (a hand-made export may lack them);
 * - a built page at an address a fixed route, an industry, an LIS
 *   solution, an article or another page uses, or keeping such an address
 *   among its former ones (/api, /insights, …), or under a page that is not
 *   in the dataset or sits under another itself (the address rule,
 *   app/lib/page-tree.ts, which the Studio applies too);
 * - a page whose slug changes keeps its old address: the old slug joins its
 *   `formerSlugs`, by the same rule as the Studio's Publish
 *   (studio/actions/former-slugs.ts), so the old address answers 301 whichever
 *   way the change came.
 */
import { readFileSync } from "node:fs";
import { BUILT_PAGE_TYPE, builtPageAddressProblem, builtPageParentProblem, builtPagePath, formerAddressProblem, isFixedParent } from "~/lib/page-tree";
import { isCurrentSlug } from "~/lib/slugs";
import { formerSlugsAfterPublish, type Sluggable } from "../../studio/actions/former-slugs";
import { isDraftId, type SanityDocument } from "~/content/dataset.server";

export type RuleProblem = { documentId: string; field: string; message: string };

/** Each `_id` that appears more than once, with the lines it is on. */
export function repeatedIds(documents: SanityDocument[]): RuleProblem[] {
  const lines = new Map<string, number[]>();
  for (const [index, doc] of documents.entries()) lines.set(doc._id, [...(lines.get(doc._id) ?? []), index + 1]);
  return [...lines]
    .filter(([, at]) => at.length > 1)
    .map(([id, at]) => ({
      documentId: id,
      field: "_id",
      message: `${at.length} documents have this id (documents ${at.join(", ")} of the file); each document needs its own, or the last replaces the others`,
    }));
}

/** Each entry of a list of objects that has no `_key`, named by its place in the document. */
export function entriesWithoutKey(documents: SanityDocument[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const visit = (value: unknown, where: string, doc: SanityDocument) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const place = `${where}[${index}]`;
        if (item !== null && typeof item === "object" && !Array.isArray(item) && typeof (item as { _key?: unknown })._key !== "string") {
          problems.push({
            documentId: doc._id,
            field: place,
            message: `entry ${index + 1} of the list "${where}" has no _key (every entry of a list needs one; the Studio adds it)`,
          });
        }
        visit(item, place, doc);
      });
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) visit(inner, where === "" ? key : `${where}.${key}`, doc);
    }
  };
  for (const doc of documents) visit(doc, "", doc);
  return problems;
}

type BuiltPageDoc = SanityDocument & { slug?: { current?: string }; parent?: { _ref?: string }; formerSlugs?: unknown };

/** Each published built page whose address the site would refuse or could not make, in plain words. */
export function builtPageAddresses(documents: SanityDocument[]): RuleProblem[] {
  const pages = documents.filter((doc): doc is BuiltPageDoc => doc._type === BUILT_PAGE_TYPE && !isDraftId(doc._id));
  const byId = new Map(pages.map((page) => [page._id, page]));
  const published = new Set(documents.filter((doc) => !isDraftId(doc._id)).map((doc) => doc._id));
  const seen = new Map<string, string>();
  const problems: RuleProblem[] = [];
  for (const page of pages) {
    const slug = page.slug?.current;
    if (!slug) continue;
    const parentId = page.parent?._ref;
    // A fixed parent is named by its document's id, which is its type; a built one by its slug.
    const fixedParent = isFixedParent(parentId) && published.has(parentId) ? parentId : undefined;
    const parent = parentId && !fixedParent ? byId.get(parentId) : undefined;
    if (parentId && !fixedParent && !parent) {
      problems.push({ documentId: page._id, field: "parent", message: `the page it sits under (${parentId}) is not a published page of the dataset` });
      continue;
    }
    if (parent?.parent?._ref) {
      problems.push({
        documentId: page._id,
        field: "parent",
        message: `its parent page (${parent._id}) sits under another page itself: choose a page of the top level as the parent`,
      });
      continue;
    }
    const refusedParent = builtPageParentProblem(fixedParent);
    if (refusedParent) {
      problems.push({ documentId: page._id, field: "parent", message: refusedParent });
      continue;
    }
    const parentKey = fixedParent ?? parent?.slug?.current;
    const formers = Array.isArray(page.formerSlugs) ? page.formerSlugs.filter((former): former is string => typeof former === "string") : [];
    for (const former of formers) {
      const reserved = formerAddressProblem(former, parentKey);
      if (reserved) problems.push({ documentId: page._id, field: "formerSlugs", message: reserved });
    }
    const path = builtPagePath(slug, parentKey);
    const other = seen.get(path);
    const problem = builtPageAddressProblem(slug, parentKey, other !== undefined);
    if (problem) problems.push({ documentId: page._id, field: "slug", message: other ? `${problem} (${other} has it)` : problem });
    else seen.set(path, page._id);
  }
  return problems;
}

/** The document types whose schema has `formerSlugs` (the Studio's extracted schema, studio/schema.json). */
export function typesWithFormerSlugs(schemaFile = new URL("../../studio/schema.json", import.meta.url)): Set<string> {
  const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as Array<{ name: string; type: string; attributes?: Record<string, unknown> }>;
  return new Set(schema.filter((type) => type.type === "document" && type.attributes?.formerSlugs).map((type) => type.name));
}

export type MovedPage = { id: string; type: string; from: string; to: string };

/**
 * Adds the slug each page had in `replaced` to its `formerSlugs` in
 * `documents` (in place: the published document and its draft) when the slug
 * changed; returns the pages that moved.
 */
export function keepFormerSlugs(documents: SanityDocument[], replaced: SanityDocument[], types: ReadonlySet<string>): MovedPage[] {
  const before = new Map(replaced.filter((doc) => types.has(doc._type) && !isDraftId(doc._id)).map((doc) => [doc._id, doc]));
  const moved: MovedPage[] = [];
  const drafts = new Map(documents.filter((doc) => isDraftId(doc._id)).map((doc) => [doc._id, doc]));
  for (const doc of documents) {
    const old = before.get(doc._id);
    if (!old || !types.has(doc._type) || isDraftId(doc._id)) continue;
    const formerSlugs = formerSlugsAfterPublish(old as Sluggable, doc as Sluggable);
    if (!formerSlugs) continue;
    const from = (old as Sluggable)?.slug?.current;
    const to = (doc as Sluggable)?.slug?.current;
    doc.formerSlugs = formerSlugs;
    if (from && to && from !== to) moved.push({ id: doc._id, type: doc._type, from, to });
    // The draft too: the Studio's Publish starts from the draft's list.
    const draft = drafts.get(`drafts.${doc._id}`);
    if (draft)
      draft.formerSlugs = [...new Set([...((draft as Sluggable)?.formerSlugs ?? []), ...formerSlugs])].filter(
        (slug) => !isCurrentSlug(slug, (draft as Sluggable)?.slug?.current),
      );
  }
  return moved;
}
