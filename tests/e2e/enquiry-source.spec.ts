/**
 * The demo request knows where it came from (decision 032): Request a Demo on
 * a product's page opens Contact with that product ticked and its section
 * shown, with JavaScript and without; the staff e-mail names the page the
 * enquiry came from, and the campaign of the link the visitor landed by. On
 * the embedded content and on the same content read from the tests' Sanity
 * stand-in, each site with a real SMTP server on loopback.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { startFakeSanity, type FakeSanity } from "../support/fake-sanity-server";
import { startSite, type RunningSite } from "../support/server";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { visit } from "../support/visit";

const LIS_PAGE = "/solutions/paracelsus/lis-solutions/transactional-billing";

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function fillRequired(page: Page, email: string, phone: "masked" | "typed") {
  await field(page, "First name").fill("Dana");
  await field(page, "Last name").fill("Reyes");
  await field(page, "Email").fill(email);
  // Without JavaScript there is no mask: the visitor types the format the hint shows.
  if (phone === "masked") await field(page, "Phone").pressSequentially("8505550100");
  else await field(page, "Phone").fill("(850) 555-0100");
  await field(page, "City").fill("Pensacola");
  await field(page, "State").selectOption("FL");
}

/** The staff e-mail for the enquiry from `email` (quoted-printable undone, lines ending in \n), once it has arrived. */
async function staffMail(smtp: TestSmtp, email: string): Promise<string> {
  const decoded = () =>
    smtp.messages
      .map((message) =>
        message.raw
          .replace(/=\r?\n/g, "")
          .replaceAll("\r\n", "\n")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      )
      .find((text) => text.includes(`Email: ${email}`));
  await expect.poll(() => decoded() !== undefined, { timeout: 15_000 }).toBe(true);
  return decoded()!;
}

/** The first Request a Demo button in the page's main content. */
const demoButton = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("link", { name: /^Request a Demo/ })
    .first();

