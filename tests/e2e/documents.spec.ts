import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

const TRUST = "/trust-and-security";

test("a buyer reaches the documents from the home page in two clicks, and a free one downloads as the PDF", async ({ page }) => {
  await page.goto("/");
  // First click: the footer's Trust & Security, on every page.
  await page.getByRole("contentinfo").getByRole("link", { name: "Trust & Security", exact: true }).click();
  await expect(page).toHaveURL(TRUST);
  const list = page.getByRole("region", { name: "Documents for your evaluation" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(["DCCM datasheet", "Paracelsus LIS datasheet", "Buyer's RFP checklist"]);
  await expect(list.getByText(/^PDF, \d+ KB$/)).toHaveCount(3);
  await expect(list.getByRole("link", { name: "Request Buyer's RFP checklist", exact: true })).toHaveAttribute(
    "href",
    "/documents/rfp-checklist-case-management",
  );

  // Second click: the file itself.
  const [download] = await Promise.all([page.waitForEvent("download"), list.getByRole("link", { name: "Download DCCM datasheet", exact: true }).click()]);
  expect(download.suggestedFilename()).toBe("dccm-datasheet.pdf");
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.toString("latin1")).toContain("DCCM datasheet");
});

test("a free document's file is a PDF kept for good by caches; a document for the short form has no file URL of its own", async ({ page, request }) => {
  await page.goto(TRUST);
  const href = await page.getByRole("link", { name: "Download Paracelsus LIS datasheet", exact: true }).getAttribute("href");
  expect(href).toMatch(/^\/files\/embedded\/production\/[a-f0-9]{40}\.pdf\?dl=paracelsus-lis-datasheet\.pdf$/);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe('attachment; filename="paracelsus-lis-datasheet.pdf"');
  expect(response.headers()["cache-control"]).toContain("immutable");
  // The RFP checklist's file, by the name it has in the dataset: given only through its signed link.
  const gated = await request.get("/files/embedded/production/e51b00d20608fde2a122c9de9cc1669cccf14e20.pdf");
  expect(gated.status()).toBe(404);
});
