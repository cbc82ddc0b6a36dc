import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSanity, type FakeSanity } from "../../tests/support/fake-sanity-server";
import { sendTarget } from "../../tests/support/request-target";
import { secretDocument, studioSecret } from "../../tests/support/studio-secret";
import { parseEnv } from "~/lib/env.server";
import { PREVIEW_DISABLE_PATH, PREVIEW_ENABLE_PATH, previewApi } from "./preview-api.server";
import { createPreview } from "./preview.server";
import { silentLogger } from "~/lib/logger.server";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port: number;
beforeAll(async () => {
  const env = parseEnv({ PREVIEW_LINK_SECRET: "p".repeat(32) });
  server = express()
    .use(previewApi(env, createPreview(env, true), silentLogger()))
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, headers: Record<string, string> = {}) => {
  const { status, location } = await sendTarget(`http://127.0.0.1:${port}`, path, { headers });
  return { status, location };
};

describe("Exit preview", () => {
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/x/..//evil.example",
    "/./\\evil.example/p",
    "//evil.example",
    "https://evil.example/",
  ])("never sends the visitor to another site: ?to=%s goes home", async (to) => {
    expect(await get(`${PREVIEW_DISABLE_PATH}?to=${encodeURIComponent(to)}`)).toEqual({ status: 303, location: "/" });
    // The same targets as a Referer that claims to be this site.
    expect(await get(PREVIEW_DISABLE_PATH, { referer: `http://127.0.0.1:${port}${to}`, host: `127.0.0.1:${port}` })).toEqual({ status: 303, location: "/" });
  });

  it("returns to the page on this site the editor was on", async () => {
    expect(await get(`${PREVIEW_DISABLE_PATH}?to=${encodeURIComponent("/insights/a?x=1")}`)).toEqual({ status: 303, location: "/insights/a?x=1" });
  });
});

describe("the Presentation tool's way in, asked anonymously (Sanity mode)", () => {
  const TOKEN = "sk-viewer-token-0123456789abcdef";
  let fake: FakeSanity;
  let studio: ReturnType<ReturnType<typeof express>["listen"]>;
  let base: string;
  let valid: string;
  beforeAll(async () => {
    valid = await studioSecret();
    fake = await startFakeSanity({ viewerToken: TOKEN, documents: [secretDocument(valid)] });
    const env = parseEnv({ PREVIEW_LINK_SECRET: "p".repeat(32), SANITY_PROJECT_ID: "testproject", SANITY_API_HOST: fake.url, SANITY_VIEWER_TOKEN: TOKEN });
    studio = express()
      .use(previewApi(env, createPreview(env, true), silentLogger()))
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => studio.once("listening", resolve));
    base = `http://127.0.0.1:${(studio.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => studio.close(() => resolve()));
    await fake?.close();
  });

  const enable = async (secret: string) => {
    const response = await fetch(`${base}${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=%2Fabout`, {
      redirect: "manual",
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const queriesDuring = async (run: () => Promise<void>) => {
    const before = fake.requests.length;
    await run();
    return fake.requests.length - before;
  };

  it("refuses 50 malformed secrets with 401 and asks Sanity nothing", async () => {
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < 50; i++) {
        const answer = await enable(i % 2 ? `guess-${i}` : "");
        expect(answer.status).toBe(401);
        expect(answer.headers.get("cache-control")).toBe("private, no-store");
        expect(answer.headers.get("set-cookie")).toBeNull();
        expect(answer.text).toContain("This preview link is not valid");
      }
    });
    expect(queries).toBe(0);
  });

  it("asks Sanity once for the same well-formed wrong secret tried 50 times", async () => {
    const wrong = await studioSecret();
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < 50; i++) expect((await enable(wrong)).status).toBe(401);
    });
    expect(queries).toBe(1);
  });

  it("asks a client trying many secrets to wait, in plain words", async () => {
    expect((await enable(valid)).status).toBe(303);
    const answers: Awaited<ReturnType<typeof enable>>[] = [];
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < 50; i++) answers.push(await enable(await studioSecret()));
    });
    expect(queries).toBeLessThanOrEqual(10);
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("cache-control")).toBe("private, no-store");
    expect(limited.text).toMatch(/^Too many preview links .* Please try again in \d+ minutes?/);
    // Asking Sanity about any secret is what the limit bounds: the client waits whatever it sends.
    expect((await enable(valid)).status).toBe(429);
  });
});
