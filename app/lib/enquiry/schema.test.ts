import { describe, expect, it } from "vitest";
import { emptyEnquiry, LIMITS, MESSAGES } from "./form-model";
import { parseEnquiry, type EnquiryInput } from "./schema";

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
        firstName: MESSAGES.firstName,
        lastName: MESSAGES.lastName,
        email: MESSAGES.email,
        phone: MESSAGES.phone,
        city: MESSAGES.city,
        state: MESSAGES.state,
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

  it.each(["dana@example", "dana example@x.org", "@example.org", "dana@.org", "dana@@example.org"])(
    "rejects the e-mail %j",
    (email) => {
      expect(parseEnquiry({ ...valid(), email })).toMatchObject({ ok: false, errors: { email: MESSAGES.email } });
    },
  );

  it.each(["(850) 555-010", "8505550100", "(850) 555-01000", "(850)555-0100"])("rejects the phone %j", (phone) => {
    expect(parseEnquiry({ ...valid(), phone })).toMatchObject({ ok: false, errors: { phone: MESSAGES.phone } });
  });

  it("rejects control characters but keeps line breaks in the message", () => {
    expect(parseEnquiry({ ...valid(), city: "Pensa\u0007cola" })).toMatchObject({
      ok: false,
      errors: { city: MESSAGES.controlCharacters },
    });
    const ok = parseEnquiry({ ...valid(), message: "Line one\r\nLine two\tend" });
    expect(ok.ok && ok.enquiry.message).toBe("Line one\r\nLine two\tend");
  });

  it("enforces length limits", () => {
    const result = parseEnquiry({ ...valid(), message: "x".repeat(LIMITS.message + 1) });
    expect(result.ok).toBe(false);
  });

  it("validates a ticked section and empties an unticked one", () => {
    const ticked = parseEnquiry({
      ...valid(),
      products: { ...valid().products, dccm: true },
      dccm: { courtName: "Sample County Treatment Court", participants: 2.5, programType: "", additionalDetails: "" },
    });
    expect(ticked).toMatchObject({ ok: false, errors: { "dccm.participants": MESSAGES.participants } });

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

  it("keeps the largest possible enquiry in three-byte characters under 32 KB of JSON", () => {
    const fill = (n: number) => "語".repeat(n);
    const big: EnquiryInput = {
      firstName: fill(LIMITS.name),
      lastName: fill(LIMITS.name),
      email: `${"a".repeat(240)}@example.org`,
      phone: "(850) 555-0100",
      city: fill(LIMITS.name),
      state: "FL",
      products: { dccm: true, paracelsus: true, emr: true, lcms: true, other: true },
      message: fill(LIMITS.message),
      dccm: { courtName: fill(LIMITS.short), participants: 100000, programType: fill(LIMITS.short), additionalDetails: fill(LIMITS.details) },
      paracelsus: {
        labName: fill(LIMITS.short),
        contactFirstName: fill(LIMITS.name),
        contactLastName: fill(LIMITS.name),
        equipment: fill(LIMITS.short),
        additionalDetails: fill(LIMITS.details),
      },
      emr: { labName: fill(LIMITS.short), vendorName: fill(LIMITS.short), manufacturer: fill(LIMITS.short), additionalDetails: fill(LIMITS.details) },
      lcms: { labName: fill(LIMITS.short), analyzerType: fill(LIMITS.short), manufacturer: fill(LIMITS.short), additionalDetails: fill(LIMITS.details) },
      otherDetails: fill(LIMITS.details),
    };
    expect(parseEnquiry(big).ok).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(big))).toBeLessThan(32 * 1024);
  });
});

describe("parseEnquiry on what an API client might send", () => {
  it("answers missing required fields with the form's messages", () => {
    const result = parseEnquiry({});
    expect(result).toMatchObject({ ok: false, errors: { firstName: MESSAGES.firstName, state: MESSAGES.state } });
  });
  it("rejects values that are not an object", () => {
    for (const value of [null, 42, "text", [1, 2]]) expect(parseEnquiry(value).ok).toBe(false);
  });
});
