/**
 * The Studio's field titles and which fields it hides, per type, as JSON for the site's launch
 * check (server/launch-check.ts), so it names each field as the Studio shows it. Written by
 * `npm run content:types` into app/content/studio-fields.json (and compared by its --check).
 */
import { writeFileSync } from "node:fs";
import { schemaTypes } from "./schemaTypes";

type Definition = { name?: string; type: string; title?: string; hidden?: unknown; fields?: Definition[]; of?: Definition[] };
export type FieldEntry = { type: string; name?: string; title?: string; hidden?: true; fields?: Record<string, FieldEntry>; of?: FieldEntry[] };

function entry(definition: Definition): FieldEntry {
  return {
    type: definition.type,
    ...(definition.title ? { title: definition.title } : {}),
    // Only a field hidden always: one hidden by a condition is shown to some editor.
    ...(definition.hidden === true ? { hidden: true as const } : {}),
    ...(definition.fields ? { fields: Object.fromEntries(definition.fields.map((field) => [field.name!, entry(field)])) } : {}),
    ...(definition.of ? { of: definition.of.map((member) => ({ ...entry(member), ...(member.name ? { name: member.name } : {}) })) } : {}),
  };
}

const fields = Object.fromEntries((schemaTypes as Definition[]).map((type) => [type.name!, entry(type)]));
writeFileSync(process.argv[2]!, `${JSON.stringify(fields, null, 2)}\n`);
