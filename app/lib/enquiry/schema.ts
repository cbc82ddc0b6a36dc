/**
 * The enquiry (spec sections 3 and 5): one schema for the browser and the
 * server. Built on `zod/mini` so the browser's share stays small.
 *
 * Length limits keep the largest possible enquiry, even typed entirely in
 * three-byte UTF-8 characters, under the API's 32 KB body limit.
 */
import * as z from "zod/mini";
import { emptyEnquiry, LIMITS, MESSAGES, type FieldErrors } from "./form-model";
import { isUsStateCode } from "./us-states";

/** text, at sign, text, dot, text; no spaces anywhere (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The complete phone mask (000) 000-0000. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

// C0 controls and DEL are never legitimate in a form field; multi-line fields keep tab and line breaks.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(max: number, opts: { multiline?: boolean; required?: string } = {}) {
  const control = opts.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL;
  return z.string().check(
    z.trim(),
    z.refine((v) => !control.test(v), MESSAGES.controlCharacters),
    z.maxLength(max, `Please keep this under ${max + 1} characters.`),
    ...(opts.required ? [z.minLength(1, opts.required)] : []),
  );
}

/** Empty, null or a whole number; the browser sends "" for an empty number input. */
const participants = z.union([
  z.null(),
  z.literal(""),
  z.int(MESSAGES.participants).check(z.gte(0, MESSAGES.participants), z.lte(LIMITS.participants, MESSAGES.participants)),
]);

export const enquirySchema = z.object({
  firstName: text(LIMITS.name, { required: MESSAGES.firstName }),
  lastName: text(LIMITS.name, { required: MESSAGES.lastName }),
  email: z.string().check(z.trim(), z.maxLength(LIMITS.email, MESSAGES.email), z.regex(EMAIL_PATTERN, MESSAGES.email)),
  phone: z.string().check(z.trim(), z.regex(PHONE_PATTERN, MESSAGES.phone)),
  city: text(LIMITS.name, { required: MESSAGES.city }),
  state: z.string().check(z.trim(), z.refine(isUsStateCode, MESSAGES.state)),
  products: z.object({
    dccm: z.boolean(),
    paracelsus: z.boolean(),
    emr: z.boolean(),
    lcms: z.boolean(),
    other: z.boolean(),
  }),
  message: text(LIMITS.message, { multiline: true }),
  dccm: z.object({
    courtName: text(LIMITS.short),
    participants,
    programType: text(LIMITS.short),
    additionalDetails: text(LIMITS.details, { multiline: true }),
  }),
  paracelsus: z.object({
    labName: text(LIMITS.short),
    contactFirstName: text(LIMITS.name),
    contactLastName: text(LIMITS.name),
    equipment: text(LIMITS.short),
    additionalDetails: text(LIMITS.details, { multiline: true }),
  }),
  emr: z.object({
    labName: text(LIMITS.short),
    vendorName: text(LIMITS.short),
    manufacturer: text(LIMITS.short),
    additionalDetails: text(LIMITS.details, { multiline: true }),
  }),
  lcms: z.object({
    labName: text(LIMITS.short),
    analyzerType: text(LIMITS.short),
    manufacturer: text(LIMITS.short),
    additionalDetails: text(LIMITS.details, { multiline: true }),
  }),
  otherDetails: text(LIMITS.details, { multiline: true }),
});

/** What the browser holds and sends: exactly the object of spec section 3. */
export type EnquiryInput = z.input<typeof enquirySchema>;
/** What the server stores: trimmed, unknown fields dropped, unselected sections emptied. */
export type Enquiry = Omit<z.output<typeof enquirySchema>, "dccm"> & {
  dccm: Omit<z.output<typeof enquirySchema>["dccm"], "participants"> & { participants: number | null };
};

export type ProductKey = keyof EnquiryInput["products"];

export type ParseResult = { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors };

/**
 * Validates an enquiry from any source (the browser's state, the API's JSON,
 * the no-JavaScript form). A product's section counts only when that product
 * is ticked: an unticked section is emptied rather than validated or stored.
 */
export function parseEnquiry(input: unknown): ParseResult {
  const candidate = withUnselectedSectionsEmptied(input);
  const result = enquirySchema.safeParse(candidate);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.filter((p) => typeof p === "string" || typeof p === "number").join(".") || "form";
      // A union reports its alternatives' issues; the participants message covers them all.
      const key = path.startsWith("dccm.participants") ? "dccm.participants" : path;
      // A required field that is missing or of the wrong type gets the same message as an empty one.
      const fixed = key === "dccm.participants" || (issue.code === "invalid_type" && key in REQUIRED_MESSAGES);
      errors[key] ??= fixed ? REQUIRED_MESSAGES[key as keyof typeof REQUIRED_MESSAGES] : issue.message;
    }
    return { ok: false, errors };
  }
  const data = result.data;
  const participants = data.dccm.participants === "" ? null : data.dccm.participants;
  return { ok: true, enquiry: { ...data, dccm: { ...data.dccm, participants } } };
}

const REQUIRED_MESSAGES = {
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  email: MESSAGES.email,
  phone: MESSAGES.phone,
  city: MESSAGES.city,
  state: MESSAGES.state,
  "dccm.participants": MESSAGES.participants,
} as const;

const SECTION_KEYS = ["dccm", "paracelsus", "emr", "lcms"] as const;

function withUnselectedSectionsEmptied(input: unknown): unknown {
  if (!isRecord(input) || !isRecord(input.products)) return input;
  const empty = emptyEnquiry();
  const products = input.products;
  const out: Record<string, unknown> = { ...input };
  for (const key of SECTION_KEYS) {
    if (products[key] !== true) out[key] = empty[key];
  }
  if (products.other !== true) out.otherDetails = "";
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

