import { expect, test, type Page } from "@playwright/test";
import { visit } from "../support/visit";
import { expectNoAxeViolations } from "../support/axe";
import { storedStatusesByEmail } from "../support/e2e-enquiries";

const SUBMITTED = "Your message has been submitted successfully.";
const FAILED = "There was an error submitting your message. Please try again later.";

const PRODUCTS = [
  { label: "DCCM", field: "Court name" },
  { label: "Paracelsus", field: "Lab contact first name" },
  { label: "EMR integration", field: "EMR vendor name" },
  { label: "LCMS", field: "Analyzer type" },
  { label: "Other", field: "Tell us what you are looking for" },
];

/** A field by the start of its label ("First name", not "Lab contact first name"; the "(required)" marker aside). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function fillRequired(page: Page) {
  await field(page, "First name").fill("Dana");
  await field(page, "Last name").fill("Reyes");
  await field(page, "Email").fill("dana.reyes@example.org");
  await field(page, "Phone").pressSequentially("8505550100");
  await field(page, "City").fill("Pensacola");
  await field(page, "State").selectOption("FL");
}

test.beforeEach(async ({ page }) => {
  await visit(page, "/contact");
  await expect(page.getByRole("heading", { level: 1, name: "How Can We Help?" })).toBeVisible();
});

test("the contact blocks show the support phone, help-desk e-mail and both Gulf Breeze addresses", async ({ page }) => {
  const blocks = page.getByRole("region", { name: "Other ways to reach us" });
  await expect(blocks.getByRole("link", { name: "(850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
  await expect(blocks.getByRole("link", { name: "helpdesk@example.com" })).toHaveAttribute("href", "mailto:helpdesk@example.com");
  await expect(blocks.getByText("Gulf Breeze, Florida")).toHaveCount(2);
});

test("an empty submit shows every required message, tied to its field, and focuses the first", async ({ page }) => {
  let sent = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) sent = true;
  });
  await expect(page.getByText("First name is required.")).toHaveCount(0);
  await page.getByRole("button", { name: "Send message" }).click();

  const expected: Array<[string, string]> = [
    ["First name", "First name is required."],
    ["Last name", "Last name is required."],
    ["Email", "Valid email is required."],
    ["Phone", "Phone number must be fully entered"],
    ["City", "City is required."],
    ["State", "State is required."],
  ];
  for (const [label, message] of expected) {
    const input = field(page, label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
  }
  await expect(field(page, "First name")).toBeFocused();
  // The GOV.UK error summary lists them all, each a link to its field.
  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(summary.getByRole("link")).toHaveCount(6);
  await summary.getByRole("link", { name: "City is required." }).click();
  await expect(field(page, "City")).toBeFocused();
  expect(sent).toBe(false);

  // Messages follow corrections once shown.
  await field(page, "City").fill("Pensacola");
  await expect(page.getByText("City is required.")).toHaveCount(0);
  await expect(summary.getByRole("link")).toHaveCount(5);
});

test("a submit that arrives before anything in the form had focus (Safari does not focus a clicked button) still shows the messages", async ({ page }) => {
  // The checker loads when the visitor first moves into the form; here nothing in it is ever focused.
  await page.locator("form.enquiry-form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(field(page, "First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".error-summary").getByRole("link")).toHaveCount(6);
  await expect(field(page, "First name")).toBeFocused();
});

test("a malformed e-mail and an incomplete phone are refused", async ({ page }) => {
  await fillRequired(page);
  for (const email of ["dana@example", "dana @example.org", "dana.example.org"]) {
    await field(page, "Email").fill(email);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Valid email is required.").first()).toBeVisible();
    await expect(field(page, "Email")).toBeFocused();
  }
  await field(page, "Email").fill("dana@example.org");
  await field(page, "Phone").fill("");
  await field(page, "Phone").pressSequentially("850555");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(field(page, "Phone")).toBeFocused();
  await expect(field(page, "Phone")).toHaveAccessibleDescription(/Phone number must be fully entered/);
});

test("the phone mask formats typed and pasted numbers, and Backspace removes digits", async ({ page }) => {
  const phone = field(page, "Phone");
  await phone.pressSequentially("8505550100999");
  await expect(phone).toHaveValue("(850) 555-0100");
  await phone.press("Backspace");
  await phone.press("Backspace");
  await phone.press("Backspace");
  await phone.press("Backspace");
  await phone.press("Backspace");
  await expect(phone).toHaveValue("(850) 55");

  await phone.fill("");
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>("#field-phone")!;
    input.focus();
    const data = new DataTransfer();
    data.setData("text/plain", "+1 850.555.0199");
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  // Chromium does not apply a synthetic paste: insert the text the way a paste does.
  await phone.evaluate((input: HTMLInputElement) => {
    if (input.value === "") document.execCommand("insertText", false, "+1 850.555.0199");
  });
  await expect(phone).toHaveValue("(850) 555-0199");
});

test("ticking a product reveals its section and unticking hides it", async ({ page }) => {
  for (const product of PRODUCTS) {
    const box = page.getByRole("checkbox", { name: product.label, exact: true });
    await expect(page.getByLabel(product.field)).toBeHidden();
    await box.check();
    await expect(page.getByLabel(product.field)).toBeVisible();
    await box.uncheck();
    await expect(page.getByLabel(product.field)).toBeHidden();
  }
});

test("participants takes whole numbers only", async ({ page }) => {
  await fillRequired(page);
  await page.getByRole("checkbox", { name: "DCCM", exact: true }).check();
  const participants = page.getByLabel("Number of participants");
  await expect(participants).toHaveAttribute("step", "1");
  await participants.fill("12.5");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(participants).toHaveAttribute("aria-invalid", "true");
  await expect(participants).toBeFocused();
});

test("a valid enquiry is sent as the section-3 object, acknowledged, and the form resets", async ({ page }) => {
  await fillRequired(page);
  await page.getByRole("checkbox", { name: "DCCM", exact: true }).check();
  await page.getByLabel("Court name").fill("Sample County Treatment Court");
  await page.getByLabel("Number of participants").fill("45");
  // A section filled in and then unticked is not sent.
  await page.getByRole("checkbox", { name: "LCMS", exact: true }).check();
  await page.getByLabel("Analyzer type").fill("Left behind");
  await page.getByRole("checkbox", { name: "LCMS", exact: true }).uncheck();
  await field(page, "Message").fill("We would like a demo for our adult drug court.");

  const requestPromise = page.waitForRequest((request) => request.url().endsWith("/api/contact") && request.method() === "POST");
  const responsePromise = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send message" }).click();
  const request = await requestPromise;
  expect(request.headers()["content-type"]).toContain("application/json");
  expect(request.postDataJSON()).toEqual({
    firstName: "Dana",
    lastName: "Reyes",
    email: "dana.reyes@example.org",
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
    products: { dccm: true, paracelsus: false, emr: false, lcms: false, other: false },
    message: "We would like a demo for our adult drug court.",
    dccm: { courtName: "Sample County Treatment Court", participants: 45, programType: "", additionalDetails: "" },
    paracelsus: { labName: "", contactFirstName: "", contactLastName: "", equipment: "", additionalDetails: "" },
    emr: { labName: "", vendorName: "", manufacturer: "", additionalDetails: "" },
    lcms: { labName: "", analyzerType: "", manufacturer: "", additionalDetails: "" },
    otherDetails: "",
    // Where it came from (decision 032): opened directly, the form's own page, no other site, no campaign.
    source: { page: "/contact", referrer: "", utmSource: "", utmMedium: "", utmCampaign: "", utmTerm: "", utmContent: "" },
  });
  expect((await responsePromise).status()).toBe(201);

  await expect(page.getByRole("alert")).toHaveText(SUBMITTED);
  for (const label of ["First name", "Last name", "Email", "Phone", "City", "Message"]) {
    await expect(field(page, label)).toHaveValue("");
  }
  await expect(field(page, "State")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "DCCM", exact: true })).not.toBeChecked();
  // Validation display is off again: nothing is marked invalid on the empty form.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.locator(".error-summary")).toHaveCount(0);
});

test("a second enquiry from the same page goes with a fresh form token, and reaches staff like the first", async ({ page }) => {
  // Each token serves one enquiry: the page fetches the next one when an enquiry is sent.
  const send = async (email: string) => {
    await fillRequired(page);
    await field(page, "Email").fill(email);
    // As long as a person takes, so neither is kept aside as sent too fast.
    await page.waitForTimeout(3_100);
    const requestPromise = page.waitForRequest((request) => request.url().endsWith("/api/contact") && request.method() === "POST");
    const responsePromise = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await responsePromise).status()).toBe(201);
    await expect(page.getByRole("alert")).toHaveText(SUBMITTED);
    return (await requestPromise).headers()["x-form-token"];
  };
  // The page reads only the answer's status: the enquiries are found by the addresses they give, new on each run.
  const emails = [`dana.first.${Date.now()}@example.org`, `dana.second.${Date.now()}@example.org`];
  const first = await send(emails[0]!);
  const second = await send(emails[1]!);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  expect(storedStatusesByEmail(emails)).toEqual(["new", "new"]);
});

for (const failure of ["a 500 answer", "a network failure"] as const) {
  test(`on ${failure} the visitor is told and the form keeps its content`, async ({ page }) => {
    await page.route("**/api/contact", (route) => (failure === "a 500 answer" ? route.fulfill({ status: 500, body: "{}" }) : route.abort("connectionreset")));
    await fillRequired(page);
    await field(page, "Message").fill("Please keep this text.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toHaveText(FAILED);
    await expect(field(page, "First name")).toHaveValue("Dana");
    await expect(field(page, "Phone")).toHaveValue("(850) 555-0100");
    await expect(field(page, "Message")).toHaveValue("Please keep this text.");
  });
}

