/**
 * `npm run bench:e2e`: what the end-to-end tests cost in two ways of running them. Printed, never asserted.
 *
 *   --compare traces    the failure traces as configured (no DOM snapshots, no screencast) against the
 *                       whole trace, a DOM snapshot around each action and the screencast (decision 045)
 *   --compare browsers  Debian's headless shell against its full Chromium (decision 042)
 *
 * Each round runs the same specs of the shared-server lane (Playwright, the production build: `npm run
 * build` first) once each way, back to back, the order alternating from round to round. A run's time is
 * its wall time; its CPU is the user and system time of the whole run (Playwright, the site's server and
 * every browser process), read from this process's reaped children (Linux's /proc).
 *
 * Options: --compare traces|browsers   (default traces)
 *          --runs N                    rounds (default 5)
 *          --specs a,b                 spec names in tests/e2e (default layout-sweep,card-grids,contact)
 *          --port N                    the shared server's port (default 3970)
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { wholeNumberOption } from "./lib/number-option";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./lib/chromium";
import { median } from "./lib/stats";

const { values } = parseArgs({
  options: {
    compare: { type: "string", default: "traces" },
    runs: { type: "string", default: "5" },
    specs: { type: "string", default: "layout-sweep,card-grids,contact" },
    port: { type: "string", default: "3970" },
  },
});
const RUNS = wholeNumberOption("runs", values.runs);
const SPECS = values.specs.split(",");

/** A way of running the specs: what it sets in their environment. */
type Way = { name: string; env: Record<string, string> };
const COMPARISONS: Record<string, Way[]> = {
  traces: [
    { name: "traces as configured", env: { E2E_TRACE_SNAPSHOTS: "" } },
    { name: "whole traces", env: { E2E_TRACE_SNAPSHOTS: "1" } },
  ],
  browsers: [
    { name: "full browser", env: { CHROMIUM_HEADLESS_SHELL_PATH: CHROMIUM_PATH } },
    { name: "headless shell", env: { CHROMIUM_HEADLESS_SHELL_PATH: HEADLESS_SHELL_PATH } },
  ],
};
const WAYS = COMPARISONS[values.compare];
if (!WAYS) throw new Error(`--compare takes ${Object.keys(COMPARISONS).join(" or ")}, not "${values.compare}"`);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs takes a whole number of rounds, not "${values.runs}"`);

/** CPU seconds of this process's children that have ended, and of theirs (cutime and cstime). */
function childrenCpuSeconds(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function run(way: Way): { wall: number; cpu: number } {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const specs = SPECS.map((spec) => `tests/e2e/${spec}.spec.ts`);
  const result = spawnSync("npx", ["playwright", "test", "--project", "chromium", "--reporter", "dot", ...specs], {
    env: { ...process.env, ...way.env, E2E_PORT: values.port },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`the specs failed with ${way.name}:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-2000)}`);
  return { wall: (performance.now() - started) / 1000, cpu: childrenCpuSeconds() - cpuBefore };
}

console.log(`specs: ${SPECS.join(", ")}; ${RUNS} rounds`);
const figures = new Map(WAYS.map(({ name }) => [name, [] as { wall: number; cpu: number }[]]));
const width = Math.max(...WAYS.map(({ name }) => name.length));
for (let round = 0; round < RUNS; round++) {
  const order = round % 2 === 0 ? WAYS : [...WAYS].reverse();
  for (const way of order) {
    const figure = run(way);
    figures.get(way.name)!.push(figure);
    console.log(`round ${round + 1} ${way.name.padEnd(width)} ${figure.wall.toFixed(1).padStart(6)} s wall ${figure.cpu.toFixed(1).padStart(6)} s CPU`);
  }
}
for (const [name, runs] of figures) {
  const walls = runs.map((figure) => figure.wall);
  const cpus = runs.map((figure) => figure.cpu);
  console.log(
    `${name.padEnd(width)} median ${median(walls).toFixed(1)} s wall (${Math.min(...walls).toFixed(1)}–${Math.max(...walls).toFixed(1)}), ` +
      `${median(cpus).toFixed(1)} s CPU (${Math.min(...cpus).toFixed(1)}–${Math.max(...cpus).toFixed(1)})`,
  );
}
