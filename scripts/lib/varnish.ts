/**
 * Debian's Varnish (with varnish-modules' xkey) in front of several site
 * instances, run in the foreground as a child process with its own working
 * directory, on loopback. The configuration is the Varnish recipe's
 * (docs/varnish/act-site.vcl), with the instances' ports put in.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startForeground, type ForegroundServer } from "./foreground-server";

export const VARNISH_VCL = "docs/varnish/act-site.vcl";

export type RunningVarnish = ForegroundServer;

export function varnishBinary(): string | undefined {
  for (const candidate of [process.env.VARNISHD_PATH, "/usr/sbin/varnishd"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The purge token the tests give the instances (PURGE_VARNISH_TOKEN) and put in the recipe's purge rule. */
export const TEST_PURGE_TOKEN = "test-purge-token-0123456789abcdef0123";
const TOKEN_PLACEHOLDER = '"put-PURGE_VARNISH_TOKEN-here"';

/** The recipe's VCL with one backend per instance port (the round-robin director gets them all) and the test's purge token. */
export function siteVcl(upstreamPorts: number[]): string {
  const vcl = readFileSync(VARNISH_VCL, "utf8");
  if (!vcl.includes(`req.http.X-Purge-Token != ${TOKEN_PLACEHOLDER}`)) throw new Error(`${VARNISH_VCL} no longer has the purge token line this test fills in`);
  const backends = [...vcl.matchAll(/^backend instance_\d+ \{ \.host = "127\.0\.0\.1"; \.port = "\d+"; (.*)\}$/gm)];
  const adds = [...vcl.matchAll(/^(\s*)instances\.add_backend\(instance_\d+\);$/gm)];
  if (backends.length === 0 || adds.length !== backends.length) throw new Error(`${VARNISH_VCL} no longer has the backend lines this test fills in`);
  const rest = backends[0]![1];
  const indent = adds[0]![1];
  return vcl
    .replace(TOKEN_PLACEHOLDER, `"${TEST_PURGE_TOKEN}"`)
    .replace(
      /(^backend instance_\d+ .*\n)+/m,
      upstreamPorts.map((port, i) => `backend instance_${i + 1} { .host = "127.0.0.1"; .port = "${port}"; ${rest}}\n`).join(""),
    )
    .replace(/(^\s*instances\.add_backend\(instance_\d+\);\n)+/m, upstreamPorts.map((_, i) => `${indent}instances.add_backend(instance_${i + 1});\n`).join(""));
}

/** `parameters` are varnishd -p settings added for a benchmark; the test uses Varnish's defaults. */
export async function startVarnish(options: { upstreamPorts: number[]; port: number; parameters?: string[] }): Promise<RunningVarnish> {
  const binary = varnishBinary();
  if (!binary) throw new Error("varnishd is not installed: apt-get install varnish varnish-modules (Debian), or set VARNISHD_PATH");
  const workdir = mkdtempSync(path.join(tmpdir(), "act-varnish-"));
  chmodSync(workdir, 0o755);
  const vcl = path.join(workdir, "act-site.vcl");
  writeFileSync(vcl, siteVcl(options.upstreamPorts));
  const args = ["-F", "-n", workdir, "-a", `127.0.0.1:${options.port}`, "-f", vcl, "-s", "malloc,128m", "-T", "none"];
  // As root, run as root without the jail (its users may not exist on a test machine); otherwise as this user.
  args.push("-j", "none");
  for (const parameter of options.parameters ?? []) args.push("-p", parameter);
  return startForeground("varnishd", { binary, args, port: options.port, workdir, startTimeoutMs: 20_000 });
}
