// `npm start`: build when there is no production build or the sources are
// newer than it, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD = "build/server/index.js";
const SOURCES = ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = existsSync(BUILD) ? statSync(BUILD).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  // The build's own output (every file's size, the bundler's notices) is shown only when it fails:
  // the start prints a handful of lines, where it listens and what the launch check found.
  const started = Date.now();
  process.stdout.write("Building the site for production… ");
  const result = spawnSync(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "--silent", "build"], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write("the build failed:\n");
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? `${result.error.message}\n` : ""}`);
    process.exit(result.status ?? 1);
  }
  console.log(`built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
// React and React Router pick their production builds from NODE_ENV, read when they load.
process.env.NODE_ENV ??= "production";
await import(`../${BUILD}`);
