/**
 * The enquiry, described once. Everything else is
 * derived from this file: the validation schema (schema.ts), the empty form,
 * the form's fields and their order, the no-JavaScript parsing (form-data.ts),
 * the staff e-mail (notification.server.ts) and the staff export (export.ts).
 *
 * No validator here: the contact page renders and hydrates from this file
 * alone, and loads zod (schema.ts) only when the visitor starts typing.
 */
import type { EnquiriesTable } from "./db/schema";
import { CAMPAIGN_LIMIT, PAGE_LIMIT, SITE_LIMIT } from "./source";

/** The interest areas (the company's products), in the order the form offers them. */
export const PRODUCTS = [
  { key: "dccm", label: "DCCM", legend: "About your court" },
  { key: "paracelsus", label: "Paracelsus", legend: "About your laboratory" },
  { key: "emr", label: "EMR integration", legend: "About the EMR integration" },
  { key: "lcms", label: "LCMS", legend: "About your LCMS" },
  { key: "other", label: "Other", legend: "Something else" },
] as const;

export type ProductKey = (typeof PRODUCTS)[number]["key"];
export const PRODUCT_KEYS: readonly ProductKey[] = PRODUCTS.map((product) => product.key);
/** The product a page asks to tick in advance (a query, a block's field), when it is one the form has. */
export const productKeyOf = (value: string | null | undefined): ProductKey | undefined => PRODUCT_KEYS.find((key) => key === value);

/**
 * name: single-line text (limit: characters); email: text@text.text; phone:
 * (XXX) XXX-XXXX; state: a US state code; text: single-line; textarea:
 * multi-line; number: a whole number from 0 to limit. Where the enquiry came from
 * (source.ts), never typed by the visitor: page: a path of this site; site:
 * another site's origin; campaign: a utm_* value, cut to limit.
 */
export type FieldKind = "text" | "email" | "phone" | "state" | "textarea" | "number" | "page" | "site" | "campaign";

export type FieldSpec = {
  /** The path in the enquiry object: "firstName", or "dccm.courtName" inside a product's section. */
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  /** Longest text in characters (a number's largest value). Keeps the largest enquiry under the API's 32 KB. */
  readonly limit: number;
  /** The message when it is empty; absent for optional fields. */
  readonly required?: string;
  /** The product whose section holds it: shown, validated and stored only when that product is ticked. */
  readonly product?: ProductKey;
  readonly autoComplete?: string;
  readonly hint?: string;
  /** The enquiries table's column that also holds it, for listing without parsing the stored payload. */
  readonly column?: keyof EnquiriesTable;
  /** Where the enquiry came from (source.ts): a hidden input the form carries, shown to staff under its own heading. */
  readonly hidden?: true;
};

const NAME = 100;
const SHORT = 120;
const DETAILS = 1000;

/**
 * Every field, in the order the form shows them and lists their errors: the
 * contact details, each product's section in the order of PRODUCTS, the
 * message, then the hidden fields of where it came from (fields.test.ts keeps to it).
 */
