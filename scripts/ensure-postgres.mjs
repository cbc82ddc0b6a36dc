// Makes sure PostgreSQL's server programs are present: the storage tests run
// against a real server (a throwaway cluster they start themselves), as well
// as against SQLite. Installs Debian's postgresql package when it can.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

function found() {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, "initdb"));
  const root = "/usr/lib/postgresql";
  return existsSync(root) && readdirSync(root).some((version) => existsSync(path.join(root, version, "bin", "postgres")));
}

if (found()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("PostgreSQL not found: installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "postgresql"], { stdio: "inherit", env });
  } catch {
    // Reported below.
  }
  if (found()) process.exit(0);
}

console.error(
  [
    "The storage tests need PostgreSQL's server programs (initdb, postgres), and they are not there.",
    "Install them, then run the tests again:",
    "  Debian/Ubuntu:  sudo apt-get install postgresql",
    "  elsewhere:      install PostgreSQL 13+ and set PG_BIN=/path/to/its/bin",
  ].join("\n"),
);
process.exit(1);
