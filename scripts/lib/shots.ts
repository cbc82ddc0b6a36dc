/**
 * What the scripts that photograph the site share (npm run block-previews, npm run docs:pictures):
 * the production build, made first unless --no-build, and Debian's Chromium to shoot it with.
 */
import { spawnSync } from "node:child_process";
import { chromium, type Browser } from "@playwright/test";

export async function buildAndLaunchChromium(): Promise<Browser> {
  if (!process.argv.includes("--no-build") && spawnSync("npm", ["run", "build"], { stdio: "ignore" }).status !== 0) throw new Error("build failed");
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
}
