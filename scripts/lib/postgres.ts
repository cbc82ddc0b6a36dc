/**
 * A throwaway PostgreSQL server for tests and benchmarks: a new cluster in a temporary
 * directory on a free loopback port, removed afterwards. Uses Debian's
 * postgresql package (`.ci/run` installs it); as root, the server runs as the
 * postgres user, since PostgreSQL refuses to run as root.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export type RunningPostgres = { url: string; stop: () => Promise<void> };

export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "postgres"))) return bin;
  }
  return undefined;
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install postgresql (Debian), or set PG_BIN to its bin directory");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot ? (["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] as const) : ([path.join(bin, command), args] as const);

  const dir = mkdtempSync(path.join(tmpdir(), "act-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  const [initCommand, initArgs] = run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  execFileSync(initCommand, initArgs, { stdio: "pipe" });

  const [command, args] = run("postgres", [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "max_connections=100",
  ]);
  const server = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import("pg")).default;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited:\n${output}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (server.exitCode !== null) return done();
        server.once("exit", done);
        // Through pg_ctl: a signal to runuser does not reach the server behind it.
        const [stopCommand, stopArgs] = run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
        try {
          execFileSync(stopCommand, stopArgs, { stdio: "ignore" });
        } catch {
          server.kill("SIGKILL");
        }
      }),
  };
}

/** A fresh database on the server, so tests sharing one server don't see each other's rows. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
