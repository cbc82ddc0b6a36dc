/**
 * Sanity mode's way into preview, against the local server that speaks
 * Sanity's API: @sanity/preview-url-secret looks the Presentation tool's
 * secret up with the viewer token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSanity, type FakeSanity } from "../../tests/support/fake-sanity-server";
import { parseEnv } from "~/lib/env.server";
import { checkStudioLink } from "./studio-link.server";

const TOKEN = "sk-viewer-token-0123456789abcdef";
let fake: FakeSanity;

function secretDocument(secret: string, updatedAt: Date) {
  return {
    _id: `sanity-preview-url-secret.${secret}`,
    _type: "sanity.previewUrlSecret",
    _updatedAt: updatedAt.toISOString(),
    secret,
    studioUrl: "https://studio.example.test",
  };
}

beforeAll(async () => {
  fake = await startFakeSanity({
    viewerToken: TOKEN,
    documents: [secretDocument("fresh-secret", new Date()), secretDocument("old-secret", new Date(Date.now() - 2 * 3_600_000))],
  });
});
afterAll(() => fake?.close());

const env = (token = TOKEN) => parseEnv({ SANITY_PROJECT_ID: "testproject", SANITY_API_HOST: fake.url, SANITY_VIEWER_TOKEN: token });
const link = (secret: string, pathname = "/insights/a-slug") =>
  new URL(`http://site.test/api/preview/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`);

describe("the Presentation tool's preview link", () => {
  it("opens the page when its secret is the Studio's, reading it with the viewer token", async () => {
    expect(await checkStudioLink(link("fresh-secret"), env())).toBe("/insights/a-slug");
    const lookup = fake.requests.at(-1)!;
    expect(lookup.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(lookup.search.get("perspective")).toBe("raw");
    expect(lookup.query).toContain("sanity.previewUrlSecret");
  });

  it("refuses an unknown secret and one older than an hour", async () => {
    expect(await checkStudioLink(link("guessed"), env())).toBeUndefined();
    expect(await checkStudioLink(link("old-secret"), env())).toBeUndefined();
  });

  it("never leads off the site", async () => {
    expect(await checkStudioLink(link("fresh-secret", "//evil.example/x"), env())).not.toMatch(/evil/);
  });

  it("cannot be checked with a token Sanity refuses", async () => {
    await expect(checkStudioLink(link("fresh-secret"), env("sk-wrong-token-0123456789abcdef"))).rejects.toThrow();
  });
});
