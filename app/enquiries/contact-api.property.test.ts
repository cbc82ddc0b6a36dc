/**
 * Property: whatever a client sends to POST /api/contact (any JSON value, any
 * near-miss of a real enquiry, any bytes under any content type), the answer
 * is never a 5xx, and an enquiry is stored exactly when the spec's rules
 * (tests/support/enquiry-oracle.ts, written apart from the code under test)
 * call it valid.
 */
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validBySpec } from "../../tests/support/enquiry-oracle";
import { startTestApi, type TestApi } from "../../tests/support/enquiry-api";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({});
}, 30_000);
afterAll(async () => {
  await api?.close();
});

async function send(body: string | Uint8Array<ArrayBuffer>, contentType: string | undefined) {
  const response = await fetch(api.url, {
    method: "POST",
    headers: contentType === undefined ? {} : { "Content-Type": contentType },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

const stored = async () => Number((await sql<{ n: number }>`select count(*) as n from enquiries`.execute(api.system.database.db)).rows[0]?.n);

/** A real enquiry with any one field replaced by any JSON value, or removed. */
const nearMiss = fc
  .tuple(
    fc.integer({ min: 0, max: 1000 }),
    fc.constantFrom("firstName", "lastName", "email", "phone", "city", "state", "products", "message", "dccm", "paracelsus", "emr", "lcms", "otherDetails"),
    fc.option(fc.jsonValue(), { nil: undefined }),
  )
  .map(([n, key, value]) => {
    const enquiry: Record<string, unknown> = { ...sampleEnquiry(n) };
    if (value === undefined) delete enquiry[key];
    else enquiry[key] = value;
    return enquiry;
  });

/** A real enquiry with products ticked at random and one field inside a section or the choices replaced, or removed. */
const nestedMiss = fc
  .tuple(
    fc.integer({ min: 0, max: 1000 }),
    fc.record({ dccm: fc.boolean(), paracelsus: fc.boolean(), emr: fc.boolean(), lcms: fc.boolean(), other: fc.boolean() }),
    fc.constantFrom(
      "products.dccm",
      "products.lcms",
      "dccm.courtName",
      "dccm.participants",
      "paracelsus.equipment",
      "paracelsus.additionalDetails",
      "emr.vendorName",
      "lcms.analyzerType",
      "otherDetails",
      "message",
      "email",
      "phone",
      "state",
    ),
    fc.option(
      fc.oneof(
        fc.jsonValue(),
        fc.string({ maxLength: 3100 }),
        fc.integer({ min: -5, max: 200_000 }),
        fc.double(),
        fc.constantFrom(
          "",
          " ",
          "(850) 555-0100",
          "a@b.co",
          "TX",
          "\u0007",
          "line\nbreak",
          "a\u0000@b.co",
          "x\u0000",
          "x\u2028y",
          "x\u0085y",
          "x\u202ey",
          "x\ud800",
        ),
      ),
      { nil: undefined },
    ),
  )
  .map(([n, products, path, value]) => {
    const enquiry = JSON.parse(JSON.stringify(sampleEnquiry(n))) as Record<string, Record<string, unknown>>;
    enquiry.products = products;
    const [head, tail] = path.split(".") as [string, string | undefined];
    const target = tail === undefined ? (enquiry as Record<string, unknown>) : enquiry[head]!;
    const key = tail ?? head;
    if (value === undefined) delete target[key];
    else target[key] = value;
    return enquiry;
  });

describe("POST /api/contact under arbitrary input", () => {
  it("never answers 5xx to any JSON value, and stores exactly the ones the spec calls valid", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), nearMiss, nestedMiss), async (value) => {
        const before = await stored();
        const body = JSON.stringify(value) ?? "null";
        const status = await send(body, "application/json");
        // The server sees the JSON, not the object: judge what it receives.
        const valid = validBySpec(JSON.parse(body));
        expect(status).toBe(valid ? 201 : 400);
        expect(await stored()).toBe(before + (valid ? 1 : 0));
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it("never answers 5xx to arbitrary bytes under arbitrary content types", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => new Uint8Array(bytes)),
          fc.constant("{".repeat(20_000)),
        ),
        fc.option(
          fc.oneof(
            fc.constantFrom(
              "application/json",
              "application/json; charset=utf-16",
              "text/plain",
              "application/x-www-form-urlencoded",
              "multipart/form-data; boundary=x",
              "application/json; charset=latin1",
            ),
            fc.string({ maxLength: 40 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
          ),
          { nil: undefined },
        ),
        async (body, contentType) => {
          const status = await send(body, contentType);
          expect(status).toBeGreaterThanOrEqual(400);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
