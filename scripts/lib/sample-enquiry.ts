/**
 * A valid enquiry from the field model, numbered so each is told apart: what the
 * benchmarks, the soak and the API, integration and end-to-end tests send when the
 * content of the enquiry is not what they measure or test.
 */
import { emptyEnquiry } from "~/enquiries/fields";
import type { EnquiryInput } from "~/enquiries/schema";

export function sampleEnquiry(n: number): EnquiryInput {
  return {
    ...emptyEnquiry(),
    firstName: `Visitor${n}`,
    lastName: "Sample",
    email: `visitor${n}@example.org`,
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
    products: { dccm: true, paracelsus: false, emr: false, lcms: false, other: false },
    message: `Enquiry number ${n} <script>alert(1)</script>`,
    // Not the number n: the soak's enquiries past the field's limit (100,000) would be refused.
    dccm: { courtName: "Sample County Treatment Court", participants: 40, programType: "Adult", additionalDetails: "" },
  };
}