for (const source of ["embedded", "sanity"] as const) {
  test.describe(`with the ${source === "embedded" ? "embedded content" : "content read from Sanity"}`, () => {
    // Each starts a site of its own and sends an enquiry through a real mail server: more than the default budget on a busy machine.
    test.describe.configure({ timeout: 90_000 });
    let smtp: TestSmtp;
    let fake: FakeSanity | undefined;
    let site: RunningSite;

    test.beforeAll(async () => {
      smtp = await startSmtp();
      fake =
        source === "sanity" ? await startFakeSanity({ documents: toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8"))) }) : undefined;
      site = await startSite({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-source-")),
        SMTP_URL: smtp.url,
        ENQUIRY_MIN_FILL_SECONDS: "0",
        ENQUIRY_RATE_LIMIT_PER_IP: "1000",
        ENQUIRY_RATE_LIMIT_GLOBAL: "1000",
        ...(fake ? { SANITY_PROJECT_ID: "testproject", SANITY_API_HOST: fake.url, SANITY_USE_CDN: "false" } : {}),
      });
    });

    test.afterAll(async () => {
      await site?.stop();
      await fake?.close();
      await smtp?.stop();
    });

    /** Fills the required fields and `more`, sends, sees the thanks, and returns the staff e-mail the enquiry caused. */
    async function send(page: Page, phone: "masked" | "typed", more?: () => Promise<void>): Promise<string> {
      const email = `dana.${test.info().testId}.${Date.now()}@example.org`;
      await fillRequired(page, email, phone);
      await more?.();
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("alert")).toHaveText("Your message has been submitted successfully.");
      return staffMail(smtp, email);
    }

    test("Request a Demo on DCCM's page opens Contact with DCCM ticked and its section shown; the staff e-mail names the page", async ({ page }) => {
      await visit(page, `${site.url}/solutions/dccm`);
      await demoButton(page).click();
      await expect(page).toHaveURL(`${site.url}/contact?product=dccm`, { timeout: 15_000 });
      await expect(page.getByRole("checkbox", { name: "DCCM", exact: true })).toBeChecked();
      await expect(field(page, "Court name")).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Paracelsus", exact: true })).not.toBeChecked();

      const mail = await send(page, "masked", async () => {
        await field(page, "Court name").fill("Escambia County Drug Court");
      });
      expect(mail).toContain("Court name: Escambia County Drug Court");
      expect(mail).toContain("Source page: /solutions/dccm\n");
      expect(mail).toContain("Campaign source (utm_source): (none)");
    });

    test("a page editors built with the form names the page before it and that page's campaign", async ({ page }) => {
      // As a browser asks for the page when the visitor follows a link to it from a campaign link's page.
      await page.goto(`${site.url}/request-a-demo`, { referer: `${site.url}/solutions/dccm?utm_source=x&utm_medium=y&utm_campaign=z` });
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      const mail = await send(page, "masked");
      expect(mail).toContain("Source page: /solutions/dccm\n");
      expect(mail).toContain("Campaign source (utm_source): x\n");
      expect(mail).toContain("Campaign name (utm_campaign): z\n");
    });

    test("a campaign link's utm_source, utm_medium and utm_campaign reach the staff e-mail after the visitor moves on to Contact", async ({ page }) => {
      await visit(page, `${site.url}/?utm_source=x&utm_medium=y&utm_campaign=z`);
      // On to Contact by the site's own links, as a visitor goes.
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/contact`, { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      const mail = await send(page, "masked");
      expect(mail).toContain("Campaign source (utm_source): x\n");
      expect(mail).toContain("Campaign medium (utm_medium): y\n");
      expect(mail).toContain("Campaign name (utm_campaign): z\n");
      expect(mail).toContain("Source page: /\n");
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("Request a Demo on an LIS solution's page opens Contact with Paracelsus ticked and its section shown; the staff e-mail names the page", async ({
        page,
      }) => {
        await page.goto(`${site.url}${LIS_PAGE}`);
        await demoButton(page).click();
        await expect(page).toHaveURL(`${site.url}/contact?product=paracelsus`, { timeout: 15_000 });
        await expect(page.getByRole("checkbox", { name: "Paracelsus", exact: true })).toBeChecked();
        // Revealed by CSS alone.
        await expect(field(page, "Lab contact first name")).toBeVisible();
        await expect(field(page, "Court name")).toBeHidden();

        const mail = await send(page, "typed", async () => {
          await field(page, "Lab contact first name").fill("Lee");
        });
        expect(mail).toContain("Lab contact first name: Lee");
        expect(mail).toContain(`Source page: ${LIS_PAGE}\n`);
      });

      test("a campaign link straight to Contact carries its utm values to the staff e-mail, and the referring site too", async ({ page }) => {
        await page.goto(`${site.url}/contact?utm_source=x&utm_medium=y&utm_campaign=z`, { referer: "https://news.example/article/42" });
        const mail = await send(page, "typed");
        expect(mail).toContain("Source page: /contact\n");
        expect(mail).toContain("Referring site: https://news.example\n");
        expect(mail).toContain("Campaign source (utm_source): x\n");
        expect(mail).toContain("Campaign medium (utm_medium): y\n");
        expect(mail).toContain("Campaign name (utm_campaign): z\n");
      });
    });

    test("a product named in a kept page's address changes nothing, and Contact with one is never kept", async () => {
      const dccm = await fetch(`${site.url}/solutions/dccm?product=paracelsus`);
      expect(dccm.headers.get("cache-control")).toMatch(/^public/);
      const html = await dccm.text();
      expect(html).toContain('href="/contact?product=dccm"');
      expect(html).not.toContain("product=paracelsus");
      const contact = await fetch(`${site.url}/contact?product=dccm&utm_source=x`);
      expect(contact.headers.get("cache-control")).toBe("private, no-store");
      // A hostile product or campaign value is no error: the product is ignored, the value kept as text.
      const hostile = await fetch(`${site.url}/contact?product=%3Cscript%3E&utm_source=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
      expect(hostile.status).toBe(200);
      expect(await hostile.text()).not.toContain("<script>alert(1)");
    });
  });
}
