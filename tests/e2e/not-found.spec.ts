/**
 * Unknown addresses: every one gets the not-found page with status 404, but a
 * flood of distinct ones costs one render per kind of not-found page and
 * content revision, not one per address; and a CDN keeps a 404 only briefly.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/lib/free-port";
import { collectErrors } from "../support/browser-checks";
import { startSite, type RunningSite } from "../support/server";

test.describe.configure({ mode: "serial", timeout: 90_000 });

let site: RunningSite;
let metricsUrl: string;

test.beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  site = await startSite({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-not-found-")),
    METRICS_PORT: String(metricsPort),
    // A page lives a minute at the edge here; a 404 must live less.
    EDGE_TTL_SECONDS: "60",
  });
});

test.afterAll(async () => {
  await site?.stop();
});

/** How many documents React has rendered with this status, from the metrics an operator scrapes. */
async function renders(status: number): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split("\n").find((candidate) => candidate.startsWith(`act_page_renders_total{status="${status}"}`));
  return line ? Number(line.split(" ").pop()) : 0;
}

test("forty distinct unknown addresses cost one render per kind of not-found page, each answered 404 with the page, kept briefly at the edge", async () => {
  const run = Date.now().toString(36);
  // One segment (the built pages' route answers it), two (the nested one) and three (the catch-all).
  const kinds = [(n: number) => `/nope-${run}-${n}`, (n: number) => `/nope-${run}/${n}`, (n: number) => `/a/b/nope-${run}-${n}`];
  const bodies = new Map<number, Set<string>>();
  for (let n = 0; n < 40; n++) {
    for (const [kind, address] of kinds.entries()) {
      const response = await fetch(`${site.url}${address(n)}`);
      expect(response.status, address(n)).toBe(404);
      expect(response.headers.get("cache-control"), address(n)).toBe("public, max-age=0, s-maxage=10");
      expect(response.headers.get("surrogate-control"), address(n)).toBe("max-age=10");
      expect(response.headers.get("cdn-cache-control"), address(n)).toBe("max-age=10");
      const html = await response.text();
      expect(html, address(n)).toContain("Page not found</h1>");
      expect(html, address(n)).toContain('<meta name="robots" content="noindex"/>');
      if (!bodies.has(kind)) bodies.set(kind, new Set());
      bodies.get(kind)!.add(html);
    }
  }
  // The same page for every address of a kind, and it echoes none of them.
  for (const kind of bodies.values()) expect(kind.size).toBe(1);
  expect([...bodies.values()].flatMap((kind) => [...kind]).join("")).not.toContain(run);
  expect(await renders(404)).toBeLessThanOrEqual(kinds.length);
  // A known page is untouched by all that.
  const about = await fetch(`${site.url}/about`);
  expect(about.status).toBe(200);
  expect(about.headers.get("surrogate-control")).toBe("max-age=60");
});

test("a kept not-found page runs its scripts under any address, with the header that address gets", async ({ page }) => {
  const errors = collectErrors(page);
  const run = Date.now().toString(36);
  const visit = async (address: string) => {
    const response = await page.goto(`${site.url}${address}`);
    expect(response?.status(), address).toBe(404);
    await expect(page.locator("html[data-ready]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  };
  const company = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Company" });
  // Rendered for the first address of each pair, answered from memory for the second.
  for (const n of [1, 2]) {
    await visit(`/x-${run}/nope-${n}`);
    await expect(company).not.toHaveAttribute("aria-current", "page");
  }
  // Under /about the header marks Company, as it does on /about's own pages.
  for (const n of [1, 2]) {
    await visit(`/about/nope-${run}-${n}`);
    await expect(company).toHaveAttribute("aria-current", "page");
  }
  for (const n of [1, 2]) {
    await visit(`/solutions/dccm/nope-${run}/${n}`);
    await expect(page.locator("header.site-header--dccm")).toBeAttached();
  }
  // Chromium reports each document's own 404 as a failed load; anything else (a hydration mismatch) fails.
  expect(errors.filter((error) => !error.startsWith("Failed to load resource: the server responded with a status of 404"))).toEqual([]);
});
