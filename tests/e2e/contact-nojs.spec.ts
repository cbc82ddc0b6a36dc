import { expect, test, type Page } from "@playwright/test";
import { storedStatusesByEmail } from "../support/e2e-enquiries";

test.use({ javaScriptEnabled: false });

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Presses Send message; the answer to the form's POST, which goes to the page the form is on (`path`). */
async function submitted(page: Page, path: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === "POST"),
    page.getByRole("button", { name: "Send message" }).click(),
  ]);
  return response;
}

test("without JavaScript, a bad enquiry comes back with the messages and the visitor's values", async ({ page }) => {
  await page.goto("/contact");
  await field(page, "First name").fill("Dana");
  await field(page, "Email").fill("not-an-address");
  await field(page, "Message").fill("Kept after the round trip.");
  await page.getByRole("checkbox", { name: "Paracelsus", exact: true }).check();
  // Revealed by CSS alone.
  await expect(page.locator("#field-paracelsus-labName")).toBeVisible();
  await page.locator("#field-paracelsus-labName").fill("Sample Toxicology Lab");
  const response = await submitted(page, "/contact");
  expect(response.status()).toBe(400);

  await expect(field(page, "First name")).toHaveValue("Dana");
  await expect(field(page, "Message")).toHaveValue("Kept after the round trip.");
  await expect(page.locator("#field-paracelsus-labName")).toHaveValue("Sample Toxicology Lab");
  await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
  for (const message of [
    "Last name is required.",
    "Valid email is required.",
    "Phone number must be fully entered",
    "City is required.",
    "State is required.",
  ]) {
    await expect(page.locator(".form-error", { hasText: message })).toBeVisible();
  }
  await expect(page.locator(".error-summary").getByRole("link")).toHaveCount(5);
});

test("without JavaScript, a valid enquiry is stored and acknowledged", async ({ page }) => {
  await page.goto("/contact");
  await field(page, "First name").fill("Dana");
  await field(page, "Last name").fill("Reyes");
  await field(page, "Email").fill("dana@example.org");
  // No mask without JavaScript: the visitor types the format the hint shows.
  await field(page, "Phone").fill("(850) 555-0100");
  await field(page, "City").fill("Pensacola");
  await field(page, "State").selectOption("FL");
  const response = await submitted(page, "/contact");
  expect(response.status()).toBe(201);
  await expect(page.getByRole("alert")).toHaveText("Your message has been submitted successfully.");
  await expect(field(page, "First name")).toHaveValue("");
});

test("without JavaScript, the page after a sent enquiry carries a fresh form token, so a second one reaches staff too", async ({ page }) => {
  await page.goto("/contact");
  const tokenField = page.locator('input[name="formToken"]');
  const send = async (email: string) => {
    await field(page, "First name").fill("Dana");
    await field(page, "Last name").fill("Reyes");
    await field(page, "Email").fill(email);
    await field(page, "Phone").fill("(850) 555-0100");
    await field(page, "City").fill("Pensacola");
    await field(page, "State").selectOption("FL");
    // As long as a person takes, so neither is kept aside as sent too fast.
    await page.waitForTimeout(3_100);
    const token = await tokenField.inputValue();
    const response = await submitted(page, "/contact");
    expect(response.status()).toBe(201);
    await expect(page.getByRole("alert")).toHaveText("Your message has been submitted successfully.");
    return token;
  };
  // The form page answers no id: the enquiries are found by the addresses they give, new on each run.
  const emails = [`dana.first.${Date.now()}@example.org`, `dana.second.${Date.now()}@example.org`];
  const first = await send(emails[0]!);
  const second = await send(emails[1]!);
  expect(second).not.toBe(first);
  expect(storedStatusesByEmail(emails)).toEqual(["new", "new"]);
});

// Request a Demo is a page editors built with the form section: without JavaScript its form answers on that page.
test("without JavaScript, Request a Demo's form answers on its own page: a bad enquiry with its messages and values, then a good one stored", async ({
  page,
}) => {
  await page.goto("/request-a-demo");
  await field(page, "First name").fill("Dana");
  await field(page, "Email").fill("not-an-address");
  await field(page, "Message").fill("Kept after the round trip.");
  const refused = await submitted(page, "/request-a-demo");
  expect(new URL(refused.url()).pathname).toBe("/request-a-demo");
  expect(refused.status()).toBe(400);
  expect(new URL(page.url()).pathname).toBe("/request-a-demo");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("demo", { ignoreCase: true });
  await expect(field(page, "First name")).toHaveValue("Dana");
  await expect(field(page, "Message")).toHaveValue("Kept after the round trip.");
  await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".form-error", { hasText: "Valid email is required." })).toBeVisible();

  const email = `demo.nojs.${Date.now()}@example.org`;
  await field(page, "Last name").fill("Reyes");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("(850) 555-0100");
  await field(page, "City").fill("Pensacola");
  await field(page, "State").selectOption("FL");
  const accepted = await submitted(page, "/request-a-demo");
  expect(new URL(accepted.url()).pathname).toBe("/request-a-demo");
  expect(accepted.status()).toBe(201);
  await expect(page.getByRole("alert")).toHaveText("Your message has been submitted successfully.");
  await expect(field(page, "First name")).toHaveValue("");
  expect(new URL(page.url()).pathname).toBe("/request-a-demo");
  expect(storedStatusesByEmail([email])).toHaveLength(1);
});

test("a POST to a page without the form, or to no page, is refused before any route runs", async ({ request }) => {
  for (const path of ["/trust-and-security", `/no-such-page-${Date.now()}`, "/about"]) {
    const response = await request.post(path, { form: { firstName: "Dana" } });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow, path).toBe("GET, HEAD");
  }
});
