/**
 * Marks a value of the sample as a stand-in that the company must replace
 * before going live (placeholder names, example addresses, the fictional-logo
 * notice). Where the sample writes `sample("Lee Sampleford")`, the generated
 * document holds the plain value, and its `sampleValues` records the field's
 * path and that value (studio/schemaTypes/sample-values.ts). The launch check
 * reports each field whose value is still the recorded one, so replacing the
 * value in the Studio clears the mark.
 */
export class SampleValue {
  constructor(readonly value: string) {}
}

export const sample = (value: string): SampleValue => new SampleValue(value);

type Mark = { _key: string; _type: "sampleValue"; path: string; value: string };

/** The step into a list entry, as a Sanity path writes it: by its _key when it has one. */
function entryStep(item: unknown, index: number): string {
  const key = item && typeof item === "object" ? (item as { _key?: unknown })._key : undefined;
  return typeof key === "string" ? `[_key=="${key}"]` : `[${index}]`;
}

/** The document with every sample value made plain and recorded in `sampleValues` (none: no field). */
export function withSampleValues<T extends Record<string, unknown>>(doc: T, keyFor: (seed: string) => string): T {
  const marks: Mark[] = [];
  const unwrap = (value: unknown, path: string): unknown => {
    if (value instanceof SampleValue) {
      marks.push({ _key: keyFor(`${String(doc._id)}:sample:${path}`), _type: "sampleValue", path, value: value.value });
      return value.value;
    }
    if (Array.isArray(value)) return value.map((item, index) => unwrap(item, `${path}${entryStep(item, index)}`));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, unwrap(inner, path === "" ? name : `${path}.${name}`)]));
    }
    return value;
  };
  const plain = unwrap(doc, "") as T;
  return marks.length === 0 ? plain : { ...plain, sampleValues: marks };
}
