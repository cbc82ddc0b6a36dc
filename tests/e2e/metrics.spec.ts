/**
 * What an operator sees of a running site: Prometheus metrics on their own
 * port (never the public one), checked by Prometheus's own tool, and the
 * signal that staff have stopped hearing of enquiries, in the log and as the
 * stuck-notifications alert, when the mail server is gone for longer than
 * the threshold; and the content source's failures with the age of what is
 * served meanwhile.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/lib/free-port";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { startFakeSanity } from "../support/fake-sanity-server";
import { insights } from "../support/dataset";
import { alertFiresOn, checkMetrics, RULES_FILE } from "../support/promtool";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";
import { startSite, type RunningSite } from "../support/server";
import { startSmtp } from "../support/smtp";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const dataDir = () => mkdtempSync(path.join(tmpdir(), "act-metrics-"));

type Sample = { series: string; name: string; labels: Record<string, string>; value: number };

/** The samples of a scrape, parsed from the text format. */
function samples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { series: `${match[1]}${match[2] ? `{${match[2]}}` : ""}`, name: match[1]!, labels, value: Number(match[3]) };
    });
}

function value(scrape: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return scrape.find((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted))?.value;
}

async function postEnquiry(site: RunningSite, n: number, token: string) {
  const response = await fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Form-Token": token },
    body: JSON.stringify(sampleEnquiry(n)),
  });
  return response.status;
}

test("metrics answer on their own port, by route pattern, and Prometheus's checker finds nothing wrong", async () => {
  const metricsPort = await freePort();
  const site = await startSite({ DATA_DIR: dataDir(), METRICS_PORT: String(metricsPort), ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT_PER_IP: "2" });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  try {
    // Never on the public port, where nginx and visitors reach.
    expect((await fetch(`${site.url}/metrics`)).status).toBe(404);

    const scrapeNow = async () => samples(await (await fetch(metricsUrl)).text());
    // Rendered and kept (compressed in the background), then answered twice from the render cache.
    expect((await fetch(`${site.url}/about`)).status).toBe(200);
    await expect.poll(async () => value(await scrapeNow(), "act_render_cache_pages")).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 2; i++) expect((await fetch(`${site.url}/about`)).status).toBe(200);
    expect((await fetch(`${site.url}/insights/no-such-post-9f2c`)).status).toBe(404);
    expect((await fetch(`${site.url}/wp-login.php?probe=7d1e`)).status).toBe(404);
    // Each with the token of its own visit to the contact page (a token serves one enquiry).
    const sent = [];
    for (let n = 1; n <= 3; n++) sent.push(await postEnquiry(site, n, await site.formToken()));
    expect(sent).toEqual([201, 201, 429]);

    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    const checked = checkMetrics(text);
    expect(checked.output).toBe("");
    expect(checked.status).toBe(0);

    const scrape = samples(text);
    // Pages by their route, never by the URL visitors typed.
    expect(value(scrape, "act_http_requests_total", { route: "/about", status: "200" })).toBe(3);
    expect(value(scrape, "act_http_requests_total", { route: "/insights/:slug", status: "404" })).toBe(1);
    // An unknown one-segment address is matched by the pattern of the pages editors make, which answers 404.
    expect(value(scrape, "act_http_requests_total", { route: "/:page", status: "404" })).toBeGreaterThanOrEqual(2);
    expect(value(scrape, "act_http_requests_total", { route: "/api/contact", status: "429" })).toBe(1);
    expect(text).not.toMatch(/no-such-post|wp-login|probe/);
    expect(value(scrape, "act_http_request_duration_seconds_count", { route: "/about" })).toBe(3);
    expect(value(scrape, "act_render_cache_hits_total")).toBe(2);
    expect(value(scrape, "act_render_cache_misses_total")).toBeGreaterThanOrEqual(1);
    expect(value(scrape, "act_render_cache_bytes")).toBeGreaterThan(1000);
    expect(value(scrape, "act_enquiries_stored_total", { verdict: "new" })).toBe(2);
    expect(value(scrape, "act_limit_refusals_total", { limit: "enquiries" })).toBe(1);
    expect(value(scrape, "act_content_source_errors_total")).toBe(0);
    expect(value(scrape, "act_content_age_seconds")).toBeLessThan(120);
    expect(value(scrape, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // Without SMTP the notifications are written as files: delivered at once.
    await expect.poll(async () => value(await scrapeNow(), "act_outbox_deliveries_total", { channel: "email" })).toBe(2);

    // The time a scrape takes with a warm site: printed, never asserted (a shared machine).
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await (await fetch(metricsUrl)).text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `metrics scrape with a warm site: median ${times[25]!.toFixed(2)} ms, p90 ${times[45]!.toFixed(2)} ms, max ${times[49]!.toFixed(2)} ms (${text.length} bytes)`,
    );
  } finally {
    await site.stop();
  }
});

