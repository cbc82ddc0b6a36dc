/**
 * An enquiry API on loopback for integration tests: the real router, service,
 * database (SQLite file or PostgreSQL) and outbox worker, in this process.
 */
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { startEnquirySystem, type EnquirySystem } from "~/enquiries/service.server";
import { parseEnv } from "~/lib/env.server";
import { plainLogger } from "~/lib/logger.server";
import { contactApi } from "~/enquiries/contact-api.server";

export type TestApi = {
  url: string;
  system: EnquirySystem;
  /** A fresh form token, as each visitor's contact page carries its own: one serves one enquiry. */
  token(): string;
  dataDir: string;
  close(): Promise<void>;
};

/** The form-token secret of every test API, for tests that make a token as a page would have had it. */
export const TEST_API_FORM_TOKEN_SECRET = "test-secret-test-secret-test-secret-0";

export async function startTestApi(settings: Record<string, string>): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-enquiries-"));
  const env = parseEnv({
    DATA_DIR: dataDir,
    FORM_TOKEN_SECRET: TEST_API_FORM_TOKEN_SECRET,
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ENQUIRY_RATE_LIMIT_PER_IP: "100000",
    ENQUIRY_RATE_LIMIT_GLOBAL: "100000",
    OUTBOX_RETRY_BASE_MS: "100",
    ...settings,
  });
  // Outages are provoked on purpose here: their warnings would only bury the test report.
  const system = await startEnquirySystem(env, plainLogger("error"));
  const app = express();
  app.use(contactApi(system.service));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/contact`,
    system,
    token: () => system.service.issueFormToken(),
    dataDir,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await system.close();
    },
  };
}

export function post(url: string, body: unknown, token: string, init: RequestInit = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Form-Token": token },
    body: JSON.stringify(body),
    ...init,
  });
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
