// `npm start`: build when there is no production build or the sources are
// newer than it, then serve it.
import { spawnSync } from "node:child_process";
import { BUILD_ENTRY, newerThanBuild } from "./lib/build-freshness.mjs";

if (newerThanBuild()) {
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
await import(`../${BUILD_ENTRY}`);
