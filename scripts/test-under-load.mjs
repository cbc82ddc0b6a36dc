/**
 * `npm run test:loaded`: the whole `npm test` beside two busy loops, one per core of the 2-core
 * machines it runs on, so a test that holds time instead of behaviour shows up as a failure here
 * before it does in CI on a busy day. Prints how long the run took. The loops stop with the run,
 * also when it is interrupted: one left behind would load every run after it.
 */
import { spawn } from "node:child_process";

const loops = [0, 1].map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
const stopLoops = () => {
  for (const loop of loops) loop.kill();
};
process.once("exit", stopLoops);
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));
const started = performance.now();
const run = spawn("npm", ["test"], { stdio: "inherit" });
const code = await new Promise((resolve) => run.once("exit", (status) => resolve(status ?? 1)));
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
stopLoops();
console.log(`npm test beside two busy loops: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${minutes} min`);
process.exitCode = code;
