/**
 * With a support-desk widget configured, its script is fetched only when a
 * visitor first asks for help, is allowed by the page's policy, and opens.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { visit } from "../support/visit";
import { startSite, type RunningSite } from "../support/server";

let provider: Server;
let providerUrl: string;
let site: RunningSite;
const scriptRequests: string[] = [];

test.beforeAll(async () => {
  provider = createServer((req, res) => {
    scriptRequests.push(req.url ?? "");
    res.writeHead(200, { "Content-Type": "text/javascript", "Cross-Origin-Resource-Policy": "cross-origin" });
    res.end(`window.HelpWidget = { open(options) { document.body.dataset.helpWidget = "open:" + options.id; } };`);
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  site = await startSite({ HELP_WIDGET_SCRIPT_URL: `${providerUrl}/widget.js`, HELP_WIDGET_ID: "act-demo-42" });
});
test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => provider?.close(resolve));
});

test("the widget's script loads on the first use of Need Help, not before, and opens", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await visit(page, `${site.url}/about`);
  // A page the same for every visitor allows its inline scripts by hash (decision 011).
  expect(response?.headers()["content-security-policy"]).toContain(`script-src 'self' 'sha256-`);
  expect(response?.headers()["content-security-policy"]).toContain(providerUrl);
  await page.waitForLoadState("networkidle");
  expect(scriptRequests).toEqual([]);

  await page.getByRole("button", { name: "Need Help" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-help-widget", "open:act-demo-42");
  expect(scriptRequests).toEqual(["/widget.js"]);
  // A second use opens it again without fetching the script twice.
  await page.getByRole("button", { name: "Need Help" }).click();
  expect(scriptRequests).toHaveLength(1);
  expect(violations).toEqual([]);
});

test("without a widget, the policy names no third-party script host", async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/about`);
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+(;|$)/);
});
