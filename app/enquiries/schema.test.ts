import { describe, expect, it } from "vitest";
import { emptyEnquiry, FIELDS, PRODUCTS, valueAt, withValue, type Enquiry, type EnquiryInput, type FieldName, type FieldSpec } from "./fields";
import { CONTROL_CHARACTERS, NOT_AN_OBJECT, parseEnquiry } from "./schema";

const required = (name: FieldName) => (FIELDS as readonly FieldSpec[]).find((field) => field.name === name)!.required!;

/** The empty enquiry as stored: an empty number is null. */
function emptyStored(): Enquiry {
  let enquiry = emptyEnquiry() as unknown as Enquiry;
  for (const field of FIELDS as readonly FieldSpec[]) if (field.kind === "number") enquiry = withValue(enquiry, field.name, null);
  return enquiry;
}

function valid(): EnquiryInput {
  return {
    ...emptyEnquiry(),
    firstName: " Dana ",
    lastName: "Reyes",
    email: "dana.reyes@example.org",
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
  };
}

describe("parseEnquiry", () => {
  it("reports every required field with the spec's message", () => {
    const result = parseEnquiry(emptyEnquiry());
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: "First name is required.",
        lastName: "Last name is required.",
        email: "Valid email is required.",
        phone: "Phone number must be fully entered",
        city: "City is required.",
        state: "State is required.",
      },
    });
  });

  it("trims strings and drops unknown fields", () => {
    const result = parseEnquiry({ ...valid(), isAdmin: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.enquiry.firstName).toBe("Dana");
    expect("isAdmin" in result.enquiry).toBe(false);
  });

  it.each(["dana@example", "dana example@x.org", "@example.org", "dana@.org", "dana@@example.org"])("rejects the e-mail %j", (email) => {
    expect(parseEnquiry({ ...valid(), email })).toMatchObject({ ok: false, errors: { email: required("email") } });
  });

  it.each(["(850) 555-010", "8505550100", "(850) 555-01000", "(850)555-0100"])("rejects the phone %j", (phone) => {
    expect(parseEnquiry({ ...valid(), phone })).toMatchObject({ ok: false, errors: { phone: required("phone") } });
  });

  it("rejects control characters but keeps line breaks in the message, as one kind of break", () => {
    expect(parseEnquiry({ ...valid(), city: "Pensa\u0007cola" })).toMatchObject({
      ok: false,
      errors: { city: CONTROL_CHARACTERS },
    });
    const ok = parseEnquiry({ ...valid(), message: "Line one\r\nLine two\tend\rLine three\n\rLine five" });
    expect(ok.ok && ok.enquiry.message).toBe("Line one\nLine two\tend\nLine three\n\nLine five");
  });

  // A line separator in a one-line answer would write a line of its own in the staff e-mail ("First name:
  // Bob\u2028Phone: …"), a NUL cannot be stored in PostgreSQL, C1 controls and bidi overrides misdrive a terminal.
  it.each([
    ["a line separator", "Bob\u2028Phone: (999) 999-9999"],
    ["a paragraph separator", "Bob\u2029Phone"],
    ["a next-line control", "Bob\u0085Phone"],
    ["a NUL", "Bob\u0000"],
    ["a C1 control (CSI)", "Bob\u009b31m"],
    ["a right-to-left override", "Bob\u202egnp.exe"],
    ["a left-to-right isolate", "Bob\u2066x"],
    ["half of a surrogate pair", "Bob\ud800"],
  ])("refuses %s in a one-line field with the field's plain message", (_what, value) => {
    for (const field of ["firstName", "city"] as const) {
      expect(parseEnquiry({ ...valid(), [field]: value }), field).toEqual({ ok: false, errors: { [field]: CONTROL_CHARACTERS } });
    }
    const section = parseEnquiry({ ...valid(), products: { ...valid().products, lcms: true }, lcms: { labName: value } });
    expect(section).toEqual({ ok: false, errors: { "lcms.labName": CONTROL_CHARACTERS } });
  });

  // Look-alike names in the staff list: "Eve" and "E\u200Bve" read the same.
  it.each([
    ["a zero-width space", "E\u200Bve"],
    ["a byte-order mark inside", "E\uFEFFve"],
    ["a word joiner", "Eve\u2060Smith"],
    ["an invisible plus", "Eve\u2064"],
    ["a soft hyphen", "E\u00ADve"],
    ["a zero-width joiner between Latin letters", "E\u200Dve"],
    ["a zero-width non-joiner at the start", "\u200CEve"],
    ["a tag character", "Eve\u{E0041}"],
  ])("refuses %s in a one-line field, saying so in plain words", (_what, value) => {
    for (const field of ["firstName", "lastName", "city"] as const) {
      const result = parseEnquiry({ ...valid(), [field]: value });
      expect(result.ok, field).toBe(false);
      expect(!result.ok && result.errors[field], field).toMatch(/cannot be seen \(such as a zero-width space\)/);
    }
    const section = parseEnquiry({ ...valid(), products: { ...valid().products, dccm: true }, dccm: { courtName: value } });
    expect(!section.ok && section.errors["dccm.courtName"]).toMatch(/^Court name holds a character that cannot be seen/);
    const email = parseEnquiry({ ...valid(), email: `e${value}@example.org` });
    expect(email.ok).toBe(false);
  });

  it.each([
    ["a Persian name with its zero-width non-joiner", "\u0645\u06cc\u200c\u0646\u0627"],
    ["a Malayalam name with a zero-width joiner", "\u0d15\u0d4d\u200d"],
    ["a name with a right-to-left mark", "Sara \u200f\u05e9\u05e8\u05d4"],
  ])("keeps %s", (_what, value) => {
    const result = parseEnquiry({ ...valid(), firstName: value });
    expect(result.ok && result.enquiry.firstName).toBe(value);
  });

  it("keeps an invisible character in the message, where it never stands for a name", () => {
    const result = parseEnquiry({ ...valid(), message: "Hello\u200Bthere" });
    expect(result.ok && result.enquiry.message).toBe("Hello\u200Bthere");
  });

  it.each(["nul\u0000@example.org", "nel\u0085x@example.org", "a\u202e@example.org", "a\u2028b@example.org", "a\ud800@example.org"])(
    "refuses the e-mail %j as not a valid address",
    (email) => {
      expect(parseEnquiry({ ...valid(), email })).toEqual({ ok: false, errors: { email: required("email") } });
    },
  );

  it("refuses a NUL or control character in the phone, the state and the participants with their own messages", () => {
    expect(parseEnquiry({ ...valid(), phone: "(850) 555-0100\u0000" })).toEqual({ ok: false, errors: { phone: required("phone") } });
    expect(parseEnquiry({ ...valid(), state: "FL\u0000" })).toEqual({ ok: false, errors: { state: required("state") } });
    expect(parseEnquiry({ ...valid(), state: "F\u0085L" })).toEqual({ ok: false, errors: { state: required("state") } });
    const participants = parseEnquiry({ ...valid(), products: { ...valid().products, dccm: true }, dccm: { participants: "12\u0000" } });
    expect(participants).toEqual({ ok: false, errors: { "dccm.participants": "Number of participants must be a whole number from 0 to 100000." } });
  });

  it("keeps every kind of line break in a multi-line field as a line break, and refuses NUL and C1 controls there", () => {
    const ok = parseEnquiry({ ...valid(), message: "one\u2028two\u2029three\u0085four\r\nfive\u202eevif\tsix\u000bseven\u000ceight" });
    expect(ok.ok && ok.enquiry.message).toBe("one\ntwo\nthree\nfour\nfive\u202eevif\tsix\nseven\neight");
    for (const message of ["a\u0000b", "a\u009bb", "a\u0080b", "a\u001bb", "a\u007fb", "a\ud800b"]) {
      expect(parseEnquiry({ ...valid(), message }), JSON.stringify(message)).toEqual({ ok: false, errors: { message: CONTROL_CHARACTERS } });
    }
  });

  it("stores every multi-line field with \\n breaks only, and counts a form's CRLF as one character", () => {
    const products = Object.fromEntries(PRODUCTS.map((p) => [p.key, true])) as EnquiryInput["products"];
    let input = { ...valid(), products } as EnquiryInput;
    const multiLine = (FIELDS as readonly FieldSpec[]).filter((field) => field.kind === "textarea");
    for (const field of multiLine) input = withValue(input, field.name, "a\rb\r\nc");
    const result = parseEnquiry(input);
    expect(result.ok).toBe(true);
    for (const field of multiLine) expect(result.ok && valueAt(result.enquiry, field.name)).toBe("a\nb\nc");
    // 1,500 lines sent by a browser's form (CRLF) fit the 3,000-character message like 1,500 typed ones.
    expect(parseEnquiry({ ...valid(), message: `${"x\r\n".repeat(1499)}x` }).ok).toBe(true);
  });

  it("enforces length limits, naming the field and its limit", () => {
    const result = parseEnquiry({ ...valid(), message: "x".repeat(3001) });
    expect(result).toEqual({ ok: false, errors: { message: "Message must be at most 3000 characters." } });
  });

  it("validates a ticked section and empties an unticked one", () => {
    const ticked = parseEnquiry({
      ...valid(),
      products: { ...valid().products, dccm: true },
      dccm: { courtName: "Sample County Treatment Court", participants: 2.5, programType: "", additionalDetails: "" },
    });
    expect(ticked).toMatchObject({ ok: false, errors: { "dccm.participants": "Number of participants must be a whole number from 0 to 100000." } });

    const unticked = parseEnquiry({
      ...valid(),
      dccm: { courtName: "Left over", participants: 2.5, programType: "", additionalDetails: "" },
    });
    expect(unticked.ok && unticked.enquiry.dccm).toEqual({
      courtName: "",
      participants: null,
      programType: "",
      additionalDetails: "",
    });
  });

  it("takes whole-number participants and an empty value", () => {
    const withCount = parseEnquiry({
      ...valid(),
      products: { ...valid().products, dccm: true },
      dccm: { courtName: "", participants: 40, programType: "", additionalDetails: "" },
    });
    expect(withCount.ok && withCount.enquiry.dccm.participants).toBe(40);
    const empty = parseEnquiry({ ...valid(), products: { ...valid().products, dccm: true } });
    expect(empty.ok && empty.enquiry.dccm.participants).toBe(null);
  });

  const withParticipants = (participants: unknown) =>
    parseEnquiry({
      ...valid(),
      products: { ...valid().products, dccm: true },
      dccm: { courtName: "", participants, programType: "", additionalDetails: "" },
    });

  it("takes participants sent as a string of digits, as form libraries send an input's value, as the number", () => {
    const result = withParticipants("120");
    expect(result.ok && result.enquiry.dccm.participants).toBe(120);
    expect(withParticipants(120)).toMatchObject({ ok: true, enquiry: { dccm: { participants: 120 } } });
    expect(withParticipants("")).toMatchObject({ ok: true, enquiry: { dccm: { participants: null } } });
  });

  it.each(["12a", "-5", "1.5", "1e3", " 120", "0x10", "100001", "١٢٠"])("refuses participants %j in plain words", (participants) => {
    expect(withParticipants(participants)).toEqual({
      ok: false,
      errors: { "dccm.participants": "Number of participants must be a whole number from 0 to 100000." },
    });
  });

  it("keeps the largest possible enquiry in three-byte characters under 32 KB of JSON", () => {
    let big = { ...valid(), products: Object.fromEntries(PRODUCTS.map((p) => [p.key, true])) } as EnquiryInput;
    for (const field of FIELDS as readonly FieldSpec[]) {
      if (field.kind === "text" || field.kind === "textarea") big = withValue(big, field.name, "語".repeat(field.limit));
      if (field.kind === "number") big = withValue(big, field.name, field.limit);
    }
    big = { ...big, email: `${"a".repeat(240)}@example.org` };
    expect(parseEnquiry(big).ok).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(big))).toBeLessThan(32 * 1024);
  });
});

