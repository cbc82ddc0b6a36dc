// Makes sure nginx is present: the two-instance test runs the site behind Debian's nginx as the
// reverse proxy (with docs/nginx/act-site.conf), started by the test itself on loopback ports.
import { existsSync } from "node:fs";
import { ensureDebianPackage } from "./lib/debian-package.mjs";

const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].filter(Boolean);
ensureDebianPackage({
  found: () => candidates.some((candidate) => existsSync(candidate)),
  // Only the programs: the test runs its own nginx in the foreground; the packaged service is not needed.
  packages: ["nginx"],
  install: !process.env.NGINX_PATH,
  needed: "The two-instance end-to-end test needs nginx",
  howTo: ["Debian/Ubuntu:  sudo apt-get install nginx", "elsewhere:      install nginx and set NGINX_PATH=/path/to/nginx"],
});
