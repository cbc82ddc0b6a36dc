/**
 * `npm run bench:compare -- <buildA> <buildB> [<buildC> …]`: production
 * builds side by side, Lighthouse mobile (default start, about:blank) in
 * interleaved rounds, and each page's first-load bytes. Prints figures;
 * asserts nothing. The first build is the reference each other is compared to.
 *
 * A build is a directory holding `server/index.js` and `client/` (a copy of
 * `build/` made with one change), inside the project so that its server finds
 * node_modules: under `.bench/` (git-ignored, so Tailwind's source scan does
 * not read it into the next build's CSS). Each is served on its own port; every round
 * runs each build once, back to back (the order rotating from round to round),
 * while holding the machine's shared lock, so other heavy work runs between
 * rounds, not inside one.
 *
 * A difference "beats the noise" when the medians differ by more than the
 * larger interquartile range of the two sides' runs and the paired
 * differences (same round) agree in sign in at least four of five rounds.
 *
 * With --load, each route's requests per second straight from each build (the render cache's
 * ready bytes: 50 connections, gzip accepted, 5 s after a 2 s warm-up), in the same interleaved
 * rounds; --no-lighthouse leaves Lighthouse out.
 *
 * Options: --routes /,/resources (default)  --runs 5  --port 3241 (A; B is the next, …)
 *          --names loader,plain  labels for the builds
 *          --lock /tmp/act-heavy.lock  (--lock none: no lock)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { portOption, wholeNumberOption } from "./lib/number-option";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltSite, type BuiltSite } from "./lib/built-site";
import { load } from "./lib/load";
import { pageBytes, type PageBytes } from "./lib/page-bytes";
import { median, quantile } from "./lib/stats";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

const { values: options, positionals: dirs } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    routes: { type: "string", default: "/,/resources" },
    port: { type: "string", default: "3241" },
    names: { type: "string" },
    lock: { type: "string", default: "/tmp/act-heavy.lock" },
    "no-lighthouse": { type: "boolean", default: false },
    load: { type: "boolean", default: false },
  },
});
if (dirs.length < 2 || dirs.some((dir) => !existsSync(path.join(dir, "server/index.js")))) {
  throw new Error("usage: bench:compare <buildA> <buildB> [<buildC> …] (each with server/index.js and client/)");
}
const runs = wholeNumberOption("runs", options.runs);
const routeList = options.routes.split(",");
const port = portOption(options.port);
const names = options.names?.split(",") ?? dirs.map((_dir, i) => String.fromCharCode(65 + i));
const lock = options.lock;
const withLighthouse = !options["no-lighthouse"];
const withLoad = options.load;
const LOAD = { connections: 50, headers: { "accept-encoding": "gzip" } };

type Run = { performance: number; tbt: number; lcp: number; fcp: number; benchmarkIndex: number };

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const iqr = (values: number[]) => quantile(values, 0.75) - quantile(values, 0.25);

async function startServer(dir: string, serverPort: number): Promise<BuiltSite> {
  // Something already answering there would be measured in place of this build.
  if (
    await fetch(`http://127.0.0.1:${serverPort}/healthz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${serverPort} is in use`);
  return startBuiltSite(serverPort, { DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-compare-")) }, "inherit", path.join(dir, "server/index.js"));
}

/** Holds the shared lock (flock) until the returned function is called. */
async function acquire(): Promise<() => void> {
  if (lock === "none") return () => undefined;
  const holder = spawn("flock", [lock, "-c", "echo locked; cat >/dev/null"], { stdio: ["pipe", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    holder.stdout!.on("data", () => resolve());
    holder.on("exit", (code) => reject(new Error(`flock exited with ${code}`)));
  });
  return () => holder.stdin!.end();
}

async function lighthouseRun(url: string, chromePort: number): Promise<Run | undefined> {
  const lhr = (await lighthouse(url, { port: chromePort, output: "json", logLevel: "error" }))!.lhr;
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    console.error(`${url}: a run failed: ${lhr.runtimeError?.message ?? "no performance score"}`);
    return undefined;
  }
  return {
    performance: lhr.categories.performance.score * 100,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function bytesLine(name: string, bytes: PageBytes) {
  return `  ${name.padEnd(10)} JS ${kb(bytes.js)} KB gzip (${bytes.jsFiles} files), CSS fetched ${kb(bytes.css)} KB gzip, inlined CSS ${kb(bytes.inlineCss)} KB, inlined scripts ${kb(bytes.inlineJs)} KB, HTML ${kb(bytes.html)} KB gzip`;
}

function verdict(a: number[], b: number[], pairs: [number, number][], higherIsBetter: boolean, name: string) {
  const difference = median(b) - median(a);
  const noise = Math.max(iqr(a), iqr(b));
  const agreeing = pairs.filter(([x, y]) => Math.sign(y - x) === Math.sign(difference) && y !== x).length;
  const beats = Math.abs(difference) > noise && agreeing >= Math.ceil(pairs.length * 0.8);
  const better = higherIsBetter ? difference > 0 : difference < 0;
  return `${difference >= 0 ? "+" : ""}${difference.toFixed(0)} (noise ${noise.toFixed(0)}, ${agreeing}/${pairs.length} rounds agree): ${beats ? `${name} ${better ? "better" : "worse"}, beats the noise` : "within the noise"}`;
}

function summary(name: string, results: Run[]) {
  const show = (key: keyof Run, digits = 0) =>
    `${median(results.map((r) => r[key])).toFixed(digits)} [${sorted(results.map((r) => r[key]))
      .map((v) => v.toFixed(digits))
      .join(" ")}]`;
  return [
    `  ${name.padEnd(10)} perf ${show("performance")}`,
    `  ${"".padEnd(10)} TBT  ${show("tbt")} ms`,
    `  ${"".padEnd(10)} LCP  ${show("lcp")} ms   FCP ${median(results.map((r) => r.fcp)).toFixed(0)} ms   benchmark index ${show("benchmarkIndex")}`,
  ].join("\n");
}

/** Requests per second of each build on each route, in interleaved rounds. */
async function throughput(bases: string[]) {
  console.log(`\nRequests per second, ${LOAD.connections} connections, gzip accepted, 5 s after a 2 s warm-up, ${runs} interleaved rounds`);
  for (const route of routeList) {
    const rounds: number[][] = [];
    for (let round = 0; round < runs; round++) {
      const order = dirs.map((_dir, i) => (i + round) % dirs.length);
      const release = await acquire();
      const got: number[] = [];
      try {
        for (const side of order) {
          await load(`${bases[side]}${route}`, { ...LOAD, seconds: 2 });
          const result = await load(`${bases[side]}${route}`, { ...LOAD, seconds: 5 });
          if (result.errors) console.error(`${names[side]} ${route}: ${result.errors} errors`);
          got[side] = result.rps;
        }
      } finally {
        release();
      }
      rounds.push(got);
      console.error(`${route} round ${round + 1}: ${got.map((rps, i) => `${names[i]} ${rps.toFixed(0)}/s`).join(", ")}`);
    }
    const side = (i: number) => rounds.map((round) => round[i]!);
    console.log(`\n${route}`);
    for (const [i] of dirs.entries())
      console.log(
        `  ${names[i]!.padEnd(10)} ${median(side(i)).toFixed(0)}/s [${sorted(side(i))
          .map((v) => v.toFixed(0))
          .join(" ")}]`,
      );
    for (const [i] of dirs.entries()) {
      if (i === 0) continue;
      const pairs = rounds.map((round) => [round[0]!, round[i]!] as [number, number]);
      console.log(`  ${names[i]} − ${names[0]}: ${verdict(side(0), side(i), pairs, true, names[i]!)} requests/s`);
    }
  }
}

async function main() {
  const servers: BuiltSite[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    for (const [i, dir] of dirs.entries()) servers.push(await startServer(dir, port + i));
    const bases = dirs.map((_dir, i) => `http://127.0.0.1:${port + i}`);
    if (withLoad) await throughput(bases);
    if (!withLighthouse) return;
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    console.log(
      `Lighthouse mobile, default start (about:blank), ${runs} interleaved rounds per route; ${dirs.map((dir, i) => `${names[i]} = ${dir}`).join(", ")}`,
    );
    for (const route of routeList) {
      const rounds: Run[][] = [];
      for (let round = 0; rounds.length < runs && round < runs + 3; round++) {
        const order = dirs.map((_dir, i) => (i + round) % dirs.length);
        const release = await acquire();
        const got: (Run | undefined)[] = [];
        try {
          for (const side of order) got[side] = await lighthouseRun(`${bases[side]}${route}`, chrome.port);
        } finally {
          release();
        }
        if (got.some((run) => !run)) continue;
        rounds.push(got as Run[]);
        console.error(
          `${route} round ${rounds.length}: ${got.map((run, i) => `${names[i]} ${run!.performance} (${run!.tbt.toFixed(0)} ms, index ${run!.benchmarkIndex.toFixed(0)})`).join(", ")}`,
        );
      }
      const side = (i: number) => rounds.map((round) => round[i]!);
      console.log(`\n${route}`);
      for (const [i] of dirs.entries()) console.log(summary(names[i]!, side(i)));
      for (const [i] of dirs.entries()) {
        if (i === 0) continue;
        const a = side(0);
        const b = side(i);
        const of = (key: keyof Run) => rounds.map((round) => [round[0]![key], round[i]![key]] as [number, number]);
        const label = `${names[i]} − ${names[0]}`;
        console.log(
          `  ${label}: perf ${verdict(
            a.map((r) => r.performance),
            b.map((r) => r.performance),
            of("performance"),
            true,
            names[i]!,
          )}`,
        );
        console.log(
          `  ${"".padEnd(label.length)}  TBT ${verdict(
            a.map((r) => r.tbt),
            b.map((r) => r.tbt),
            of("tbt"),
            false,
            names[i]!,
          )} ms`,
        );
        console.log(
          `  ${"".padEnd(label.length)}  LCP ${verdict(
            a.map((r) => r.lcp),
            b.map((r) => r.lcp),
            of("lcp"),
            false,
            names[i]!,
          )} ms`,
        );
      }
      for (const [i] of dirs.entries()) console.log(bytesLine(names[i]!, await pageBytes(bases[i]!, route)));
    }
  } finally {
    await chrome?.kill();
    for (const server of servers) await server.stop();
  }
}

await main();
