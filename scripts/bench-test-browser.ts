/**
 * `npm run bench:test-browser`: what the end-to-end tests cost in each of Debian's Chromium builds, the
 * full browser and its headless shell (decision 042). Printed, never asserted.
 *
 * Each round runs the same specs of the shared-server lane (Playwright, the production build: `npm run
 * build` first) once in each browser, back to back, the order alternating from round to round. A run's
 * time is its wall time; its CPU is the user and system time of the whole run (Playwright, the site's
 * server and every browser process), read from this process's reaped children (Linux's /proc).
 *
 * Options: --runs N          rounds (default 5)
 *          --specs a,b       spec names in tests/e2e (default layout-sweep,card-grids,contact)
 *          --port N          the shared server's port (default 3970)
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./lib/chromium";
import { median } from "./lib/stats";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const RUNS = Number(option("runs") ?? 5);
const SPECS = (option("specs") ?? "layout-sweep,card-grids,contact").split(",");
const PORT = option("port") ?? "3970";

const BROWSERS = [
  { name: "full browser", path: CHROMIUM_PATH },
  { name: "headless shell", path: HEADLESS_SHELL_PATH },
];

/** CPU seconds of this process's children that have ended, and of theirs (cutime and cstime). */
function childrenCpuSeconds(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function run(browser: string): { wall: number; cpu: number } {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const result = spawnSync("npx", ["playwright", "test", "--project", "chromium", "--reporter", "dot", ...SPECS.map((spec) => `tests/e2e/${spec}.spec.ts`)], {
    env: { ...process.env, CHROMIUM_HEADLESS_SHELL_PATH: browser, E2E_PORT: PORT },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`the specs failed in ${browser}:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-2000)}`);
  return { wall: (performance.now() - started) / 1000, cpu: childrenCpuSeconds() - cpuBefore };
}

console.log(`specs: ${SPECS.join(", ")}; ${RUNS} rounds`);
const figures = new Map(BROWSERS.map(({ name }) => [name, [] as { wall: number; cpu: number }[]]));
for (let round = 0; round < RUNS; round++) {
  const order = round % 2 === 0 ? BROWSERS : [...BROWSERS].reverse();
  for (const { name, path } of order) {
    const figure = run(path);
    figures.get(name)!.push(figure);
    console.log(`round ${round + 1} ${name.padEnd(14)} ${figure.wall.toFixed(1).padStart(6)} s wall ${figure.cpu.toFixed(1).padStart(6)} s CPU`);
  }
}
for (const [name, runs] of figures) {
  const walls = runs.map((figure) => figure.wall);
  const cpus = runs.map((figure) => figure.cpu);
  console.log(
    `${name.padEnd(14)} median ${median(walls).toFixed(1)} s wall (${Math.min(...walls).toFixed(1)}–${Math.max(...walls).toFixed(1)}), ` +
      `${median(cpus).toFixed(1)} s CPU (${Math.min(...cpus).toFixed(1)}–${Math.max(...cpus).toFixed(1)})`,
  );
}
