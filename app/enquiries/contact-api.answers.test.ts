/**
 * What a client of POST /api/contact is told: an enquiry without its optional
 * parts is taken, every 400 names the bad fields in the form's words, and any
 * other method is refused with Allow: POST.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, startTestApi, type TestApi } from "../../tests/support/enquiry-api";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({});
}, 30_000);
afterAll(async () => {
  await api?.close();
});

describe("POST /api/contact", () => {
  it("takes an enquiry that leaves out the message, product choices, sections and other details", async () => {
    const { firstName, lastName, email, phone, city, state } = sampleEnquiry(1);
    const response = await post(api.url, { firstName, lastName, email, phone, city, state }, api.token());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), formToken: expect.any(String) });
  });

  it("takes a ticked product whose section is left out", async () => {
    const { dccm: _dccm, ...rest } = sampleEnquiry(2);
    const response = await post(api.url, { ...rest, products: { dccm: true } }, api.token());
    expect(response.status).toBe(201);
  });

  it("answers 400 naming each bad field in the form's words, never the validator's", async () => {
    const response = await post(
      api.url,
      { ...sampleEnquiry(3), lastName: undefined, email: 7, dccm: { participants: "many" }, products: { dccm: true, lcms: "on" } },
      api.token(),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      lastName: "Last name is required.",
      email: "Valid email is required.",
      "products.lcms": 'The choice "LCMS" must be true or false.',
      "dccm.participants": "Number of participants must be a whole number from 0 to 100000.",
    });
  });

  it.each([null, [], "text", 3])("answers %j with one plain message", async (value) => {
    const response = await post(api.url, value, api.token());
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("Send the enquiry as a JSON object");
    expect(text).not.toMatch(/Invalid input|expected|received/i);
  });

  it.each(["GET", "HEAD", "PUT", "DELETE", "PATCH"])("refuses %s with 405 and Allow: POST", async (method) => {
    const response = await fetch(api.url, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
