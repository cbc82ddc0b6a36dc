/**
 * `npm run dev` is the production server's factory with Vite in front
 * (server/site-server.ts): what a developer sees is what ships. Started here
 * as a developer starts it, and compared with the production build's answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { freePort } from "../../scripts/lib/free-port";

let dev: ChildProcess | undefined;
let devUrl = "";
let output = "";
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "act-dev-"));
  const port = await freePort();
  devUrl = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ["--import", "tsx", "server/dev.ts"], {
    env: { ...process.env, NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1", SITE_URL: devUrl, DATA_DIR: dataDir, SANITY_PROJECT_ID: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`the development server exited:\n${output}`);
    try {
      if ((await fetch(`${devUrl}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the development server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev!.once("exit", resolve));
    dev.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (dev.exitCode === null) dev.kill("SIGKILL");
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const SAME_IN_BOTH = ["x-content-type-options", "referrer-policy", "cross-origin-resource-policy", "permissions-policy", "x-frame-options"];

function securityHeaders(response: APIResponse): Record<string, string | undefined> {
  const headers = response.headers();
  return Object.fromEntries(SAME_IN_BOTH.map((name) => [name, headers[name]]));
}

test("the development server answers with production's security headers, limits and request ids", async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const production = await request.get(`${baseURL}/about`);
  const development = await request.get(`${devUrl}/about`);
  expect(development.status()).toBe(200);
  expect(securityHeaders(development)).toEqual(securityHeaders(production));
  // The page's policy: its inline scripts allowed by their hashes, as in production (plus what Vite's client needs).
  expect(development.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(development.headers()["cross-origin-opener-policy"]).toBeUndefined();
  expect(development.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);

  // The same limits: an absurd URL, a method nobody takes, a trailing slash.
  expect((await request.get(`${devUrl}/${"a".repeat(5000)}`)).status()).toBe(414);
  expect((await request.fetch(`${devUrl}/about`, { method: "DELETE" })).status()).toBe(405);
  const slash = await request.get(`${devUrl}/about/`, { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe("/about");

  // The same request log: one JSON line per request, with its id.
  const id = development.headers()["x-request-id"]!;
  await expect.poll(() => output.split("\n").some((line) => line.includes(id) && line.includes('"/about"')), { timeout: 5_000 }).toBe(true);
});