describe("parseEnquiry on what an API client might send", () => {
  it("answers missing required fields with the form's messages", () => {
    const result = parseEnquiry({});
    expect(result).toMatchObject({ ok: false, errors: { firstName: required("firstName"), state: required("state") } });
  });

  it("takes an enquiry without its optional parts as if they were empty", () => {
    const { firstName, lastName, email, phone, city, state } = valid();
    const result = parseEnquiry({ firstName, lastName, email, phone, city, state });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.enquiry).toEqual({ ...emptyStored(), firstName: "Dana", lastName, email, phone, city, state });
  });

  it("takes a ticked product whose section is left out, and a section missing some fields", () => {
    const result = parseEnquiry({ ...valid(), products: { lcms: true }, dccm: undefined, lcms: { labName: "Gulf Coast Tox" } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.enquiry.products).toEqual({ dccm: false, paracelsus: false, emr: false, lcms: true, other: false });
    expect(result.enquiry.lcms).toEqual({ ...emptyStored().lcms, labName: "Gulf Coast Tox" });
  });

  it("names every field of the wrong type in plain words, never in the validator's", () => {
    const result = parseEnquiry({
      ...valid(),
      firstName: 42,
      message: ["hi"],
      products: { dccm: "yes", emr: true },
      emr: "Epic",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: "First name is required.",
        message: "Message must be text.",
        "products.dccm": 'The choice "DCCM" must be true or false.',
        emr: '"About the EMR integration" must be a group of fields (an object).',
      },
    });
  });

  it("rejects values that are not an object with one message for the whole enquiry", () => {
    for (const value of [null, 42, "text", [1, 2]]) {
      expect(parseEnquiry(value)).toEqual({ ok: false, errors: { form: NOT_AN_OBJECT } });
    }
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
