/**
 * Checks documents against the Studio's own validation rules, offline: the
 * same `validateDocument` the Studio runs before publishing, with a local
 * GROQ engine standing in for the Content Lake (slug uniqueness) so no
 * project, token or login is needed.
 */
import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from "sanity";
import { schemaTypes } from "../schemaTypes";
import { EmbeddedSource } from "../../app/content/embedded-source.server";

export type Problem = {
  documentId: string;
  documentType: string;
  /** The stored field path, e.g. `portableText[_key=="ab12"].alt`. */
  field: string;
  message: string;
  level: "error" | "warning" | "info";
};

type Doc = { _id: string; _type: string; [key: string]: unknown };

const schema = createSchema({ name: "default", types: schemaTypes });
const documentTypes = new Set<string>(schemaTypes.filter((type) => type.type === "document").map((type) => type.name));

function fieldPath(path: readonly unknown[]): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "string") out += out ? `.${segment}` : segment;
    else if (typeof segment === "number") out += `[${segment}]`;
    else if (segment && typeof segment === "object" && "_key" in segment) out += `[_key=="${String(segment._key)}"]`;
  }
  return out || "(document)";
}

/**
 * A read-only client over the given documents: enough for validators that
 * query (slug uniqueness). Answered by the site's embedded source, whose
 * indexes hand each query only the documents of its type and slug: a scan of
 * every document per document made an import of 100,000 quadratic.
 */
function localClient(documents: Doc[]): SanityClient {
  const source = new EmbeddedSource(documents);
  const client = {
    withConfig: () => client,
    fetch: (query: string, params: Record<string, unknown> = {}) => source.fetch(query, params),
  };
  return client as unknown as SanityClient;
}

/**
 * Every problem Sanity's validation finds in the documents whose type the
 * schema defines (others, such as system documents, are the site's concern
 * only if a query reads them, and none does).
 *
 * @param assetIds the image assets that exist (an export's images/ folder),
 *   so references to them count as published documents.
 * @param checked the ids of the documents to check, all by default; the
 *   others still answer the rules' queries (a slug used twice) and references.
 */
export async function validateDocuments(documents: Doc[], assetIds: Iterable<string> = [], checked?: ReadonlySet<string>): Promise<Problem[]> {
  const schemaErrors = schema._validation?.flatMap((group) => group.problems.filter((p) => p.severity === "error")) ?? [];
  if (schemaErrors.length > 0) throw new Error(`The Studio schema is invalid: ${schemaErrors.map((p) => p.message).join("; ")}`);

  const client = localClient(documents);
  const ids = new Set([...documents.map((doc) => doc._id), ...assetIds]);
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  const problems: Problem[] = [];
  for (const document of documents) {
    if (!documentTypes.has(document._type) || (checked && !checked.has(document._id))) continue;
    const markers = await validateDocument({
      document: document as SanityDocument,
      workspace,
      // As in the Studio, where these rules decide whether a document can be
      // published. (Outside it, Sanity downgrades every rule on an object
      // field, slug and image included, to a warning.)
      environment: "studio",
      getDocumentExists: async ({ id }) => ids.has(id),
    });
    // One rule can fail in two ways with one message (required, and present but empty): say it once.
    const seen = new Set<string>();
    for (const marker of markers) {
      const key = `${fieldPath(marker.path)}\n${marker.level}\n${marker.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({
        documentId: document._id,
        documentType: document._type,
        field: fieldPath(marker.path),
        message: marker.message,
        level: marker.level,
      });
    }
  }
  return problems;
}

/** One line per problem, naming document and field, for people and logs. */
export function describeProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.documentId} (${p.documentType}) › ${p.field}: ${p.message}`).join("\n");
}