export const FIELDS = [
  { name: "firstName", label: "First name", kind: "text", limit: NAME, required: "First name is required.", autoComplete: "given-name", column: "first_name" },
  { name: "lastName", label: "Last name", kind: "text", limit: NAME, required: "Last name is required.", autoComplete: "family-name", column: "last_name" },
  { name: "email", label: "Email", kind: "email", limit: 254, required: "Valid email is required.", autoComplete: "email", column: "email" },
  {
    name: "phone",
    label: "Phone",
    kind: "phone",
    limit: 14,
    required: "Phone number must be fully entered",
    // "tel" (the whole number): "tel-national" is for text inputs only; the mask drops a leading +1.
    autoComplete: "tel",
    hint: "Ten digits, for example (850) 555-0100.",
  },
  { name: "city", label: "City", kind: "text", limit: NAME, required: "City is required.", autoComplete: "address-level2" },
  { name: "state", label: "State", kind: "state", limit: 2, required: "State is required.", autoComplete: "address-level1" },

  { name: "dccm.courtName", label: "Court name", kind: "text", limit: SHORT, product: "dccm" },
  { name: "dccm.participants", label: "Number of participants", kind: "number", limit: 100_000, product: "dccm" },
  { name: "dccm.programType", label: "Program type (for example adult drug court, DUI, family dependency)", kind: "text", limit: SHORT, product: "dccm" },
  { name: "dccm.additionalDetails", label: "Additional details", kind: "textarea", limit: DETAILS, product: "dccm" },

  { name: "paracelsus.labName", label: "Lab name", kind: "text", limit: SHORT, product: "paracelsus" },
  { name: "paracelsus.contactFirstName", label: "Lab contact first name", kind: "text", limit: NAME, product: "paracelsus" },
  { name: "paracelsus.contactLastName", label: "Lab contact last name", kind: "text", limit: NAME, product: "paracelsus" },
  { name: "paracelsus.equipment", label: "Equipment", kind: "text", limit: SHORT, product: "paracelsus" },
  { name: "paracelsus.additionalDetails", label: "Additional details", kind: "textarea", limit: DETAILS, product: "paracelsus" },

  { name: "emr.labName", label: "Lab name", kind: "text", limit: SHORT, product: "emr" },
  { name: "emr.vendorName", label: "EMR vendor name", kind: "text", limit: SHORT, product: "emr" },
  { name: "emr.manufacturer", label: "EMR product or manufacturer", kind: "text", limit: SHORT, product: "emr" },
  { name: "emr.additionalDetails", label: "Additional details", kind: "textarea", limit: DETAILS, product: "emr" },

  { name: "lcms.labName", label: "Lab name", kind: "text", limit: SHORT, product: "lcms" },
  { name: "lcms.analyzerType", label: "Analyzer type", kind: "text", limit: SHORT, product: "lcms" },
  { name: "lcms.manufacturer", label: "Manufacturer", kind: "text", limit: SHORT, product: "lcms" },
  { name: "lcms.additionalDetails", label: "Additional details", kind: "textarea", limit: DETAILS, product: "lcms" },

  { name: "otherDetails", label: "Tell us what you are looking for", kind: "textarea", limit: DETAILS, product: "other" },

  { name: "message", label: "Message", kind: "textarea", limit: 3000 },

  { name: "source.page", label: "Source page", kind: "page", limit: PAGE_LIMIT, hidden: true, column: "source_page" },
  { name: "source.referrer", label: "Referring site", kind: "site", limit: SITE_LIMIT, hidden: true, column: "referrer" },
  { name: "source.utmSource", label: "Campaign source (utm_source)", kind: "campaign", limit: CAMPAIGN_LIMIT, hidden: true, column: "utm_source" },
  { name: "source.utmMedium", label: "Campaign medium (utm_medium)", kind: "campaign", limit: CAMPAIGN_LIMIT, hidden: true, column: "utm_medium" },
  { name: "source.utmCampaign", label: "Campaign name (utm_campaign)", kind: "campaign", limit: CAMPAIGN_LIMIT, hidden: true, column: "utm_campaign" },
  { name: "source.utmTerm", label: "Campaign term (utm_term)", kind: "campaign", limit: CAMPAIGN_LIMIT, hidden: true },
  { name: "source.utmContent", label: "Campaign content (utm_content)", kind: "campaign", limit: CAMPAIGN_LIMIT, hidden: true },
] as const satisfies readonly FieldSpec[];

export type FieldName = (typeof FIELDS)[number]["name"];

/**
 * The short form a document behind it asks (app/routes/document-request.tsx): name, e-mail and organisation. Its
 * request is stored as an enquiry (documentRequestEnquiry), through the same checks, limits and outbox.
 */
export const DOCUMENT_REQUEST_FIELDS = [
  { name: "name", label: "Name", kind: "text", limit: NAME, required: "Name is required.", autoComplete: "name" },
  { name: "email", label: "Email", kind: "email", limit: 254, required: "Valid email is required.", autoComplete: "email" },
  { name: "organisation", label: "Organisation", kind: "text", limit: SHORT, required: "Organisation is required.", autoComplete: "organization" },
] as const satisfies readonly FieldSpec[];

export type DocumentRequest = { [F in (typeof DOCUMENT_REQUEST_FIELDS)[number] as F["name"]]: string };

/** The document a request is for, as staff read it: its title and the page of its form. */
export type RequestedDocument = { title: string; page: string };

/** The sentence that tells staff which document was taken and for whom; in the enquiry's message. */
export function documentRequestMessage(request: Pick<DocumentRequest, "organisation">, document: RequestedDocument): string {
  return `Requested the document "${document.title}" (${document.page}) for ${request.organisation}.`;
}

