// Makes sure PostgreSQL's server programs are present: the storage tests run
// against a real server (a throwaway cluster they start themselves), as well
// as against SQLite. Installs Debian's postgresql package when it can.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ensureDebianPackage } from "./lib/debian-package.mjs";

function found() {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, "initdb"));
  const root = "/usr/lib/postgresql";
  return existsSync(root) && readdirSync(root).some((version) => existsSync(path.join(root, version, "bin", "postgres")));
}

ensureDebianPackage({
  found,
  packages: ["postgresql"],
  install: !process.env.PG_BIN,
  needed: "The storage tests need PostgreSQL's server programs (initdb, postgres)",
  howTo: ["Debian/Ubuntu:  sudo apt-get install postgresql", "elsewhere:      install PostgreSQL 13+ and set PG_BIN=/path/to/its/bin"],
});
