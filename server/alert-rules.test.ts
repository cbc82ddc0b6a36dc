/**
 * The alert rules operators load into Prometheus (docs/prometheus), checked
 * and exercised by Prometheus's own tool: each alert fires on the trouble it
 * names and stays quiet otherwise (act-site.rules.test.yml).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { promtool, RULES_FILE, RULES_TEST_FILE, testRules } from "../tests/support/promtool";

describe("the alert rules", () => {
  it("are valid Prometheus rules", () => {
    const run = promtool(["check", "rules", RULES_FILE]);
    expect(run.output).toContain("SUCCESS: 6 rules found");
    expect(run.status).toBe(0);
  });

  it("fire on stuck notifications, stale content, a content file served from its last good copy, errors, a down instance and failing edge purges, and on nothing else (promtool test rules)", () => {
    const run = promtool(["test", "rules", RULES_TEST_FILE]);
    expect(run.output).toContain("SUCCESS");
    expect(run.status).toBe(0);
  });

  it("would be caught by their tests if the stuck-notifications threshold drifted from 15 minutes", () => {
    const rules = readFileSync(RULES_FILE, "utf8");
    const drifted = rules.replace(/(act_outbox_oldest_undelivered_seconds\{[^}]*\}\)) > 900/, "$1 > 1800");
    expect(drifted).not.toBe(rules);
    const run = testRules(drifted, readFileSync(RULES_TEST_FILE, "utf8"));
    expect(run.status).not.toBe(0);
    expect(run.output).toContain("alertname: NotificationsStuck");
  });
});
