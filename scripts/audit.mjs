// CI's dependency audit: fails on any high or critical advisory for a runtime
// dependency. When the registry's audit service cannot be reached, it says so
// loudly and does not fail: an unreachable service is not a finding.
import { spawnSync } from "node:child_process";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(result.stdout || "{}");
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.error?.summary || report.message || (result.stderr || "no answer").trim().split("\n").at(-1);
  console.log(`npm audit: WARNING: the audit service gave no report (${reason}); nothing was checked.`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (runtime dependencies): ${JSON.stringify(counts)}`);
if (serious > 0) {
  console.error(`npm audit: ${serious} high or critical finding(s). Run \`npm audit --omit=dev\` for details.`);
  process.exit(1);
}
