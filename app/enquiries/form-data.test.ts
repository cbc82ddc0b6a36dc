import { describe, expect, it } from "vitest";
import { emptyEnquiry } from "./fields";
import { enquiryFromFormData } from "./form-data";

describe("the no-JavaScript form's fields", () => {
  it("become the enquiry object, with participants as a number", () => {
    const form = new FormData();
    form.set("firstName", "Dana");
    form.set("products.dccm", "on");
    form.set("dccm.participants", "40");
    form.set("lcms.labName", "Sample Lab");
    const enquiry = enquiryFromFormData(form);
    expect(enquiry.firstName).toBe("Dana");
    expect(enquiry.products).toEqual({ dccm: true, paracelsus: false, emr: false, lcms: false, other: false });
    expect(enquiry.dccm.participants).toBe(40);
    expect(enquiry.lcms.labName).toBe("Sample Lab");
    expect(Object.keys(enquiry).sort()).toEqual(Object.keys(emptyEnquiry()).sort());
  });
});
