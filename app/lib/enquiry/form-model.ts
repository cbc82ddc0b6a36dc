/**
 * The enquiry form's model without its validator: messages, limits, field
 * order and the empty form. The contact page needs these to render and
 * hydrate; the validator (schema.ts, with zod) loads after hydration.
 */
import type { EnquiryInput, ProductKey } from "./schema";

export const MESSAGES = {
  firstName: "First name is required.",
  lastName: "Last name is required.",
  email: "Valid email is required.",
  city: "City is required.",
  state: "State is required.",
  phone: "Phone number must be fully entered",
  participants: "Participants must be a whole number.",
  controlCharacters: "Please remove unsupported characters.",
  submitted: "Your message has been submitted successfully.",
  failed: "There was an error submitting your message. Please try again later.",
} as const;

export const LIMITS = { name: 100, email: 254, short: 120, message: 3000, details: 1000, participants: 100_000 } as const;

/** Field path ("dccm.participants") → the first message for it. */
export type FieldErrors = Record<string, string>;

export const PRODUCT_KEYS = ["dccm", "paracelsus", "emr", "lcms", "other"] as const satisfies readonly ProductKey[];

export function emptyEnquiry(): EnquiryInput {
  return {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    city: "",
    state: "",
    products: { dccm: false, paracelsus: false, emr: false, lcms: false, other: false },
    message: "",
    dccm: { courtName: "", participants: "", programType: "", additionalDetails: "" },
    paracelsus: { labName: "", contactFirstName: "", contactLastName: "", equipment: "", additionalDetails: "" },
    emr: { labName: "", vendorName: "", manufacturer: "", additionalDetails: "" },
    lcms: { labName: "", analyzerType: "", manufacturer: "", additionalDetails: "" },
    otherDetails: "",
  };
}

/** The order in which fields appear on the form, for focusing the first invalid one and the error summary. */
export const FIELD_ORDER = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "city",
  "state",
  "message",
  "dccm.courtName",
  "dccm.participants",
  "dccm.programType",
  "dccm.additionalDetails",
  "paracelsus.labName",
  "paracelsus.contactFirstName",
  "paracelsus.contactLastName",
  "paracelsus.equipment",
  "paracelsus.additionalDetails",
  "emr.labName",
  "emr.vendorName",
  "emr.manufacturer",
  "emr.additionalDetails",
  "lcms.labName",
  "lcms.analyzerType",
  "lcms.manufacturer",
  "lcms.additionalDetails",
  "otherDetails",
] as const;
