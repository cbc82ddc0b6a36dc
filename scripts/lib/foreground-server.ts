/**
 * A server program (nginx, Varnish) run by a test or benchmark in the
 * foreground as a child process, on a loopback port, with a working directory
 * of its own that goes when it stops.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";

export type ForegroundServer = { url: string; port: number; output: () => string; stop: () => Promise<void> };

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts `binary args`, resolves once `port` accepts connections; `workdir` is removed when it stops. */
export async function startForeground(
  name: string,
  command: { binary: string; args: string[]; port: number; workdir: string; startTimeoutMs: number },
): Promise<ForegroundServer> {
  let output = "";
  const child = spawn(command.binary, command.args, { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + command.startTimeoutMs;
  while (!(await listening(command.port))) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${command.port}`,
    port: command.port,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(command.workdir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}
