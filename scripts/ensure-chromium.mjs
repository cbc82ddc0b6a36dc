// Makes sure a Chromium for the end-to-end tests is present. Playwright's own
// browser downloads are not available on these machines, so the tests drive
// Debian's chromium package (or the browser named by CHROMIUM_PATH).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log("Chromium not found: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core"], {
      stdio: "inherit",
      env,
    });
  } catch {
    // Reported below.
  }
  if (existsSync(path)) process.exit(0);
}

console.error(
  [
    `The end-to-end tests need Chromium at ${path}, and it is not there.`,
    "Install it, then run the tests again:",
    "  Debian/Ubuntu:  sudo apt-get install chromium",
    "  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser",
  ].join("\n"),
);
process.exit(1);
