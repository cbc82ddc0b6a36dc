/**
 * Load runs for the benchmark: Debian's wrk when installed (a C client that
 * leaves the server more of a 2-core machine), else the project's autocannon.
 */
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";

export type LoadResult = { rps: number; p99: number; errors: number; tool: string };

const WRK = process.env.WRK_PATH || "/usr/bin/wrk";

function hasWrk(): boolean {
  const probe = spawnSync(WRK, ["--version"], { stdio: "ignore" });
  return !probe.error;
}

/** wrk prints latencies as 812.00us, 1.05ms, 1.20s. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
}

export async function load(url: string, options: { connections: number; seconds: number; headers: Record<string, string> }): Promise<LoadResult> {
  if (hasWrk()) {
    const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
    const run = spawnSync(WRK, ["-t2", `-c${options.connections}`, `-d${options.seconds}s`, "--latency", ...headerArgs, url], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
    const out = run.stdout;
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
    const p99 = milliseconds(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "");
    const socketErrors = (/Socket errors:(.*)/.exec(out)?.[1] ?? "").match(/\d+/g) ?? [];
    const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) + socketErrors.reduce((sum, n) => sum + Number(n), 0);
    return { rps, p99, errors, tool: "wrk" };
  }
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, tool: "autocannon" };
}
