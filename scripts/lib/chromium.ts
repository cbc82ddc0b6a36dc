/**
 * Debian's Chromium, as every test, benchmark and picture starts it (browsers cannot be downloaded
 * here): no sandbox (CI runs as root), no GPU, and none of its own traffic (updates, sync, QUIC) to
 * disturb what is measured.
 */
import { chromium, type Browser } from "@playwright/test";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
