/**
 * The no-JavaScript form's fields, read back into the enquiry object of spec
 * section 3 (field names are the object's paths: "dccm.courtName").
 */
import { emptyEnquiry, PRODUCT_KEYS } from "./form-model";
import type { EnquiryInput } from "./schema";

export function enquiryFromFormData(form: FormData): EnquiryInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const enquiry = emptyEnquiry();
  enquiry.firstName = text("firstName");
  enquiry.lastName = text("lastName");
  enquiry.email = text("email");
  enquiry.phone = text("phone");
  enquiry.city = text("city");
  enquiry.state = text("state");
  enquiry.message = text("message");
  enquiry.otherDetails = text("otherDetails");
  for (const key of PRODUCT_KEYS) enquiry.products[key] = form.get(`products.${key}`) !== null;

  const participants = text("dccm.participants").trim();
  enquiry.dccm = {
    courtName: text("dccm.courtName"),
    // A number when it reads as one; otherwise the text, which the schema then reports.
    participants: participants === "" ? "" : /^-?\d+(\.\d+)?$/.test(participants) ? Number(participants) : (participants as unknown as number),
    programType: text("dccm.programType"),
    additionalDetails: text("dccm.additionalDetails"),
  };
  enquiry.paracelsus = {
    labName: text("paracelsus.labName"),
    contactFirstName: text("paracelsus.contactFirstName"),
    contactLastName: text("paracelsus.contactLastName"),
    equipment: text("paracelsus.equipment"),
    additionalDetails: text("paracelsus.additionalDetails"),
  };
  enquiry.emr = {
    labName: text("emr.labName"),
    vendorName: text("emr.vendorName"),
    manufacturer: text("emr.manufacturer"),
    additionalDetails: text("emr.additionalDetails"),
  };
  enquiry.lcms = {
    labName: text("lcms.labName"),
    analyzerType: text("lcms.analyzerType"),
    manufacturer: text("lcms.manufacturer"),
    additionalDetails: text("lcms.additionalDetails"),
  };
  return enquiry;
}

/** What the browser sends: the section-3 object, with unticked products' sections empty. */
export function payloadOf(values: EnquiryInput): EnquiryInput {
  const empty = emptyEnquiry();
  return {
    ...values,
    dccm: values.products.dccm ? values.dccm : empty.dccm,
    paracelsus: values.products.paracelsus ? values.paracelsus : empty.paracelsus,
    emr: values.products.emr ? values.emr : empty.emr,
    lcms: values.products.lcms ? values.lcms : empty.lcms,
    otherDetails: values.products.other ? values.otherDetails : "",
  };
}
