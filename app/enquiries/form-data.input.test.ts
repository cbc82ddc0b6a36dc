/**
 * What a visitor's answers become: spaces around an answer do not matter,
 * a single-line field takes no line break or tab, a phone or address with
 * something before or after it is refused, and the no-JavaScript form reads
 * numbers, empty fields and stray uploads as the visitor meant them.
 */
import { describe, expect, it } from "vitest";
import { emptyEnquiry } from "./fields";
import { enquiryFromFormData } from "./form-data";
import { parseEnquiry, type EnquiryInput } from "./schema";

const valid = (): EnquiryInput => ({
  ...emptyEnquiry(),
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  phone: "(850) 555-0100",
  city: "Pensacola",
  state: "FL",
});

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.org",
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
    ...fields,
  })) {
    data.append(name, value);
  }
  return data;
}

describe("a visitor's answers", () => {
  it("are stored without the spaces around them", () => {
    const parsed = parseEnquiry({
      ...valid(),
      firstName: "  Ann ",
      email: " ann@example.org ",
      phone: " (850) 555-0100 ",
      state: " FL ",
      message: "  Hello  ",
    });
    expect(parsed).toMatchObject({ ok: true, enquiry: { firstName: "Ann", email: "ann@example.org", phone: "(850) 555-0100", state: "FL", message: "Hello" } });
  });

  it("refuse a line break or tab in a single-line field, but keep them in a message", () => {
    for (const value of ["Ann\nMarie", "Ann\tMarie"]) {
      expect(parseEnquiry({ ...valid(), firstName: value })).toEqual({ ok: false, errors: { firstName: "Please remove unsupported characters." } });
    }
    expect(parseEnquiry({ ...valid(), message: "Line one\n\tLine two" })).toMatchObject({ ok: true, enquiry: { message: "Line one\n\tLine two" } });
  });

  it("refuse an address or phone number with anything after or before it", () => {
    expect(parseEnquiry({ ...valid(), email: "ann@example.org extra" })).toEqual({ ok: false, errors: { email: "Valid email is required." } });
    expect(parseEnquiry({ ...valid(), phone: "+1 (850) 555-0100" })).toEqual({ ok: false, errors: { phone: "Phone number must be fully entered" } });
  });

  it("are told plainly when the product choices are not a group of yes/no answers", () => {
    expect(parseEnquiry({ ...valid(), products: "dccm" })).toEqual({
      ok: false,
      errors: { products: `"Which products are you interested in?" must be a group of fields (an object).` },
    });
    expect(parseEnquiry({ ...valid(), lcms: "x", products: { lcms: true } })).toEqual({
      ok: false,
      errors: { lcms: `"About your LCMS" must be a group of fields (an object).` },
    });
  });
});

describe("the no-JavaScript form", () => {
  it("reads a count typed with spaces around it as that number, and an empty one as none", () => {
    const typed = parseEnquiry(enquiryFromFormData(form({ "products.dccm": "on", "dccm.participants": " 120 " })));
    expect(typed).toMatchObject({ ok: true, enquiry: { dccm: { participants: 120 } } });
    const empty = parseEnquiry(enquiryFromFormData(form({ "products.dccm": "on", "dccm.participants": "" })));
    expect(empty).toMatchObject({ ok: true, enquiry: { dccm: { participants: null } } });
    const left = parseEnquiry(enquiryFromFormData(form({ "products.dccm": "on" })));
    expect(left).toMatchObject({ ok: true, enquiry: { dccm: { participants: null } } });
  });

  it("keeps digits typed into a text field as text", () => {
    const parsed = parseEnquiry(enquiryFromFormData(form({ message: "42", "products.dccm": "on", "dccm.courtName": "2024" })));
    expect(parsed).toMatchObject({ ok: true, enquiry: { message: "42", dccm: { courtName: "2024" } } });
  });

  it("treats a field left out as empty, and a file sent in a text field as nothing typed", () => {
    const parsed = parseEnquiry(enquiryFromFormData(form({ message: new Blob(["not text"]) })));
    expect(parsed).toMatchObject({ ok: true, enquiry: { message: "", otherDetails: "" } });
  });
});
