/** The five interest areas and the detail fields each reveals (spec section 3). */
import type { EnquiryInput, ProductKey } from "~/lib/enquiry/schema";

export type DetailField = { name: string; label: string; kind?: "text" | "number" | "textarea" };

export const PRODUCTS: Array<{ key: ProductKey; label: string; legend: string; fields: DetailField[] }> = [
  {
    key: "dccm",
    label: "DCCM",
    legend: "About your court",
    fields: [
      { name: "dccm.courtName", label: "Court name" },
      { name: "dccm.participants", label: "Number of participants", kind: "number" },
      { name: "dccm.programType", label: "Program type (for example adult drug court, DUI, family dependency)" },
      { name: "dccm.additionalDetails", label: "Additional details", kind: "textarea" },
    ],
  },
  {
    key: "paracelsus",
    label: "Paracelsus",
    legend: "About your laboratory",
    fields: [
      { name: "paracelsus.labName", label: "Lab name" },
      { name: "paracelsus.contactFirstName", label: "Lab contact first name" },
      { name: "paracelsus.contactLastName", label: "Lab contact last name" },
      { name: "paracelsus.equipment", label: "Instruments and equipment in use" },
      { name: "paracelsus.additionalDetails", label: "Additional details", kind: "textarea" },
    ],
  },
  {
    key: "emr",
    label: "EMR integration",
    legend: "About the EMR integration",
    fields: [
      { name: "emr.labName", label: "Lab name" },
      { name: "emr.vendorName", label: "EMR vendor name" },
      { name: "emr.manufacturer", label: "EMR product or manufacturer" },
      { name: "emr.additionalDetails", label: "Additional details", kind: "textarea" },
    ],
  },
  {
    key: "lcms",
    label: "LCMS",
    legend: "About your LCMS",
    fields: [
      { name: "lcms.labName", label: "Lab name" },
      { name: "lcms.analyzerType", label: "Analyzer type" },
      { name: "lcms.manufacturer", label: "Manufacturer" },
      { name: "lcms.additionalDetails", label: "Additional details", kind: "textarea" },
    ],
  },
  {
    key: "other",
    label: "Other",
    legend: "Something else",
    fields: [{ name: "otherDetails", label: "Tell us what you are looking for", kind: "textarea" }],
  },
];

/** Reads a dotted path of the enquiry ("dccm.courtName"). */
export function valueAt(values: EnquiryInput, name: string): string {
  const [head, tail] = name.split(".") as [keyof EnquiryInput, string | undefined];
  const value = tail ? (values[head] as Record<string, unknown>)[tail] : values[head];
  return value === null || value === undefined ? "" : String(value);
}

/** Writes a dotted path, returning a new enquiry. */
export function withValue(values: EnquiryInput, name: string, value: string | number): EnquiryInput {
  const [head, tail] = name.split(".") as [keyof EnquiryInput, string | undefined];
  if (!tail) return { ...values, [head]: value };
  return { ...values, [head]: { ...(values[head] as Record<string, unknown>), [tail]: value } };
}
