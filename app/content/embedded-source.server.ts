/**
 * The embedded content source: the exported dataset held in memory and
 * queried with groq-js, the reference implementation of GROQ.
 *
 * groq-js scans whatever dataset it is given, so before evaluating we narrow
 * the dataset with indexes: when the query's only `*` is filtered by equality
 * on an indexed attribute (`_type == "insight" && slug.current == $slug`), only
 * the matching documents (plus what they reference, for `->`) are handed to
 * groq-js. The full filter still runs on them, so the answer is the same as a
 * scan's.
 */
import { evaluate, parse, type ExprNode } from "groq-js";
import type { SanityDocument } from "./dataset.server";
import type { ContentSource } from "./source.server";

const INDEXED_PATHS = ["_id", "_type", "slug.current"] as const;
type IndexedPath = (typeof INDEXED_PATHS)[number];
type Constraint = { path: IndexedPath; value: string };

function readPath(doc: SanityDocument, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** `a.b.c` for an attribute chain rooted at the current document, else undefined. */
function attributePath(node: ExprNode): string | undefined {
  if (node.type !== "AccessAttribute") return undefined;
  if (!node.base) return node.name;
  const base = attributePath(node.base);
  return base === undefined ? undefined : `${base}.${node.name}`;
}

function equalityConstraints(expr: ExprNode): Constraint[] {
  if (expr.type === "And") return [...equalityConstraints(expr.left), ...equalityConstraints(expr.right)];
  if (expr.type === "Group") return equalityConstraints(expr.base);
  if (expr.type !== "OpCall" || expr.op !== "==") return [];
  for (const [attr, literal] of [
    [expr.left, expr.right],
    [expr.right, expr.left],
  ] as const) {
    const path = attributePath(attr);
    if (
      path &&
      (INDEXED_PATHS as readonly string[]).includes(path) &&
      // Stryker disable next-line ConditionalExpression: Only a Value node has a string value: the next test (typeof literal.value === "string") refuses the others.
      literal.type === "Value" &&
      typeof literal.value === "string"
    ) {
      return [{ path: path as IndexedPath, value: literal.value }];
    }
  }
  return [];
}

type Plan = { constraints: Constraint[]; dereferences: boolean };

/** Walks the tree once: the constraints on its single `*`, if it has exactly one. */
function plan(tree: ExprNode): Plan {
  let everything = 0;
  let dereferences = false;
  let constraints: Constraint[] = [];
  const visit = (node: unknown, parent: unknown) => {
    if (node === null || typeof node !== "object") return;
    // Stryker disable next-line BlockStatement: An array walked as an object visits the same items; only the parent handed to them differs, and a * directly in an array is not filtered.
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    const typed = node as { type?: string };
    if (typed.type === "Everything") {
      everything += 1;
      const filter = parent as ExprNode | undefined;
      constraints = filter?.type === "Filter" ? equalityConstraints(filter.expr) : [];
    }
    if (typed.type === "Deref") dereferences = true;
    for (const child of Object.values(node)) visit(child, node);
  };
  visit(tree, undefined);
  return { constraints: everything === 1 ? constraints : [], dereferences };
}

export class EmbeddedSource implements ContentSource {
  readonly kind = "embedded" as const;
  private indexes = new Map<IndexedPath, Map<string, SanityDocument[]>>();
  private byId = new Map<string, SanityDocument>();

  constructor(private documents: SanityDocument[]) {
    this.replace(documents);
  }

  /** Answers from these documents from now on (a content import replaced the export). */
  replace(documents: SanityDocument[]): void {
    const indexes = new Map<IndexedPath, Map<string, SanityDocument[]>>();
    const byId = new Map<string, SanityDocument>();
    for (const path of INDEXED_PATHS) indexes.set(path, new Map());
    for (const doc of documents) {
      byId.set(doc._id, doc);
      for (const path of INDEXED_PATHS) {
        const value = readPath(doc, path);
        if (typeof value !== "string") continue;
        const index = indexes.get(path)!;
        const bucket = index.get(value);
        if (bucket) bucket.push(doc);
        else index.set(value, [doc]);
      }
    }
    // Swapped together, so a query never sees half of each.
    this.documents = documents;
    this.indexes = indexes;
    this.byId = byId;
  }

  get size(): number {
    return this.documents.length;
  }

  /** The documents a query can possibly match; exposed for tests of the planner. */
  candidates(groq: string, params: Record<string, unknown> = {}): SanityDocument[] {
    return this.narrow(parse(groq, { params }));
  }

  async fetch<R>(groq: string, params: Record<string, unknown> = {}): Promise<R> {
    const tree = parse(groq, { params });
    const result = await evaluate(tree, { dataset: this.narrow(tree), params });
    return (await result.get()) as R;
  }

  async ping(): Promise<void> {}

  private narrow(tree: ExprNode): SanityDocument[] {
    const { constraints, dereferences } = plan(tree);
    if (constraints.length === 0) return this.documents;
    // The smallest bucket, checked against the other constraints.
    const buckets = constraints.map(({ path, value }) => this.indexes.get(path)!.get(value) ?? []);
    const smallest = buckets.reduce((a, b) => (b.length < a.length ? b : a));
    const matching = smallest.filter((doc) => constraints.every(({ path, value }) => readPath(doc, path) === value));
    return dereferences ? this.withReferenced(matching) : matching;
  }

  private withReferenced(roots: SanityDocument[]): SanityDocument[] {
    const seen = new Map(roots.map((doc) => [doc._id, doc]));
    const queue = [...roots];
    const collect = (value: unknown) => {
      if (value === null || typeof value !== "object") return;
      if (Array.isArray(value)) return value.forEach(collect);
      const ref = (value as { _ref?: unknown })._ref;
      if (typeof ref === "string" && !seen.has(ref)) {
        const target = this.byId.get(ref);
        if (target) {
          seen.set(ref, target);
          queue.push(target);
        }
      }
      Object.values(value).forEach(collect);
    };
    while (queue.length > 0) collect(queue.pop());
    return [...seen.values()];
  }
}
