import { expect, test, type APIResponse } from "@playwright/test";
import { collectErrors } from "../support/browser-checks";
import { insights } from "../support/dataset";

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  // No opener policy (decision 010): it cost every visit from another site a new renderer process.
  expect(headers["cross-origin-opener-policy"], what).toBeUndefined();
  expect(headers["cross-origin-resource-policy"], what).toBe("same-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["x-powered-by"], what).toBeUndefined();
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc, what).toMatch(/^'self'/);
  expect(scriptSrc, what).not.toContain("unsafe-inline");
  expect(scriptSrc, what).not.toContain("unsafe-eval");
  // The site's address is plain http in tests: no HSTS.
  expect(headers["strict-transport-security"], what).toBeUndefined();
  return csp;
}

test("every kind of response carries the security headers", async ({ request }) => {
  const page = await request.get("/");
  const html = await page.text();
  // A script file: only a page with the form loads any, its island (decisions 031, 035).
  const asset = /\/assets\/[\w./-]+\.js/.exec(await (await request.get("/contact")).text())?.[0];
  const image = /\/images\/embedded\/production\/[^"?]+\?w=\d+/.exec(html)?.[0];
  const answers: Array<[string, APIResponse]> = [
    ["page", page],
    ["404 page", await request.get("/no-such-page")],
    ["health check", await request.get("/healthz")],
    ["asset", await request.get(asset!)],
    ["missing asset", await request.get("/assets/missing.js")],
    ["content image", await request.get(image!)],
    ["bad image request", await request.get(`${image!}&w=abc`)],
    ["static file", await request.get("/favicon.svg")],
  ];
  for (const [what, response] of answers) expectSecurityHeaders(response, what);
  expect(answers[1]![1].status()).toBe(404);
  expect(answers[4]![1].status()).toBe(404);
  expect(answers[6]![1].status()).toBe(400);
});

test("a page rendered for one visitor carries this response's nonce on its inline scripts, and every response gets a new one", async ({ request }) => {
  const first = await request.get("/contact");
  expect(first.headers()["cache-control"]).toBe("private, no-store");
  const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(first.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const html = await first.text();
  // Executable scripts only: JSON-LD data blocks never run, so the policy does not apply to them.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const second = await request.get("/contact");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
});

test("pages run under the policy with no violation", async ({ page }) => {
  const errors = collectErrors(page);
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ["/", "/resources", `/insights/${insights[0]!.slug!.current}`, "/privacypolicy"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // Client-side navigation still works (the scripts ran).
  await page.getByRole("link", { name: "Resources", exact: true }).first().click();
  await expect(page).toHaveURL("/resources");
  expect(violations).toEqual([]);
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});

test("an unchanged page answers a revalidation with 304, and a repeat visit still runs its scripts", async ({ request, page }) => {
  const first = await request.get("/resources");
  const etag = first.headers().etag;
  // The page's bytes are the same for everyone: a strong validator.
  expect(etag).toMatch(/^".+"$/);
  expect(first.headers()["cache-control"]).toContain("s-maxage=");
  const again = await request.get("/resources", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
  // A 304 carries no policy: caches keep the one stored with the page (decision 003).
  expect(again.headers()["content-security-policy"]).toBeUndefined();

  await page.goto("/resources");
  await page.reload();
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(page).toHaveURL("/");
});

test("absurd URLs and headers are refused with 414 and 431, and the site keeps answering", async ({ request }) => {
  expect((await request.get(`/${"a".repeat(5000)}`)).status()).toBe(414);
  expect((await request.get(`/resources?q=${"b".repeat(5000)}`)).status()).toBe(414);
  expect((await request.get("/", { headers: { "X-Filler": "c".repeat(20_000) } })).status()).toBe(431);
  expect((await request.get("/healthz")).status()).toBe(200);
});
