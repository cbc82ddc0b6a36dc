/**
 * `npm run test:loaded`: the whole `npm test` beside two busy loops, one per core of the 2-core
 * machines it runs on, so a test that holds time instead of behaviour shows up as a failure here
 * before it does in CI on a busy day. Prints how long the run took and how much CPU the loops got.
 */
import { spawn } from "node:child_process";

const loops = [0, 1].map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
const started = performance.now();
const run = spawn("npm", ["test"], { stdio: "inherit" });
const code = await new Promise((resolve) => run.once("exit", (status) => resolve(status ?? 1)));
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
for (const loop of loops) loop.kill();
console.log(`npm test beside two busy loops: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${minutes} min`);
process.exitCode = code;
