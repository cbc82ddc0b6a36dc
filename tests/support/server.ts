/** Starts another instance of the production server, with its own settings. */
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../scripts/lib/free-port";

export type RunningSite = {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  /** The token a visitor's contact page carries, read from the page like a browser would. */
  formToken: () => Promise<string>;
};

/** The token a visitor's contact page carries on the site at url, read from the page like a browser would. */
export async function contactPageToken(url: string): Promise<string> {
  const html = await (await fetch(`${url}/contact`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("the contact page carries no form token");
  return token;
}

/** On a free port, or on env.PORT (to start an instance again where a proxy expects it). */
export async function startSite(env: Record<string, string>): Promise<RunningSite> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = "";
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), SANITY_PROJECT_ID: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  let stopping = false;
  let started = false;
  // A site that fails while its tests still talk to it shows them only a reset connection: say why, in the run's own
  // output. (A test that kills it on purpose, by a signal, is not a failure.)
  child.once("close", (code) => {
    if (started && !stopping && code !== null && code !== 0)
      process.stderr.write(`\nThe site on port ${port} failed (exit code ${code}). Its output:\n${output.slice(-20_000)}\n`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`site did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A site that fails to start says so through the error above; from here on, a failure is news.
  started = true;
  return {
    url,
    process: child,
    output: () => output,
    formToken: () => contactPageToken(url),
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        // Once its output is read too: log lines gathered in memory are written as the process exits.
        child.once("close", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
