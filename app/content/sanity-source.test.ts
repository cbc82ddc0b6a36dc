/** The Sanity source's requests: production dataset, API 2023-01-01, the CDN, no token. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSanity, type FakeSanity } from "../../tests/support/fake-sanity-server";
import { toPublishedDataset } from "./dataset.server";
import { fixtureDocuments } from "../../tests/support/fixture-dataset";
import { privacyPolicyQuery } from "./queries";
import { createSanityClient, SanitySource } from "./sanity-source.server";

let fake: FakeSanity;
let source: SanitySource;

beforeAll(async () => {
  fake = await startFakeSanity({ documents: toPublishedDataset(fixtureDocuments) });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  source = new SanitySource({
    projectId: "test-project",
    dataset: "production",
    useCdn: true,
    timeoutMs: 5_000,
    apiHost: fake.url,
    retryDelay: () => 1,
  });
});

/** A query whose URL-encoded query string grows one character per padding letter. */
const padded = (letters: number) => `*[_type == "privacyPolicy" && "${"a".repeat(letters)}" != ""][0]{title}`;

/**
 * The query string the threshold applies to: the query and its parameters.
 * The request options (perspective, returnQuery) are appended after it.
 */
function measuredQueryString(search: URLSearchParams): string {
  const copy = new URLSearchParams(search);
  copy.delete("perspective");
  copy.delete("returnQuery");
  return `?${copy}`;
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
}

describe("the Sanity content source", () => {
  it("is configured as the spec says: production dataset, API 2023-01-01, CDN on, no token", async () => {
    const config = (await createSanityClient({ projectId: "abc123", dataset: "production", useCdn: true, timeoutMs: 10_000 })).config();
    expect(config.apiVersion).toBe("2023-01-01");
    expect(config.dataset).toBe("production");
    expect(config.useCdn).toBe(true);
    expect(config.token).toBeUndefined();
    expect(config.cdnUrl).toBe("https://abc123.apicdn.sanity.io/v2023-01-01");
  });

  it("sends a short query as an unauthenticated GET to the dataset's query path", async () => {
    await source.fetch(privacyPolicyQuery.groq);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe("GET");
    expect(request!.path).toBe("/v2023-01-01/data/query/production");
    expect(request!.search.get("query")).toBe(privacyPolicyQuery.groq);
    expect(request!.search.get("perspective")).toBe("published");
    expect(request!.headers.authorization).toBeUndefined();
  });

  it("passes parameters as $-prefixed JSON", async () => {
    await source.fetch(`*[slug.current == $slug][0]{Title}`, { slug: "older-article" });
    expect(fake.requests[0]!.search.get("$slug")).toBe('"older-article"');
  });

  it("switches from GET to POST when the query string reaches 11264 characters", async () => {
    await source.fetch(padded(0));
    const overhead = measuredQueryString(fake.requests[0]!.search).length;
    fake.requests.length = 0;

    await source.fetch(padded(11263 - overhead));
    const below = fake.requests[0]!;
    expect(below.method).toBe("GET");
    expect(measuredQueryString(below.search)).toHaveLength(11263);

    await source.fetch(padded(11264 - overhead));
    const at = fake.requests[1]!;
    expect(at.method).toBe("POST");
    expect(at.path).toBe("/v2023-01-01/data/query/production");
    expect(JSON.parse(at.body).query).toBe(padded(11264 - overhead));
  });

  it.each([429, 502, 503])("retries a query answered %i", async (status) => {
    fake.failNext(status, status);
    const policy = await source.fetch<{ title: string }>(privacyPolicyQuery.groq);
    expect(policy.title).toBe("Privacy Policy");
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up after the default 5 retries", async () => {
    fake.failNext(503, 503, 503, 503, 503, 503);
    expect(await statusOf(source.fetch(privacyPolicyQuery.groq))).toBe(503);
    expect(fake.requests).toHaveLength(6);
  });

  it("does not retry other errors", async () => {
    fake.failNext(500);
    expect(await statusOf(source.fetch(privacyPolicyQuery.groq))).toBe(500);
    fake.failNext(400);
    expect(await statusOf(source.fetch(privacyPolicyQuery.groq))).toBe(400);
    expect(fake.requests).toHaveLength(2);
  });
});
