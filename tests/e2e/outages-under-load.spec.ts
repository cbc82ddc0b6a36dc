/**
 * The CMS and the mail server fail together while visitors keep coming:
 * pages are still served (from the last good content), enquiries are still
 * accepted, and every notification goes out once mail is back.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { startFakeSanity } from "../support/fake-sanity-server";
import { startSmtp } from "../support/smtp";
import { insights } from "../support/dataset";
import { startSite } from "../support/server";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";
import { formTokens, TEST_FORM_TOKEN_SECRET } from "../../scripts/lib/form-tokens";

test.setTimeout(180_000);

const documents = toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8")));

test("with Sanity and SMTP both down under load, pages and enquiries keep working, and mail catches up", async () => {
  const fake = await startFakeSanity({ documents });
  const smtp = await startSmtp();
  const site = await startSite({
    SANITY_PROJECT_ID: "testproject",
    SANITY_API_HOST: fake.url,
    SANITY_TIMEOUT_MS: "1000",
    CONTENT_CACHE_TTL_SECONDS: "0",
    SMTP_URL: smtp.url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-outage-")),
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ENQUIRY_RATE_LIMIT_PER_IP: "100000",
    ENQUIRY_RATE_LIMIT_GLOBAL: "100000",
    OUTBOX_RETRY_BASE_MS: "200",
    LOG_LEVEL: "error",
  });
  const pages = ["/", "/about", "/resources", `/insights/${insights[0]!.slug!.current}`, "/privacypolicy", "/contact"];
  try {
    for (const page of pages) expect((await fetch(`${site.url}${page}`)).status).toBe(200);
    // Each enquiry carries its own token, as each visitor's contact page does.
    const token = formTokens(TEST_FORM_TOKEN_SECRET);

    fake.failAll(503);
    await smtp.stop();

    const statuses = new Map<string, number>();
    const ids: string[] = [];
    let n = 0;
    const deadline = Date.now() + 6_000;
    const visitor = async (kind: "reader" | "enquirer") => {
      while (Date.now() < deadline) {
        if (kind === "reader") {
          const page = pages[n++ % pages.length]!;
          const response = await fetch(`${site.url}${page}`);
          await response.arrayBuffer();
          statuses.set(`GET ${response.status}`, (statuses.get(`GET ${response.status}`) ?? 0) + 1);
        } else {
          const response = await fetch(`${site.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Form-Token": token() },
            body: JSON.stringify(sampleEnquiry(n++)),
          });
          statuses.set(`POST ${response.status}`, (statuses.get(`POST ${response.status}`) ?? 0) + 1);
          if (response.status === 201) ids.push(((await response.json()) as { id: string }).id);
        }
      }
    };
    await Promise.all([...Array.from({ length: 6 }, () => visitor("reader")), ...Array.from({ length: 4 }, () => visitor("enquirer"))]);

    // Every answer during the double outage was a success.
    expect([...statuses.keys()].sort()).toEqual(["GET 200", "POST 201"]);
    expect(ids.length).toBeGreaterThan(20);
    expect(fake.requests.length).toBeGreaterThan(0);

    fake.failAll(undefined);
    await smtp.start();
    const mailBack = Date.now();
    // A liveness bound, not a speed check: the backlog is whatever the machine accepted in 6 s (340–1,750 enquiries
    // here, delivered in 2–4 s once mail is back). The test's SMTP server shares this process: a poll that read
    // every message once per enquiry starved it, which is what made this slow before.
    await expect.poll(() => smtp.unnotified(ids).length, { timeout: 120_000, intervals: [250] }).toBe(0);
    const notified = Date.now();
    // Ready again, as a load balancer's probe sees it. Each probe's ping to Sanity is held to this test's 1 s timeout,
    // which a probe on a machine this busy may outlast, so it is asked again, as a balancer asks before it takes an
    // instance out; each answer is a fresh check (readiness keeps one for 2 s), and those before "ready" are printed.
    const answers: string[] = [];
    await expect
      .poll(
        async () => {
          const answer = await (await fetch(`${site.url}/readyz`)).json();
          answers.push(JSON.stringify(answer));
          return answer;
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toEqual({ status: "ready", content: "ok", database: "ok" });
    console.log(
      `outage: ${ids.length} enquiries accepted, all notified ${((notified - mailBack) / 1000).toFixed(1)} s after mail returned; ` +
        `ready on probe ${answers.length}${answers.length > 1 ? ` (before: ${answers.slice(0, -1).join(", ")})` : ""}`,
    );
  } finally {
    await site.stop();
    await smtp.stop();
    await fake.close();
  }
});
