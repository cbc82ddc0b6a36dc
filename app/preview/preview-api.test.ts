import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTarget } from "../../tests/support/request-target";
import { parseEnv } from "~/lib/env.server";
import { PREVIEW_DISABLE_PATH, previewApi } from "./preview-api.server";
import { createPreview } from "./preview.server";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port: number;
beforeAll(async () => {
  const env = parseEnv({ PREVIEW_LINK_SECRET: "p".repeat(32) });
  server = express().use(previewApi(env, createPreview(env, true))).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, headers: Record<string, string> = {}) => {
  const { status, location } = await sendTarget(`http://127.0.0.1:${port}`, path, { headers });
  return { status, location };
};

describe("Exit preview", () => {
  it.each(["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/x/..//evil.example", "/./\\evil.example/p", "//evil.example", "https://evil.example/"])(
    "never sends the visitor to another site: ?to=%s goes home",
    async (to) => {
      expect(await get(`${PREVIEW_DISABLE_PATH}?to=${encodeURIComponent(to)}`)).toEqual({ status: 303, location: "/" });
      // The same targets as a Referer that claims to be this site.
      expect(await get(PREVIEW_DISABLE_PATH, { referer: `http://127.0.0.1:${port}${to}`, host: `127.0.0.1:${port}` })).toEqual({ status: 303, location: "/" });
    },
  );

  it("returns to the page on this site the editor was on", async () => {
    expect(await get(`${PREVIEW_DISABLE_PATH}?to=${encodeURIComponent("/insights/a?x=1")}`)).toEqual({ status: 303, location: "/insights/a?x=1" });
  });
});
