/**
 * A production build (`build/server/index.js`, or another build's server) started
 * for a benchmark or tool on a loopback port with settings of its own, resolved
 * once `/healthz` answers.
 */
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";

export type BuiltSite = {
  url: string;
  child: ChildProcess;
  /** From the spawn to the first answer of /healthz. */
  startupMs: number;
  stop(): Promise<void>;
};

const START_TIMEOUT_MS = 20_000;

export async function startBuiltSite(
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions = ["ignore", "ignore", "inherit"],
  server = "build/server/index.js",
): Promise<BuiltSite> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: url, LOG_LEVEL: "warn", SANITY_PROJECT_ID: "", ...env },
    stdio,
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, startupMs: performance.now() - started, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await stop();
  throw new Error(`the site on port ${port} did not start`);
}
