/**
 * The enquiry's validator, built from the field model (fields.ts) with
 * `zod/mini` so the browser's share stays small. One schema for the browser
 * and the server. Every message it can produce names the field in words a
 * visitor can act on; none of zod's own wording reaches a client.
 */
import * as z from "zod/mini";
import {
  DOCUMENT_REQUEST_FIELDS,
  emptyEnquiry,
  FIELDS,
  PRODUCTS,
  SOURCE_HEADING,
  valueAt,
  withValue,
  type DocumentRequest,
  type Enquiry,
  type FieldErrors,
  type FieldSpec,
} from "./fields";
import { isUsStateCode } from "~/lib/us-states";
import { MULTI_LINE_REFUSED, oneKindOfLineBreak, SINGLE_LINE_INVISIBLE, SINGLE_LINE_REFUSED } from "./visitor-text";
import { SOURCE_RULES, type EnquirySource } from "./source";

export type { Enquiry, EnquiryInput, FieldErrors, ProductKey } from "./fields";

/** An e-mail address is text, at sign, text, dot, text, with no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The complete phone mask (000) 000-0000. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

// What an API client is told about a value of the wrong shape (the browser's form never sends one). Only the
// validator needs these, so they load with it.
export const NOT_AN_OBJECT = "Send the enquiry as a JSON object with the form's fields (firstName, lastName, email, phone, city, state, …).";
export const tooLong = (field: Pick<FieldSpec, "label" | "limit">) => `${field.label} must be at most ${field.limit} characters.`;
const notText = (field: Pick<FieldSpec, "label">) => `${field.label} must be text.`;
const notYesNo = (label: string) => `The choice "${label}" must be true or false.`;
const notSection = (legend: string) => `"${legend}" must be a group of fields (an object).`;
export const notWholeNumber = (field: Pick<FieldSpec, "label" | "limit">) => `${field.label} must be a whole number from 0 to ${field.limit}.`;
export const CONTROL_CHARACTERS = "Please remove unsupported characters.";
export const invisibleCharacters = (field: Pick<FieldSpec, "label">) =>
  `${field.label} holds a character that cannot be seen (such as a zero-width space): please type it again without it.`;

function fieldSchema(field: FieldSpec) {
  // A required field that is missing or not text gets the same message as an empty one.
  const string = z.string(field.required ?? notText(field));
  switch (field.kind) {
    case "email":
      // An address with a control, separator or bidi character (a NUL among them) is not one: the field's message.
      return string.check(
        z.trim(),
        z.maxLength(field.limit, field.required),
        z.regex(EMAIL_PATTERN, field.required),
        z.refine((value) => !SINGLE_LINE_REFUSED.test(value), field.required),
        z.refine((value) => !SINGLE_LINE_INVISIBLE.test(value), invisibleCharacters(field)),
      );
    case "phone":
      return string.check(z.trim(), z.regex(PHONE_PATTERN, field.required));
    case "page":
    case "site":
    case "campaign":
      // A hidden field the visitor cannot correct: kept as its rule makes it (source.ts), never refused for its text.
      return string.check(z.overwrite(SOURCE_RULES[field.name.split(".")[1] as keyof EnquirySource]));
    case "state":
      return string.check(z.trim(), z.refine(isUsStateCode, field.required));
    case "number": {
      const message = notWholeNumber(field);
      const whole = z.int(message).check(z.gte(0, message), z.lte(field.limit, message));
      // Empty, null or a whole number; the browser sends "" for an empty number input, and form libraries send the
      // input's value, a string of digits, which counts as its number.
      const digits = z.pipe(z.pipe(z.string().check(z.regex(/^\d{1,15}$/, message)), z.transform(Number)), whole);
      return z.union([z.null(), z.literal(""), whole, digits], message);
    }
    case "text":
    case "textarea": {
      // The rule of visitor-text.ts: a one-line field refuses every line break, control and bidi override;
      // a multi-line field keeps its line breaks, each as a line feed, and refuses other controls but tab.
      const multiLine = field.kind === "textarea";
      const refused = multiLine ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED;
      const checked = string.check(
        ...(multiLine ? [z.overwrite(oneKindOfLineBreak)] : []),
        z.trim(),
        z.refine((value) => !refused.test(value), CONTROL_CHARACTERS),
        // A one-line field (a name, a city) also refuses what cannot be seen: a look-alike of another name otherwise.
        z.refine((value) => multiLine || !SINGLE_LINE_INVISIBLE.test(value), invisibleCharacters(field)),
        z.maxLength(field.limit, tooLong(field)),
        ...(field.required ? [z.minLength(1, field.required)] : []),
      );
      return checked;
    }
  }
}

const topLevel: Record<string, z.ZodMiniType> = {};
const sections: Record<string, Record<string, z.ZodMiniType>> = {};
for (const field of FIELDS as readonly FieldSpec[]) {
  const [head, tail] = field.name.split(".") as [string, string | undefined];
  const schema = field.required ? fieldSchema(field) : z.prefault(fieldSchema(field), "");
  if (tail === undefined) topLevel[head] = schema;
  else {
    const section = sections[head] ?? {};
    section[tail] = schema;
    sections[head] = section;
  }
}
/** What a section is called in a message: its product's legend, or the heading of where the enquiry came from. */
const sectionLegend = (key: string) => PRODUCTS.find((product) => product.key === key)?.legend ?? SOURCE_HEADING;

