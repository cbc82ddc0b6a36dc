import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./scripts/lib/chromium";

/**
 * End-to-end tests against the production build, in Debian's build of Chromium's headless shell
 * (Playwright's own browser builds cannot be downloaded here; its own headless runs use the same shell).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const chromium = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
/** The whole trace, DOM snapshots and screencast, for reproducing a failure (below). */
const FULL_TRACE = process.env.E2E_TRACE_SNAPSHOTS === "1";
/**
 * Two lanes of browser tests, one test at a time in each until the container image's lane (below) is done.
 * The specs that start sites of their own (on other data, behind nginx or Varnish, with Sanity or SMTP gone)
 * spend much of their time waiting on those processes; the rest drive Chromium against the one shared server.
 * Running one of each at once took the suite from 470 s to 350 s on two cores; two workers on one list had
 * made it no shorter, since two browsers at once contend for both cores. Moving the accessibility sweep to
 * the second lane evened the lanes' sums (2,326 and 2,224 s) but made the suite no shorter (41.3 min against
 * 33.7, with other work beside it): the two browser sweeps at once contend.
 */
const OWN_SERVER_SPECS = [
  "broken-dataset",
  "built-page-import",
  "buyer-paths-sanity",
  "case-studies-sanity",
  "content-outage",
  "dev-server",
  "documents-request-sanity",
  "edge",
  "editor-fields",
  "enquiries-crash",
  "enquiry-flood",
  "enquiry-source",
  "family-pages",
  "fuzz",
  "help-widget",
  "instances",
  "launch-check",
  "metrics",
  "nginx-publishes",
  "not-found",
  "outages-under-load",
  "preview-sanity",
  "privacy",
  "query-strings",
  "reading-on",
  "render-cache",
  "request-targets",
  "resources-pages",
  "sanity-seed",
  "shutdown",
].map((name) => `**/${name}.spec.ts`);
/**
 * A third lane, for the container image alone: where it was never built (a fresh CI machine), making its
 * base and building it takes minutes (115 s and 274 s here, beside the browser lanes). In a lane of its own
 * that runs beside the other two from the start, not before the rest of the own-servers lane (decision 042);
 * where the image's layers are kept, the lane is done in seconds. Listed first, so that its one test is the
 * first one handed a worker; once it is done, its worker runs a second own-servers spec (decision 046).
 */
const CONTAINER_SPEC = "**/container.spec.ts";

export default defineConfig({
  testDir: "tests/e2e",
  // Each run makes its scratch folders in a folder of its own, removed at the end.
  globalSetup: ["./tests/support/own-temp-dir.ts", "./tests/support/current-build.ts"],
  outputDir: "test-results",
  fullyParallel: true,
  workers: 3, // one per lane (projects below), the image's lane handing its worker on when done
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    /**
     * A failed test keeps its trace (actions, console, network) and a picture of the page as it failed. The
     * trace's DOM snapshot around each action and its screencast are left out unless E2E_TRACE_SNAPSHOTS=1:
     * recorded for every test, pass or fail, the snapshots made the shared-server lane's specs a quarter
     * slower, and the screencast cost a fifth of the layout sweep's and card grids' CPU (decision 045).
     */
    trace: { mode: "retain-on-failure", snapshots: FULL_TRACE, screenshots: FULL_TRACE },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "container-image", testMatch: CONTAINER_SPEC, workers: 1, use: chromium },
    { name: "chromium", testIgnore: [...OWN_SERVER_SPECS, CONTAINER_SPEC], workers: 1, use: chromium },
    { name: "own-servers", testMatch: OWN_SERVER_SPECS, workers: 2, use: chromium },
  ],
  webServer: {
    command: "node build/server/index.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: "./data/e2e",
      // Many tests send enquiries from this one address; the limit itself is tested on its own.
      ENQUIRY_RATE_LIMIT_PER_IP: "10000",
      ENQUIRY_RATE_LIMIT_GLOBAL: "10000",
      SANITY_PROJECT_ID: "",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
