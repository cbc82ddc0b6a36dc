/**
 * `npm run observatory`: scans the production build with MDN's HTTP
 * Observatory (the scanner behind developer.mozilla.org/observatory) on
 * loopback, and grades it leaving out the two tests that need HTTPS
 * (redirection to HTTPS, Strict-Transport-Security), which a loopback server
 * cannot pass; the site sends HSTS whenever SITE_URL is https.
 *
 * The scanner needs Node 24 (fetched with `npx -y node@24`) and is installed
 * once under data/tools/ (its install scripts download data from the network,
 * so they are skipped and the one file they would write is stubbed).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBuiltSite } from "./lib/built-site";

const VERSION = "1.4.8";
const TOOL_DIR = path.resolve("data/tools/observatory");
const PACKAGE_DIR = path.join(TOOL_DIR, "node_modules/@mdn/mdn-http-observatory");
const HTTPS_ONLY = new Set(["redirection", "strict-transport-security"]);
const PORT = 3960;

function install() {
  if (existsSync(path.join(PACKAGE_DIR, "bin/wrapper.js"))) return;
  mkdirSync(TOOL_DIR, { recursive: true });
  writeFileSync(path.join(TOOL_DIR, "package.json"), '{"private":true}\n');
  console.error(`Installing @mdn/mdn-http-observatory@${VERSION} into ${TOOL_DIR}…`);
  execFileSync("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", `@mdn/mdn-http-observatory@${VERSION}`], {
    cwd: TOOL_DIR,
    stdio: "inherit",
  });
}

function grade(score: number): string {
  const grades: Array<[number, string]> = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return grades.find(([min]) => score >= min)?.[1] ?? "F";
}

async function main() {
  install();
  const preload = path.join(PACKAGE_DIR, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  execFileSync("npm", ["run", "build"], { stdio: "ignore" });
  // Sanity as configured, as a deployed site would be.
  const site = await startBuiltSite(
    PORT,
    { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-obs-")), SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID ?? "" },
    "ignore",
  );
  try {
    const output = execFileSync("npx", ["-y", "node@24", path.join(PACKAGE_DIR, "bin/wrapper.js"), `127.0.0.1:${PORT}`], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const report = JSON.parse(output) as {
      scan: { grade: string; score: number };
      tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
    };
    let score = 100;
    console.log(`${"test".padEnd(35)} ${"result".padEnd(62)} modifier`);
    for (const [name, test] of Object.entries(report.tests)) {
      const excluded = HTTPS_ONLY.has(name);
      if (!excluded) score += test.scoreModifier;
      console.log(
        `${(test.pass ? "pass " : "FAIL ") + name.padEnd(30)} ${test.result.padEnd(62)} ${String(test.scoreModifier).padStart(4)}${excluded ? "  (needs HTTPS: left out)" : ""}`,
      );
    }
    console.log(`\nObservatory as scanned: ${report.scan.grade} (${report.scan.score})`);
    console.log(`Without the HTTPS-only tests: ${grade(score)} (${score})`);
    if (grade(score) !== "A+") process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

await main();
