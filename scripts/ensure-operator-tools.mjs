// Makes sure the operators' tools the tests run are present: Prometheus's promtool (the alert rules'
// tests, checks of a real scrape) and systemd-analyze (the systemd unit's checks and exposure score).
// Neither service is started: only the programs are used.
import { existsSync } from "node:fs";
import { ensureDebianPackage } from "./lib/debian-package.mjs";

const promtool = process.env.PROMTOOL_PATH || "/usr/bin/promtool";
ensureDebianPackage({
  found: () => existsSync(promtool),
  packages: ["prometheus"],
  install: !process.env.PROMTOOL_PATH,
  needed: "The alert rules' tests and the metrics checks need Prometheus's promtool",
  howTo: ["Debian/Ubuntu:  sudo apt-get install prometheus", "elsewhere:      install Prometheus 2.x and set PROMTOOL_PATH=/path/to/promtool"],
});

const analyze = process.env.SYSTEMD_ANALYZE_PATH || "/usr/bin/systemd-analyze";
ensureDebianPackage({
  found: () => existsSync(analyze),
  packages: ["systemd"],
  install: !process.env.SYSTEMD_ANALYZE_PATH,
  needed: "The systemd unit's tests need systemd-analyze (systemd 250 or later, for --offline)",
  howTo: ["Debian/Ubuntu:  sudo apt-get install systemd", "elsewhere:      set SYSTEMD_ANALYZE_PATH=/path/to/systemd-analyze"],
});
