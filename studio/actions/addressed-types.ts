/**
 * The document types with a web address of their own: every one with a slug
 * field, read from the schema itself, so a type given a slug later keeps its
 * old addresses on Publish without anyone adding it to a list.
 */
type SchemaType = { name: string; type: string; fields?: ReadonlyArray<{ name: string; type: string }> };

export function typesWithAddresses(types: readonly SchemaType[]): ReadonlySet<string> {
  return new Set(types.filter((type) => type.type === "document" && type.fields?.some((field) => field.type === "slug")).map((type) => type.name));
}