test("with the mail server gone past the threshold, the log says how many wait and why, once per interval, and the stuck alert fires on the scrape", async () => {
  const THRESHOLD_SECONDS = 2;
  const smtp = await startSmtp();
  await smtp.stop();
  const metricsPort = await freePort();
  const site = await startSite({
    DATA_DIR: dataDir(),
    METRICS_PORT: String(metricsPort),
    SMTP_URL: smtp.url,
    ENQUIRY_MIN_FILL_SECONDS: "0",
    OUTBOX_RETRY_BASE_MS: "200",
    OUTBOX_ALERT_AFTER_SECONDS: String(THRESHOLD_SECONDS),
    LOG_LEVEL: "warn",
  });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const stuckLines = () =>
    site
      .output()
      .split("\n")
      .filter((line) => line.includes("notifications not delivered"))
      // A line still being written (output arrives in chunks) is read on the next look.
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { level: number; time: string; waiting: number; lastError: string | null; msg: string }];
        } catch {
          return [];
        }
      });
  try {
    expect(await postEnquiry(site, 1, await site.formToken())).toBe(201);
    expect(await postEnquiry(site, 2, await site.formToken())).toBe(201);
    const storedAt = Date.now();

    // Before the threshold: failures are retried quietly.
    await expect.poll(async () => value(samples(await (await fetch(metricsUrl)).text()), "act_outbox_failures_total", { channel: "email" })).toBeGreaterThan(0);
    expect(stuckLines()).toEqual([]);

    await expect.poll(() => stuckLines().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [first] = stuckLines();
    expect(first!.level).toBe(50);
    expect(first!.waiting).toBe(2);
    // The transport's error kind and code (a refused connection), never its message (it could quote an address).
    expect(first!.lastError).toMatch(/^Error (ESOCKET|ECONNREFUSED)$/);
    expect(first!.msg).toContain("2 waiting");
    expect(first!.msg).toContain(first!.lastError!);

    const scrape = samples(await (await fetch(metricsUrl)).text());
    const oldest = scrape.find((sample) => sample.name === "act_outbox_oldest_undelivered_seconds")!;
    expect(oldest.value).toBeGreaterThan(THRESHOLD_SECONDS);
    expect(value(scrape, "act_outbox_pending", { channel: "email" })).toBe(2);
    // The rule operators load, with its 15 minutes shortened like the site's setting, fires on this very scrape.
    const rules = readFileSync(RULES_FILE, "utf8").replace(/(act_outbox_oldest_undelivered_seconds\{[^}]*\}\)) > 900/, `$1 > ${THRESHOLD_SECONDS}`);
    const job = (sample: Sample) => ({
      series: sample.series.replace(/^(\w+)(\{)?/, (_, name: string, brace?: string) => `${name}{job="act-site"${brace ? "," : "}"}`),
      value: sample.value,
    });
    const fires = alertFiresOn(rules, "NotificationsStuck", [job(oldest)], { severity: "page" });
    expect(fires.output).toContain("SUCCESS");
    // …and not while the oldest is younger than the threshold.
    const quiet = alertFiresOn(rules, "NotificationsStuck", [job({ ...oldest, value: THRESHOLD_SECONDS - 1 })], { severity: "page" });
    expect(quiet.status).not.toBe(0);

    // One line per interval while it lasts, not one per check or per retry.
    await new Promise((resolve) => setTimeout(resolve, 3 * THRESHOLD_SECONDS * 1000));
    const elapsedIntervals = (Date.now() - storedAt) / 1000 / THRESHOLD_SECONDS;
    expect(stuckLines().length).toBeGreaterThanOrEqual(2);
    expect(stuckLines().length).toBeLessThanOrEqual(Math.ceil(elapsedIntervals));

    // The mail server is back: both are delivered, and the figures say so.
    await smtp.start();
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(2);
    await expect
      .poll(async () => {
        const after = samples(await (await fetch(metricsUrl)).text());
        return [value(after, "act_outbox_pending", { channel: "email" }), value(after, "act_outbox_oldest_undelivered_seconds")];
      })
      .toEqual([0, 0]);
    const clearedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1.5 * THRESHOLD_SECONDS * 1000));
    // By the time each line was written, not when it reached this process: on a busy machine, a line the
    // site wrote while both still waited can come through the pipe after the figures say they are delivered.
    expect(stuckLines().filter((line) => Date.parse(line.time) >= clearedAt)).toEqual([]);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test("when Sanity fails, the source errors count up and the content served is seen to age, while visitors still get the last good pages", async () => {
  const fake = await startFakeSanity({ documents: toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8"))) });
  const metricsPort = await freePort();
  const site = await startSite({
    DATA_DIR: dataDir(),
    METRICS_PORT: String(metricsPort),
    SANITY_PROJECT_ID: "testproject",
    SANITY_API_HOST: fake.url,
    SANITY_TIMEOUT_MS: "1000",
    CONTENT_CACHE_TTL_SECONDS: "1",
  });
  const scrape = async () => samples(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
  const page = `/insights/${insights[0]!.slug!.current}`;
  try {
    expect((await fetch(`${site.url}${page}`)).status).toBe(200);
    // Checked again every second while the source answers: the content stays about that young.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const healthy = await scrape();
    expect(value(healthy, "act_content_source_errors_total")).toBe(0);
    expect(value(healthy, "act_content_age_seconds")).toBeLessThan(5);

    fake.failAll(503);
    await expect.poll(async () => value(await scrape(), "act_content_source_errors_total"), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(async () => value(await scrape(), "act_content_age_seconds"), { timeout: 15_000 }).toBeGreaterThan(6);
    expect((await fetch(`${site.url}${page}`)).status).toBe(200);

    // The source answers again: the content served is young again.
    fake.failAll(undefined);
    await expect.poll(async () => value(await scrape(), "act_content_age_seconds"), { timeout: 10_000 }).toBeLessThan(5);
  } finally {
    await site.stop();
    await fake.close();
  }
});
