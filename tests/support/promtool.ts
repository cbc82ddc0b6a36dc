/**
 * Prometheus's own checker (Debian's prometheus package), run on the site's
 * scrapes and on the alert rules in docs/prometheus.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const RULES_FILE = "docs/prometheus/act-site.rules.yml";
export const RULES_TEST_FILE = "docs/prometheus/act-site.rules.test.yml";

export function promtoolBinary(): string {
  for (const candidate of [process.env.PROMTOOL_PATH, "/usr/bin/promtool"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error("promtool is not installed: apt-get install prometheus (Debian), or set PROMTOOL_PATH");
}

export type ToolRun = { status: number | null; output: string };

export function promtool(args: string[], input?: string): ToolRun {
  const run = spawnSync(promtoolBinary(), args, { input, encoding: "utf8", timeout: 60_000 });
  return { status: run.status, output: `${run.stdout ?? ""}${run.stderr ?? ""}` };
}

/** `promtool check metrics` on a scrape's text: exit status 0 and no complaint when Prometheus has nothing to say. */
export function checkMetrics(scrape: string): ToolRun {
  return promtool(["check", "metrics"], scrape);
}

/** `promtool test rules` on a rule file and a test file written for the occasion (both YAML text). */
export function testRules(rules: string, tests: string): ToolRun {
  const dir = mkdtempSync(path.join(tmpdir(), "act-rules-"));
  try {
    writeFileSync(path.join(dir, "rules.yml"), rules);
    writeFileSync(path.join(dir, "rules.test.yml"), tests.replace(/^rule_files:\n(\s+- ).*$/m, "rule_files:\n$1rules.yml"));
    return promtool(["test", "rules", path.join(dir, "rules.test.yml")]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether an alert of the rule file fires on one evaluation of these samples
 * (the series' text as scraped, with the job label added): `promtool test rules`
 * expecting it with the given labels. Annotations are left out of the rules
 * here, so only the expression and labels decide.
 */
export function alertFiresOn(rules: string, alertname: string, samples: Array<{ series: string; value: number }>, labels: Record<string, string>): ToolRun {
  const bare = rules.replace(/^(\s+)annotations:\n(?:\1\s+\w+: .*\n)+/gm, "");
  const yaml = [
    "rule_files:",
    "  - rules.yml",
    "evaluation_interval: 1m",
    "tests:",
    "  - interval: 1m",
    "    input_series:",
    ...samples.flatMap(({ series, value }) => [`      - series: '${series}'`, `        values: '${value}'`]),
    "    alert_rule_test:",
    "      - eval_time: 0m",
    `        alertname: ${alertname}`,
    "        exp_alerts:",
    "          - exp_labels:",
    ...Object.entries(labels).map(([name, value]) => `              ${name}: "${value}"`),
    "",
  ].join("\n");
  return testRules(bare, yaml);
}
