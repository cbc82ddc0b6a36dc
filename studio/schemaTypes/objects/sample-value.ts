/**
 * What the sample content (content/data.ndjson) marks as sample: on each of its
 * documents, the fields whose values are stand-ins (placeholder names,
 * example addresses, the fictional-logo notice), each with the value it was
 * given. `npm run launch-check` lists every field that still holds that value;
 * an editor who replaces the value clears the mark without seeing it. Hidden
 * and read-only: editors change the fields, never the marks.
 */
import { defineArrayMember, defineField, defineType } from "sanity";

export const sampleValue = defineType({
  name: "sampleValue",
  type: "object",
  title: "Sample value",
  fields: [
    defineField({ name: "path", type: "string", title: "Field", description: "The field's path in the document, as in a Sanity patch." }),
    defineField({ name: "value", type: "string", title: "Sample value", description: "What the sample put there." }),
  ],
});

export const sampleValuesField = defineField({
  name: "sampleValues",
  type: "array",
  title: "Sample values",
  description: "Fields of the sample content still to be replaced (read by npm run launch-check).",
  of: [defineArrayMember({ type: "sampleValue" })],
  hidden: true,
  readOnly: true,
});
