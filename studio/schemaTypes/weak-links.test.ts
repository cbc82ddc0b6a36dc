/**
 * The guide says Unpublish takes a page out of the menus: Sanity refuses to unpublish a document
 * that another one holds a strong reference to, so every link the menus, the footer and the pages'
 * buttons make is a weak reference (the site leaves a link to an unpublished page out:
 * app/pages/navigation.ts `linkTo`). The embedded dataset carries `_weak: true` on each, as Sanity
 * writes it, so the Studio shows no reference-strength mismatch after `sanity dataset import`.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { parseNdjson } from "../../app/content/dataset.server";
import { schemaTypes } from ".";

type Definition = { name?: string; type: string; weak?: boolean; fields?: Definition[]; of?: Definition[] };

const named = new Map((schemaTypes as Definition[]).map((type) => [type.name, type]));

/** Every reference field reached from `definition`, through its fields, array members and named object types, with the object type holding it. */
function referencesUnder(definition: Definition, holder = definition.name ?? "", seen = new Set<string>()): Array<{ holder: string; field: Definition }> {
  const found: Array<{ holder: string; field: Definition }> = [];
  for (const field of [...(definition.fields ?? []), ...(definition.of ?? [])]) {
    if (field.type === "reference") found.push({ holder, field });
    const type = named.get(field.type);
    if (type && type.type === "object" && !seen.has(type.name!)) found.push(...referencesUnder(type, type.name, new Set([...seen, type.name!])));
    if (field.fields || field.of) found.push(...referencesUnder(field, field.type === "object" ? (field.name ?? holder) : holder, seen));
  }
  return found;
}

const linkReferences = [...referencesUnder(named.get("siteSettings")!), ...referencesUnder(named.get("pageLink")!)];

it("makes every link of the menus, the footer and the pages' buttons a weak reference, so its page can be unpublished", () => {
  expect(linkReferences.length).toBeGreaterThanOrEqual(2);
  expect(linkReferences.filter(({ field }) => !field.weak).map(({ holder, field }) => `${holder}.${field.name}`)).toEqual([]);
});

it("stores those references in the embedded dataset as Sanity writes a weak one", () => {
  const weakFields = new Set(linkReferences.map(({ holder, field }) => `${holder}.${field.name}`));
  const strong: string[] = [];
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${where}[${index}]`);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    for (const [key, inner] of Object.entries(record)) {
      const reference = inner as { _ref?: string; _weak?: boolean } | null;
      if (weakFields.has(`${String(record._type)}.${key}`) && reference?._ref && reference._weak !== true) strong.push(`${where}.${key}`);
      walk(inner, `${where}.${key}`);
    }
  };
  const documents = parseNdjson(readFileSync(new URL("../../content/data.ndjson", import.meta.url), "utf8"));
  for (const document of documents) walk(document, document._id);
  expect(strong).toEqual([]);
});