for (const width of [390, 1280]) {
  test(`the form showing its errors has no WCAG 2.2 A/AA violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("checkbox", { name: "DCCM", exact: true }).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator(".error-summary")).toBeVisible();
    await expectNoAxeViolations(page, `/contact with errors at ${width} px`);
    // Each error is a 24 px target by its own size (WCAG 2.5.8), not only by the space between them.
    const boxes = await page.locator(".error-summary a").evaluateAll((links) => links.map((link) => link.getBoundingClientRect()));
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("what a visitor types and ticks before the form's script has run stays when it runs", async ({ page }) => {
  // The island's script held back until the visitor has started: a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/form/enquiry-form-*.js", async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the page's load, which waits for that script.
  await page.goto("/contact", { waitUntil: "commit" });
  await field(page, "First name").fill("Dana");
  await field(page, "State").selectOption("FL");
  await page.getByRole("checkbox", { name: "DCCM", exact: true }).check();
  release();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  // A change after the script has run draws the form again from what it holds.
  await field(page, "Last name").fill("Reyes");
  await expect(field(page, "First name")).toHaveValue("Dana");
  await expect(field(page, "State")).toHaveValue("FL");
  await expect(page.getByRole("checkbox", { name: "DCCM", exact: true })).toBeChecked();
  // An empty submit names what is missing, not what the visitor already gave.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("link", { name: "Valid email is required." })).toBeVisible();
  await expect(page.getByRole("link", { name: "First name is required." })).toHaveCount(0);
});
