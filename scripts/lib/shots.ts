/**
 * What the scripts that photograph the site share (npm run block-previews, npm run docs:pictures):
 * the production build, made first unless --no-build, and Debian's Chromium to shoot it with.
 */
import { spawnSync } from "node:child_process";
import type { Browser } from "@playwright/test";
import { launchChromium } from "./chromium";

export async function buildAndLaunchChromium(): Promise<Browser> {
  if (!process.argv.includes("--no-build") && spawnSync("npm", ["run", "build"], { stdio: "ignore" }).status !== 0) throw new Error("build failed");
  return launchChromium();
}
