// The common part of the ensure-* scripts: a tool the tests run is found, or installed from Debian's
// packages when running as root with apt, or the run stops with how to install it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * @param {object} tool
 * @param {() => boolean} tool.found  whether the tool is there
 * @param {string[]} tool.packages  Debian packages that provide it
 * @param {boolean} [tool.install]  false when the user named a path of their own (then nothing is installed)
 * @param {string} tool.needed  what needs it, for the messages ("The two-instance test needs nginx")
 * @param {string[]} tool.howTo  lines telling how to install it by hand
 */
export function ensureDebianPackage({ found, packages, install = true, needed, howTo }) {
  if (found()) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (install && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`${needed}, and it is not there: installing Debian's ${packages.join(", ")}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
      execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { stdio: "inherit", env });
    } catch {
      // Reported below.
    }
    if (found()) return;
  }
  console.error([`${needed}, and it is not installed.`, "Install it, then run the tests again:", ...howTo.map((line) => `  ${line}`)].join("\n"));
  process.exit(1);
}
