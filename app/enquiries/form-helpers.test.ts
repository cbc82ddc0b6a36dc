import { describe, expect, it } from "vitest";
import { enquiryFromFormData } from "./form-data";
import { parseEnquiry } from "./schema";
import { formatPhone, isPhoneComplete } from "./phone-mask";
import { emptyEnquiry, FIELDS, PRODUCTS, type FieldSpec } from "./fields";

describe("the phone mask", () => {
  it.each([
    ["", ""],
    ["8", "(8"],
    ["850", "(850"],
    ["8505", "(850) 5"],
    ["850555", "(850) 555"],
    ["8505550", "(850) 555-0"],
    ["8505550100", "(850) 555-0100"],
    ["85055501009999", "(850) 555-0100"],
    ["+1 (850) 555-0100", "(850) 555-0100"],
    ["850.555.0100", "(850) 555-0100"],
    ["(850) ", "(850"],
    ["abc", ""],
  ])("formats %j as %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
  it("is complete only with ten digits", () => {
    expect(isPhoneComplete("(850) 555-0100")).toBe(true);
    expect(isPhoneComplete("(850) 555-010")).toBe(false);
  });
});

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

describe("what the browser sends", () => {
  it("is the checked enquiry, with the sections of unticked products emptied", () => {
    const values = {
      ...emptyEnquiry(),
      firstName: "Dana",
      lastName: "Reyes",
      email: "dana@example.org",
      phone: "(850) 555-0100",
      city: "Pensacola",
      state: "FL",
      otherDetails: "kept?",
      lcms: { labName: "Lab", analyzerType: "", manufacturer: "", additionalDetails: "" },
    };
    const unticked = parseEnquiry(values);
    expect(unticked.ok && [unticked.enquiry.lcms.labName, unticked.enquiry.otherDetails]).toEqual(["", ""]);
    const ticked = parseEnquiry({ ...values, products: { ...values.products, lcms: true } });
    expect(ticked.ok && ticked.enquiry.lcms.labName).toBe("Lab");
  });
});

describe("the field model's order", () => {
  it("is the form's: contact details, each product's section in turn, then the rest", () => {
    const fields: readonly FieldSpec[] = FIELDS;
    const shown = [
      ...fields.filter((field) => !field.product && field.kind !== "textarea"),
      ...PRODUCTS.flatMap((product) => fields.filter((field) => field.product === product.key)),
      ...fields.filter((field) => !field.product && field.kind === "textarea"),
    ];
    expect(fields.map((field) => field.name)).toEqual(shown.map((field) => field.name));
  });
});
