/**
 * Debian's Chromium, as every test, benchmark and picture starts it (browsers cannot be downloaded
 * here): no sandbox (CI runs as root), no GPU, and none of its own traffic (updates, sync, QUIC) to
 * disturb what is measured.
 */
import { chromium, type Browser } from "@playwright/test";

/** The browser visitors run: Lighthouse, the benchmarks, the pictures and the cross-browser subset. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Chromium's headless shell (Debian's chromium-headless-shell: the same Blink, the same release), which
 * Playwright runs headless tests in when it brings its own browsers: the end-to-end tests' browser. It
 * draws pages without the full browser's windows and compositor, at about two thirds of its CPU (decision 042).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's Chromium through Playwright, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
