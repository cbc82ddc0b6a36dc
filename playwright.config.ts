import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production build, in Debian's Chromium
 * (Playwright's own browser builds cannot be downloaded here).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  // One worker, in CI too: the site's server and Chromium already use both cores of these machines. Two workers
  // made the run no shorter (9.2 min either way) and doubled the longest tests (axe with the menus open,
  // 13.8 s -> 28-32 s), past the 30 s timeout.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
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
