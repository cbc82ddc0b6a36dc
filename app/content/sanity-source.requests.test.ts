/**
 * What the site asks Sanity, as seen from Sanity's side: a source told not to
 * retry asks once, a custom pause between retries is used, a refresh after a
 * publish goes past the CDN, a viewer token is sent, and the health check asks
 * for one privacy policy count.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSanity, type FakeSanity } from "../../tests/support/fake-sanity-server";
import { fixtureDocuments } from "../../tests/support/fixture-dataset";
import { toPublishedDataset } from "./dataset.server";
import { privacyPolicyQuery } from "./queries";
import { SanitySource, type SanitySourceOptions } from "./sanity-source.server";

let fake: FakeSanity;
beforeAll(async () => {
  fake = await startFakeSanity({ documents: toPublishedDataset(fixtureDocuments) });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const source = (options: Partial<SanitySourceOptions> = {}) =>
  new SanitySource({ projectId: "test-project", dataset: "production", useCdn: true, timeoutMs: 5_000, apiHost: fake.url, retryDelay: () => 1, ...options });

describe("requests to Sanity", () => {
  it("a source told not to retry asks once; a custom pause between retries is used", async () => {
    fake.failNext(503);
    await expect(source({ maxRetries: 0 }).fetch(privacyPolicyQuery.groq)).rejects.toMatchObject({ statusCode: 503 });
    expect(fake.requests).toHaveLength(1);
    fake.requests.length = 0;
    const pauses: number[] = [];
    fake.failNext(503);
    await source({
      retryDelay: (attempt) => {
        pauses.push(attempt);
        return 1;
      },
    }).fetch(privacyPolicyQuery.groq);
    expect(pauses.length).toBeGreaterThan(0);
  });

  it("a refresh after a publish goes past the CDN, an ordinary read does not", async () => {
    const cdn = source();
    expect((await cdn.client).config().useCdn).toBe(true);
    await cdn.fetch(privacyPolicyQuery.groq);
    await cdn.fetch(privacyPolicyQuery.groq, {}, { fresh: true });
    expect(fake.requests).toHaveLength(2);
    const [ordinary, fresh] = fake.requests;
    expect(ordinary!.path).toBe(fresh!.path);
  });

  it("sends a viewer token only when given one", async () => {
    // The fake server knows no such token and refuses it; what matters is that it was sent.
    await source({ token: "viewer-token-0123456789abcdef", useCdn: false, maxRetries: 0 })
      .fetch(privacyPolicyQuery.groq)
      .catch(() => undefined);
    await source().fetch(privacyPolicyQuery.groq);
    expect(fake.requests.map((request) => request.headers.authorization)).toEqual(["Bearer viewer-token-0123456789abcdef", undefined]);
  });

  it("checks that Sanity answers by counting privacy policies", async () => {
    await source().ping();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.query).toBe("count(*[_type == $type][0...1])");
    expect(fake.requests[0]!.params).toMatchObject({ type: "privacyPolicy" });
  });
});
