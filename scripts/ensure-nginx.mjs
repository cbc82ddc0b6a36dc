// Makes sure nginx is present: the two-instance test runs the site behind Debian's nginx as the
// reverse proxy (with docs/nginx/act-site.conf), started by the test itself on loopback ports.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].filter(Boolean);
const found = () => candidates.some((candidate) => existsSync(candidate));
if (found()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!process.env.NGINX_PATH && isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("nginx not found: installing Debian's nginx package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    // Only the programs: the test runs its own nginx in the foreground; the packaged service is not needed.
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], { stdio: "inherit", env });
  } catch {
    // Reported below.
  }
  if (found()) process.exit(0);
}

console.error(
  [
    "The two-instance end-to-end test needs nginx, and it is not installed.",
    "Install it, then run the tests again:",
    "  Debian/Ubuntu:  sudo apt-get install nginx",
    "  elsewhere:      install nginx and set NGINX_PATH=/path/to/nginx",
  ].join("\n"),
);
process.exit(1);
