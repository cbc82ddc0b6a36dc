/**
 * The systemd template unit operators install (docs/systemd): valid for
 * systemd, and hardened to an exposure of at most 2.0 by `systemd-analyze
 * security --offline=true` (a unit without hardening scores about 9), with
 * the instance's data directory the only writable path. The unit is not
 * started here: only systemd's own checks run.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const UNIT = "docs/systemd/act-site@.service";
const analyze = process.env.SYSTEMD_ANALYZE_PATH || "/usr/bin/systemd-analyze";
const dir = mkdtempSync(path.join(tmpdir(), "act-unit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function systemdAnalyze(...args: string[]) {
  const run = spawnSync(analyze, args, { encoding: "utf8", timeout: 60_000 });
  if (run.error) throw new Error(`${analyze} could not run (apt-get install systemd): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The unit as an instance on a port; the node it names is this machine's when Debian's is not installed. */
function instanceFile(text: string, name = "act-site@3001.service"): string {
  const file = path.join(dir, name);
  writeFileSync(file, existsSync("/usr/bin/node") ? text : text.replace("/usr/bin/node", process.execPath));
  return file;
}

function exposure(file: string): { score: number; output: string } {
  const run = systemdAnalyze("security", "--offline=true", "--no-pager", file);
  const score = /Overall exposure level for \S+: (\d+\.\d+)/.exec(run.output)?.[1];
  if (!score) throw new Error(`no exposure score in:\n${run.output}`);
  return { score: Number(score), output: run.output };
}

describe("the systemd unit", () => {
  const unit = readFileSync(UNIT, "utf8");

  it("is valid for systemd (systemd-analyze verify, as the template and as an instance)", () => {
    const template = path.join(dir, "act-site@.service");
    copyFileSync(UNIT, template);
    for (const file of [template, instanceFile(unit)]) {
      const run = systemdAnalyze("verify", file);
      expect(run.output).toBe("");
      expect(run.status).toBe(0);
    }
  });

  it("is hardened to an exposure of at most 2.0 (OK), where a bare unit is UNSAFE", () => {
    const hardened = exposure(instanceFile(unit));
    console.log(`systemd-analyze security --offline=true: ${hardened.score} for ${UNIT}`);
    expect(hardened.score).toBeLessThanOrEqual(2);
    const bare = exposure(instanceFile("[Service]\nExecStart=/usr/bin/node build/server/index.js\n", "bare@3001.service"));
    expect(bare.score).toBeGreaterThan(2);
  });

  it("lets the instance write to its own data directory only, on its own port", () => {
    const { output } = exposure(instanceFile(unit));
    expect(output).toMatch(/✓ ProtectSystem=\s+Service has strict read-only access to the OS file hierarchy/);
    expect(output).toMatch(/✓ ProtectHome=\s+Service has no access to home directories/);
    expect(unit).not.toMatch(/^(ReadWritePaths|BindPaths)=/m);
    expect(unit).toMatch(/^StateDirectory=act-site\/%i$/m);
    expect(unit).toMatch(/^Environment=.*\bPORT=%i\b.*\bDATA_DIR=\/var\/lib\/act-site\/%i\b/m);
  });
});
