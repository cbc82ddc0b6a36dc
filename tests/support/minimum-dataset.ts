/**
 * The least a dataset must publish to be served (app/content/dataset-minimum.server.ts):
 * one bare document of each singleton type of the page tree. Tests about files,
 * reloads and imports add these to their few documents so the dataset is taken.
 */
import { SINGLETON_TYPES } from "~/lib/page-tree";

export const singletonDocuments = (): { _id: string; _type: string }[] => SINGLETON_TYPES.map((type) => ({ _id: type, _type: type }));

/** The same, one NDJSON line each. */
export const singletonLines = (): string[] => singletonDocuments().map((doc) => JSON.stringify(doc));