/** Leaving out the optional parts (message, product choices, sections, other details) is the same as leaving them empty. */
export const enquirySchema = z.object(
  {
    ...topLevel,
    ...Object.fromEntries(Object.entries(sections).map(([key, shape]) => [key, z.prefault(z.object(shape, notSection(sectionLegend(key))), {})])),
    products: z.prefault(
      z.object(
        Object.fromEntries(PRODUCTS.map((product) => [product.key, z.prefault(z.boolean(notYesNo(product.label)), false)])),
        notSection("Which products are you interested in?"),
      ),
      {},
    ),
  },
  NOT_AN_OBJECT,
);

export type ParseResult = { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors };

/**
 * Validates an enquiry from any source (the browser's state, the API's JSON,
 * the no-JavaScript form). A product's section counts only when that product
 * is ticked: an unticked section is emptied rather than validated or stored.
 */
export function parseEnquiry(input: unknown): ParseResult {
  const result = enquirySchema.safeParse(withUnselectedSectionsEmptied(input));
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      // A union reports its alternatives' issues under deeper paths; the field's name is the first two steps.
      // Stryker disable next-line MethodExpression: No issue of this schema has a numeric step: it has no arrays. No issue of this schema has a path longer than two steps: sections are one level deep and zod/mini reports a union's failure at the union's own path.
      const steps = issue.path.slice(0, 2).filter((step) => typeof step === "string");
      const key = steps.join(".") || "form";
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  let enquiry = result.data as unknown as Enquiry;
  for (const field of FIELDS as readonly FieldSpec[]) {
    if (field.kind === "number" && valueAt(enquiry, field.name) === "") enquiry = withValue(enquiry, field.name, null);
  }
  return { ok: true, enquiry };
}

/** The short form of a document behind it (fields.ts DOCUMENT_REQUEST_FIELDS), by the same rules as the enquiry's fields. */
const documentRequestSchema = z.object(
  Object.fromEntries((DOCUMENT_REQUEST_FIELDS as readonly FieldSpec[]).map((field) => [field.name, fieldSchema(field)])),
  "Send the request with the form's fields: name, email and organisation.",
);

export type DocumentRequestResult = { ok: true; request: DocumentRequest } | { ok: false; errors: FieldErrors };

export function parseDocumentRequest(input: unknown): DocumentRequestResult {
  const result = documentRequestSchema.safeParse(input);
  if (result.success) return { ok: true, request: result.data as DocumentRequest };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[typeof issue.path[0] === "string" ? issue.path[0] : "form"] ??= issue.message;
  return { ok: false, errors };
}

function withUnselectedSectionsEmptied(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const products = isRecord(input.products) ? input.products : {};
  const empty = emptyEnquiry() as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...input };
  for (const field of FIELDS as readonly FieldSpec[]) {
    if (!field.product || products[field.product] === true) continue;
    const head = field.name.split(".")[0]!;
    out[head] = empty[head];
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
