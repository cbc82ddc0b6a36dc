// Makes sure a Chromium for the end-to-end tests is present. Playwright's own
// browser downloads are not available on these machines, so the tests drive
// Debian's chromium package (or the browser named by CHROMIUM_PATH).
import { existsSync } from "node:fs";
import { ensureDebianPackage } from "./lib/debian-package.mjs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
ensureDebianPackage({
  found: () => existsSync(path),
  packages: ["chromium", "fonts-dejavu-core"],
  install: !process.env.CHROMIUM_PATH,
  needed: `The end-to-end tests need Chromium at ${path}`,
  howTo: ["Debian/Ubuntu:  sudo apt-get install chromium", "elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser"],
});
