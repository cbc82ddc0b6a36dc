/**
 * The review's flood, bounded and on loopback: behind a proxy (TRUST_PROXY=1),
 * one client sends 65 enquiries with one form token from 65 addresses of one
 * IPv6 /64, then from 65 other networks. A genuine visitor from elsewhere can
 * still send the form, through the API and without JavaScript, and staff are
 * notified of the visitor's enquiries and the flood's first one only.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSmtp } from "../support/smtp";
import { startSite } from "../support/server";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";

test.setTimeout(90_000);

const FLOOD = 65;

test("a flood with one token from one /64, then from many networks, leaves the form open to a visitor from another network", async ({ browser }) => {
  const smtp = await startSmtp();
  // The default limits (10 an hour per client, 60 a minute for the site); a short fill time keeps the test quick.
  const site = await startSite({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-flood-")),
    SMTP_URL: smtp.url,
    TRUST_PROXY: "1",
    ENQUIRY_MIN_FILL_SECONDS: "1",
    LOG_LEVEL: "warn",
  });
  const from = (address: string) => ({ "X-Forwarded-For": address });
  const tokenFor = async (address: string) => {
    const html = await (await fetch(`${site.url}/contact`, { headers: from(address) })).text();
    return /name="formToken" value="([^"]+)"/.exec(html)![1]!;
  };
  const postFrom = (address: string, n: number, token: string) =>
    fetch(`${site.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Form-Token": token, ...from(address) },
      body: JSON.stringify(sampleEnquiry(n)),
    });
  const tally = (statuses: number[]) => {
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };
  try {
    const token = await tokenFor("2001:db8:1:1::1");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const oneNetwork: number[] = [];
    for (let i = 1; i <= FLOOD; i++) oneNetwork.push((await postFrom(`2001:db8:1:1::${i.toString(16)}`, i, token)).status);
    const manyNetworks: number[] = [];
    for (let i = 1; i <= FLOOD; i++) manyNetworks.push((await postFrom(`2001:db8:2:${i.toString(16)}::1`, 100 + i, token)).status);
    // A genuine visitor from another network, with JavaScript's API...
    const visitorToken = await tokenFor("198.51.100.7");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const api = await postFrom("198.51.100.7", 900, visitorToken);
    const apiId = api.status === 201 ? ((await api.json()) as { id: string }).id : undefined;

    // ...and another without JavaScript, on the contact page itself.
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: from("203.0.113.50") });
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    await page.getByLabel(/^First name/).fill("Dana");
    await page.getByLabel(/^Last name/).fill("Reyes");
    await page.getByLabel(/^Email/).fill("dana.flood@example.org");
    await page.getByLabel(/^Phone/).fill("(850) 555-0100");
    await page.getByLabel(/^City/).fill("Pensacola");
    await page.getByLabel(/^State/).selectOption("FL");
    await page.waitForTimeout(1_100);
    const [form] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/contact") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    const notice = await page.getByRole("alert").textContent();
    await context.close();
    console.log(
      `flood: one /64 ${JSON.stringify(tally(oneNetwork))}, ${FLOOD} networks ${JSON.stringify(tally(manyNetworks))}; ` +
        `a visitor from another network: API ${api.status}, form without JavaScript ${form.status()}`,
    );
    expect({ api: api.status, form: form.status(), notice }).toEqual({ api: 201, form: 201, notice: "Your message has been submitted successfully." });
    // One /64 is one client: 10 an hour. From other networks the used token is answered like a success and kept aside.
    expect(tally(oneNetwork)).toEqual({ 201: 10, 429: FLOOD - 10 });
    expect(tally(manyNetworks)).toEqual({ 201: FLOOD });

    // Staff hear of the flood's first enquiry and the two visitors', not of the 74 kept aside.
    await expect.poll(() => smtp.references().length, { timeout: 20_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.references()).toHaveLength(3);
    expect(smtp.references()).toContain(apiId);
    expect(smtp.messages.map((m) => m.raw).join("\n")).toContain("dana.flood@example.org");
  } finally {
    await site.stop();
    await smtp.stop();
  }
});
