/**
 * Sanity mode's way into preview, against the local server that speaks
 * Sanity's API: @sanity/preview-url-secret looks the Presentation tool's
 * secret up with the viewer token. Each lookup is a query Sanity answers, so
 * anonymous requests may not cost one freely: the tests count the
 * queries the server receives.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSanity, type FakeSanity } from "../../tests/support/fake-sanity-server";
import { secretDocument, studioSecret } from "../../tests/support/studio-secret";
import { parseEnv } from "~/lib/env.server";
import { createStudioLinks, isStudioSecretShape, STUDIO_LINK_ATTEMPTS_PER_CLIENT, type StudioLinkAnswer, type StudioLinks } from "./studio-link.server";

const TOKEN = "sk-viewer-token-0123456789abcdef";
const CLIENT = "192.0.2.7";
let fake: FakeSanity;
let fresh: string;
let old: string;

beforeAll(async () => {
  fresh = await studioSecret();
  old = await studioSecret();
  fake = await startFakeSanity({
    viewerToken: TOKEN,
    documents: [secretDocument(fresh), secretDocument(old, new Date(Date.now() - 2 * 3_600_000))],
  });
});
afterAll(() => fake?.close());

const env = (token = TOKEN) => parseEnv({ SANITY_PROJECT_ID: "testproject", SANITY_API_HOST: fake.url, SANITY_VIEWER_TOKEN: token });
const studioLinks = (token = TOKEN): StudioLinks => createStudioLinks(env(token))!;
const link = (secret: string, pathname = "/insights/a-slug") =>
  new URL(`http://site.test/api/preview/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`);

/** The queries Sanity receives while `run` runs. */
async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const before = fake.requests.length;
  await run();
  return fake.requests.length - before;
}

describe("the Presentation tool's preview link", () => {
  it("opens the page when its secret is the Studio's, reading it with the viewer token", async () => {
    expect(await studioLinks().check(link(fresh), CLIENT)).toEqual({ ok: true, path: "/insights/a-slug" });
    const lookup = fake.requests.at(-1)!;
    expect(lookup.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(lookup.search.get("perspective")).toBe("raw");
    expect(lookup.query).toContain("sanity.previewUrlSecret");
  });

  it("refuses an unknown secret and one older than an hour", async () => {
    const links = studioLinks();
    expect(await links.check(link(await studioSecret()), CLIENT)).toEqual({ ok: false, reason: "invalid" });
    expect(await links.check(link(old), CLIENT)).toEqual({ ok: false, reason: "invalid" });
  });

  it("never leads off the site", async () => {
    for (const away of ["//evil.example/x", "/\\evil.example/x", "https://evil.example/"]) {
      expect(await studioLinks().check(link(fresh, away), CLIENT), away).toEqual({ ok: true, path: "/" });
    }
  });

  it("cannot be checked with a token Sanity refuses", async () => {
    await expect(studioLinks("sk-wrong-token-0123456789abcdef").check(link(fresh), CLIENT)).rejects.toThrow();
  });
});

describe("what an anonymous request costs", () => {
  it("accepts the shape of every secret the Studio makes, and nothing else", async () => {
    for (let i = 0; i < 50; i++) expect(isStudioSecretShape(await studioSecret())).toBe(true);
    const notHex = Buffer.from("z".repeat(32)).toString("base64url");
    for (const bad of ["", "guessed", fresh.slice(1), `${fresh}A`, `${fresh.slice(0, 42)}+`, notHex, fresh.toUpperCase()]) {
      expect(isStudioSecretShape(bad), bad).toBe(false);
    }
  });

  it("asks Sanity nothing for a missing or malformed secret: 50 refusals, no query", async () => {
    const links = studioLinks();
    const malformed = ["", "guessed", "x".repeat(43), "' || true", "a".repeat(5000), fresh.slice(0, 40)];
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < 50; i++) expect(await links.check(link(malformed[i % malformed.length]!), CLIENT)).toEqual({ ok: false, reason: "invalid" });
    });
    expect(queries).toBe(0);
  });

  it("asks once for a well-formed secret Sanity does not know, however often and however many at once it is tried", async () => {
    const links = studioLinks();
    const wrong = await studioSecret();
    const queries = await queriesDuring(async () => {
      const together = await Promise.all(Array.from({ length: 25 }, (_, i) => links.check(link(wrong), `198.51.100.${i}`)));
      for (let i = 0; i < 25; i++) together.push(await links.check(link(wrong), CLIENT));
      expect(together.every((answer) => !answer.ok && answer.reason === "invalid")).toBe(true);
    });
    expect(queries).toBe(1);
  });

  it("lets one client try only a few distinct secrets, then asks it to wait; others and the Studio's own links still pass", async () => {
    const links = studioLinks();
    const answers: StudioLinkAnswer[] = [];
    const queries = await queriesDuring(async () => {
      // Every address of one /64 is one client.
      for (let i = 0; i < 50; i++) answers.push(await links.check(link(await studioSecret()), `2001:db8:1:2::${(i + 1).toString(16)}`));
    });
    expect(queries).toBe(STUDIO_LINK_ATTEMPTS_PER_CLIENT);
    expect(answers.slice(0, STUDIO_LINK_ATTEMPTS_PER_CLIENT).every((answer) => !answer.ok && answer.reason === "invalid")).toBe(true);
    for (const answer of answers.slice(STUDIO_LINK_ATTEMPTS_PER_CLIENT)) {
      expect(answer).toMatchObject({ ok: false, reason: "too-many" });
      expect(answer.ok === false && answer.reason === "too-many" && answer.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await links.check(link(await studioSecret()), CLIENT)).toEqual({ ok: false, reason: "invalid" });
  });

  it("never counts an editor's own links against their address", async () => {
    const links = studioLinks();
    for (let i = 0; i < 3 * STUDIO_LINK_ATTEMPTS_PER_CLIENT; i++)
      expect(await links.check(link(fresh), CLIENT)).toEqual({ ok: true, path: "/insights/a-slug" });
  });
});
