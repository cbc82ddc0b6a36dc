/** SIGTERM: stop accepting, finish what is in flight, exit cleanly. */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { startFakeSanity } from "../support/fake-sanity-server";
import { startSite } from "../support/server";

test("a request in flight at SIGTERM is answered, new connections are refused, and the process exits 0", async () => {
  const fake = await startFakeSanity({ documents: toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8"))) });
  // The CMS answers slowly, so the page request is still in flight when the signal arrives.
  fake.delay(1500);
  const site = await startSite({ SANITY_PROJECT_ID: "testproject", SANITY_API_HOST: fake.url, SANITY_TIMEOUT_MS: "5000" });
  try {
    // "close": the process has exited and everything it wrote has been read (its last log lines are written on exit).
    const exited = new Promise<number | null>((resolve) => site.process.once("close", (code) => resolve(code)));
    const inFlight = fetch(`${site.url}/privacypolicy`);
    // The page's own query (the launch check's read of the dataset at start-up is another).
    await expect.poll(() => fake.requests.some((request) => request.query?.includes("privacyPolicy"))).toBe(true);
    site.process.kill("SIGTERM");

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Privacy Policy");
    await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
    expect(await exited).toBe(0);
    expect(site.output()).toContain("shutting down");
    // The answered connection, kept alive, was closed once idle: the exit did not wait out the grace period.
    expect(site.output()).not.toContain("grace period over");
  } finally {
    await site.stop();
    await fake.close();
  }
});
