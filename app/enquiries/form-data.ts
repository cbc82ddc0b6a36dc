/**
 * The no-JavaScript form's fields, read back into the enquiry object of spec
 * section 3 (each input's name is its field's path: "dccm.courtName").
 */
import { emptyEnquiry, FIELDS, PRODUCT_KEYS, withValue, type EnquiryInput, type FieldSpec } from "./fields";

export function enquiryFromFormData(form: FormData): EnquiryInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  let enquiry = emptyEnquiry();
  for (const key of PRODUCT_KEYS) enquiry.products[key] = form.get(`products.${key}`) !== null;
  for (const field of FIELDS as readonly FieldSpec[]) {
    const value = text(field.name);
    enquiry = withValue(enquiry, field.name, field.kind === "number" ? asNumber(value) : value);
  }
  return enquiry;
}

/** A number when it reads as one; otherwise the text, which the schema then reports. */
function asNumber(raw: string): string | number {
  const value = raw.trim();
  return value === "" ? "" : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}
