/**
 * The least a dataset must hold to be served: a published document of each
 * type that exists once and that pages need (the site settings and every
 * fixed page's document but the optional privacy policy's, app/lib/page-tree.ts). Without them every page answers 404, so an empty or
 * truncated export (a bad deploy, a full disk, a mistaken import) is refused
 * wherever a dataset is taken: at start, at reload, by `npm run content:import`
 * and by `npm run launch-check`; the last good copy is never replaced by it.
 */
import { REQUIRED_SINGLETON_TYPES } from "../lib/page-tree";
import { isDraftId } from "./dataset.server";

/** The singleton types no published document of `documents` has, in the page tree's order. */
export function missingSingletons(documents: readonly { _id: string; _type: string }[]): string[] {
  const published = new Set<string>();
  for (const doc of documents) if (!isDraftId(doc._id)) published.add(doc._type);
  return REQUIRED_SINGLETON_TYPES.filter((type) => !published.has(type));
}

/** Why `origin` is no dataset the site can serve, in plain words; undefined when it is. */
export function datasetMinimumProblem(documents: readonly { _id: string; _type: string }[], origin: string): string | undefined {
  const missing = missingSingletons(documents);
  if (missing.length === 0) return undefined;
  return (
    `${origin} holds ${documents.length} document(s) but not the published ${missing.join(", ")} ` +
    `(${missing.length} of the ${REQUIRED_SINGLETON_TYPES.length} documents every page needs): it is empty, cut short or not this site's content, and is not served`
  );
}
