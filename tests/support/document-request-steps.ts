/**
 * A document behind the short form: the request is stored as an enquiry naming the document, and answered with a
 * signed link that gives the PDF, without JavaScript; a link past its expiry says so and leads back to the form.
 * Written once, run by tests/e2e/documents-request.spec.ts on the embedded content and by
 * documents-request-sanity.spec.ts on the same content read from Sanity, whose file CDN (the tests' stand-in) the
 * site then streams the file from.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { documentLinkSecret, signedDocumentLink } from "~/documents/signed-link.server";
import { expectNoAxeViolations } from "./axe";
import { type ContentSource, expect, sourceTitle, test } from "./content-sources";
import { downloadFile } from "./dataset";
import { storedEnquiryByEmail } from "./e2e-enquiries";

const SLUG = "rfp-checklist-case-management";
/** The address the sample's document had before (its `formerSlugs`). */
const FORMER_SLUG = "rfp-checklist";
const FORM = `/documents/${SLUG}`;
const TITLE = "Buyer's RFP checklist";

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function submitted(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === FORM && r.request().method() === "POST"),
    page.getByRole("button", { name: "Get the document" }).click(),
  ]);
  return response;
}

/** A document's short form and its links, as tests on `source`. */
export function documentRequestTests(source: ContentSource): void {
  test.describe(sourceTitle(source), () => {
    test.use({ contentSource: source, javaScriptEnabled: false });
    // The first test on Sanity starts the site it reads (tests/support/content-sources.ts).
    test.describe.configure({ timeout: 60_000 });

    test("without JavaScript, the short form stores the request as an enquiry naming the document, and its link gives the PDF", async ({
      page,
      sourceSite,
    }) => {
      await page.goto("/trust-and-security");
      await page.getByRole("link", { name: `Request ${TITLE}`, exact: true }).click();
      await expect(page).toHaveURL(FORM);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
      const email = `buyer.${Date.now()}@example.org`;
      await field(page, "Name").fill("Robin Buyer");
      await field(page, "Email").fill(email);
      await field(page, "Organisation").fill("Example County Court");
      const response = await submitted(page);
      expect(response.status()).toBe(201);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { name: "Your document is ready" })).toBeVisible();

      // Staff see who took what: the enquiry, by the address given, names the document and the organisation.
      const stored = storedEnquiryByEmail(email, sourceSite.dataDir);
      expect(stored).toMatchObject({ firstName: "Robin Buyer", sourcePage: FORM });
      expect(stored?.message).toBe(`Requested the document "${TITLE}" (${FORM}) for Example County Court.`);

      const link = page.getByRole("link", { name: `Download ${TITLE} (PDF,` });
      expect(await link.getAttribute("href")).toMatch(/^\/documents\/rfp-checklist-case-management\/file\?expires=\d+&signature=[\w-]+$/);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("rfp-checklist-case-management.pdf");
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.toString("latin1")).toContain("RFP checklist");
      // In Sanity mode the site read the file from Sanity's file CDN (the browser only ever asked the site).
      if (sourceSite.sanity) {
        expect(sourceSite.sanity.requests.map((request) => request.path)).toContain(`/files/testproject/production/${downloadFile(SLUG)}`);
      }
    });

    test("without JavaScript, a request missing its details comes back with what to fix and the values given, and stores nothing", async ({
      page,
      sourceSite,
    }) => {
      await page.goto(FORM);
      const email = `incomplete.${Date.now()}@example.org`;
      await field(page, "Email").fill(email);
      const response = await submitted(page);
      expect(response.status()).toBe(400);
      await expect(page.locator(".error-summary").getByRole("link")).toHaveText(["Name is required.", "Organisation is required."]);
      await expect(field(page, "Email")).toHaveValue(email);
      await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
      expect(storedEnquiryByEmail(email, sourceSite.dataDir)).toBeUndefined();
    });

    test.describe("with JavaScript, for axe", () => {
      test.use({ javaScriptEnabled: true });

      test("the short form, with what to fix and then with its link, meets WCAG 2.2 AA", async ({ page }) => {
        await page.goto(FORM);
        await expectNoAxeViolations(page, "a document's short form");
        expect(await submitted(page).then((response) => response.status())).toBe(400);
        await expectNoAxeViolations(page, "a document's short form with what to fix");
        await field(page, "Name").fill("Robin Buyer");
        await field(page, "Email").fill(`axe.${Date.now()}@example.org`);
        await field(page, "Organisation").fill("Example County Court");
        expect(await submitted(page).then((response) => response.status())).toBe(201);
        await expectNoAxeViolations(page, "a document's page with its link");
      });
    });

    test("a link past its expiry answers 410 with the way to ask again; a tampered one is refused", async ({ page, request, sourceSite }) => {
      const secret = documentLinkSecret(undefined, sourceSite.dataDir);
      const slug = SLUG;
      const old = signedDocumentLink(secret, slug, Date.now() - 60_000);
      const response = await page.goto(old);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
      await page.getByRole("link", { name: `Ask for ${TITLE} again` }).click();
      await expect(page).toHaveURL(FORM);
      await expect(page.getByRole("button", { name: "Get the document" })).toBeVisible();

      const good = signedDocumentLink(secret, slug, Date.now() + 3_600_000);
      expect((await request.get(good)).status()).toBe(200);
      for (const tampered of [
        good.replace(/signature=(.)/, (_all, first: string) => `signature=${first === "A" ? "B" : "A"}`),
        good.replace(/expires=\d+/, (expires) => `${expires}0`),
        good.replace(slug, "dccm-datasheet"),
        `/documents/${slug}/file`,
      ]) {
        const refused = await request.get(tampered);
        expect(refused.status(), tampered).toBe(404);
        expect(await refused.text()).toContain("This link does not give a document");
      }
    });

    test("after an editor changes the document's address, its former one leads to the form, and a link signed for it still gives the PDF", async ({
      page,
      request,
      sourceSite,
    }) => {
      // The sample's document was renamed once (the Studio's Publish recorded its former address).
      expect((await request.get(`/documents/${FORMER_SLUG}`, { maxRedirects: 0 })).status()).toBe(301);
      await page.goto(`/documents/${FORMER_SLUG}`);
      await expect(page).toHaveURL(FORM);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);

      const secret = documentLinkSecret(undefined, sourceSite.dataDir);
      const sentBefore = await request.get(signedDocumentLink(secret, FORMER_SLUG, Date.now() + 3_600_000));
      expect(sentBefore.status()).toBe(200);
      expect(sentBefore.headers()["content-disposition"]).toBe(`attachment; filename="${SLUG}.pdf"`);
      expect((await sentBefore.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // Past its expiry, it leads to the form at the new address.
      await page.goto(signedDocumentLink(secret, FORMER_SLUG, Date.now() - 60_000));
      await page.getByRole("link", { name: `Ask for ${TITLE} again` }).click();
      await expect(page).toHaveURL(FORM);
    });

    if (source === "sanity") {
      test("while Sanity's file CDN cannot be reached, a good link says to try again in a minute, and gives the file once it is back", async ({
        request,
        sourceSite,
      }) => {
        const link = signedDocumentLink(documentLinkSecret(undefined, sourceSite.dataDir), SLUG, Date.now() + 3_600_000);
        sourceSite.sanity!.cdnDown(true);
        try {
          const refused = await request.get(link);
          expect(refused.status()).toBe(503);
          expect(refused.headers()["retry-after"]).toBe("60");
          expect(await refused.text()).toBe("The document cannot be given right now. Please try again in a minute.");
        } finally {
          sourceSite.sanity!.cdnDown(false);
        }
        const given = await request.get(link);
        expect(given.status()).toBe(200);
        expect((await given.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      });
    }

    test("a free document, or none, has no short form", async ({ request }) => {
      expect((await request.get("/documents/dccm-datasheet")).status()).toBe(404);
      expect((await request.get("/documents/no-such-document")).status()).toBe(404);
    });
  });
}
