import { describe, expect, it } from "vitest";
import { parseEnquiry } from "~/enquiries/schema";
import { sampleEnquiry } from "./sample-enquiry";

describe("the sample enquiry", () => {
  // As the scripts send it: JSON, read by the validator the server's enquiry service uses. The soak numbers
  // its enquiries by a request counter, so a large number must give a valid one too.
  it.each([0, 1, 999_999])("is valid by the enquiry schema as JSON (number %i)", (n) => {
    const parsed = parseEnquiry(JSON.parse(JSON.stringify(sampleEnquiry(n))));
    expect(parsed).toMatchObject({ ok: true, enquiry: { firstName: `Visitor${n}`, email: `visitor${n}@example.org` } });
  });

  it("tells numbered enquiries apart", () => {
    expect(sampleEnquiry(1).email).not.toBe(sampleEnquiry(2).email);
  });
});