/**
 * A document request as the enquiry staff see (the e-mail, `npm run enquiries`, the export): the name as the
 * first name, the e-mail, the message naming the document and the organisation, and the form's page as where
 * it came from. The contact details the short form does not ask are left empty.
 */
export function documentRequestEnquiry(request: DocumentRequest, document: RequestedDocument): Enquiry {
  let enquiry = emptyEnquiry() as unknown as Enquiry;
  for (const field of FIELDS as readonly FieldSpec[]) if (field.kind === "number") enquiry = withValue(enquiry, field.name, null);
  enquiry = withValue(enquiry, "firstName", request.name);
  enquiry = withValue(enquiry, "email", request.email);
  enquiry = withValue(enquiry, "message", documentRequestMessage(request, document));
  return withValue(enquiry, "source.page", document.page);
}

/** The staff's heading over the hidden fields (the `source` section): where the enquiry came from. */
export const SOURCE_HEADING = "Where it came from";

/** The form's notices after a submission; field messages are built with the validator (schema.ts). */
export const MESSAGES = {
  submitted: "Your message has been submitted successfully.",
  failed: "There was an error submitting your message. Please try again later.",
} as const;

/** Field path ("dccm.participants") → the first message for it; "form" for the enquiry as a whole. */
export type FieldErrors = Record<string, string>;

// The enquiry's types follow from FIELDS: a dotted name nests in its section's object.
type Field = (typeof FIELDS)[number];
type InputValue<F extends Field> = F["kind"] extends "number" ? number | "" | null : string;
type OutputValue<F extends Field> = F["kind"] extends "number" ? number | null : string;
type Shape<Value extends "in" | "out"> = {
  [F in Field as F["name"] extends `${string}.${string}` ? never : F["name"]]: Value extends "in" ? InputValue<F> : OutputValue<F>;
} & {
  [S in Field["name"] as S extends `${infer Section}.${string}` ? Section : never]: {
    [F in Field as F["name"] extends `${S extends `${infer Section}.${string}` ? Section : never}.${infer Key}` ? Key : never]: Value extends "in"
      ? InputValue<F>
      : OutputValue<F>;
  };
} & { products: Record<ProductKey, boolean> };

/** What the browser holds and sends: the enquiry object. */
export type EnquiryInput = Shape<"in">;
/** What the server stores: trimmed, unticked sections emptied, participants a number or null. */
export type Enquiry = Shape<"out">;

export function fieldsOf(product: ProductKey): readonly FieldSpec[] {
  return FIELDS.filter((field: FieldSpec) => field.product === product);
}

/** Reads a field's value from an enquiry by its dotted name. */
export function valueAt(values: EnquiryInput | Enquiry, name: string): string | number | null {
  const [head, tail] = name.split(".") as [string, string | undefined];
  const record = values as unknown as Record<string, unknown>;
  const value = tail === undefined ? record[head] : (record[head] as Record<string, unknown> | undefined)?.[tail];
  return typeof value === "number" || typeof value === "string" ? value : null;
}

/** Writes a field's value by its dotted name, returning a new enquiry. */
export function withValue<T extends EnquiryInput | Enquiry>(values: T, name: string, value: string | number | null): T {
  const [head, tail] = name.split(".") as [string, string | undefined];
  const record = values as unknown as Record<string, unknown>;
  if (tail === undefined) return { ...values, [head]: value };
  return { ...values, [head]: { ...(record[head] as Record<string, unknown> | undefined), [tail]: value } };
}

/** One line naming the sender, for staff lists (the enquiries CLI, the digest): "Dana Reyes <dana@example.org>  Pensacola, FL". */
export function enquirySummary(e: Enquiry): string {
  // A document request has neither last name nor place (documentRequestEnquiry).
  const place = [e.city, e.state].filter(Boolean).join(", ");
  return `${[e.firstName, e.lastName].filter(Boolean).join(" ")} <${e.email}>${place ? `  ${place}` : ""}`;
}

/** All strings empty, all product flags false. */
export function emptyEnquiry(): EnquiryInput {
  let enquiry = { products: Object.fromEntries(PRODUCT_KEYS.map((key) => [key, false])) } as unknown as EnquiryInput;
  for (const field of FIELDS) enquiry = withValue(enquiry, field.name, "");
  return enquiry;
}
