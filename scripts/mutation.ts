/**
 * Mutation testing of the modules with unit tests (StrykerJS and its Vitest
 * runner): npm run mutation [-- <target> …]. For each target (mutation/targets.ts)
 * it prints the mutants, how many the tests killed, how many survived or no test
 * reached, and the score on all mutants and on those some test covers. Mutants
 * that cannot differ in behaviour are left out by Stryker itself (status
 * Ignored, with the reason): by the ignorers in mutation/ignorers.ts (log lines,
 * error messages nobody reads), or by a `// Stryker disable next-line
 * <Mutator>: <reason>` comment above the line. Where only one of a mutator's
 * changes on a line is equivalent, a target's `equivalents` (mutation/targets.ts)
 * names it by the line's code, and excuses it here if it survives.
 * They are counted apart and left out of the scores. A comment that excuses
 * nothing is reported. A benchmark-style report, not part of npm test: it runs
 * for minutes, one process at a time.
 *
 * Reports: reports/mutation/<target>.json (mutation-testing-report-schema), and an
 * incremental file beside it so a rerun tests only mutants whose code or tests changed
 * (--full to start afresh; --ignore-static leaves out mutants in code run when a module
 * loads, which need every test of the target, for a quicker look while writing tests;
 * --excused lists every excused mutant with its reason).
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { Stryker } from "@stryker-mutator/core";
import type { MutantResult, PartialStrykerOptions } from "@stryker-mutator/api/core";
import { type Equivalent, TARGETS, type Target } from "../mutation/targets";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const full = args.includes("--full");
// Static mutants (in code run when a module loads) need every test of the target; leaving them out is quicker while writing tests.
const ignoreStatic = args.includes("--ignore-static");
const listExcused = args.includes("--excused");
// MUTATION_TESTS (see mutation/vitest.config.ts) measures a baseline with other tests: its reports are kept apart.
const suffix = process.env.MUTATION_TESTS ? ".baseline" : "";
const names = args.filter((arg) => !arg.startsWith("--"));
const unknown = names.filter((name) => !TARGETS.some((target) => target.name === name));
if (unknown.length) {
  console.error(`Unknown target ${unknown.join(", ")}; the targets are ${TARGETS.map((target) => target.name).join(", ")}.`);
  process.exit(2);
}
const chosen = names.length ? TARGETS.filter((target) => names.includes(target.name)) : TARGETS;
const reportDir = path.join(root, "reports/mutation");
mkdirSync(reportDir, { recursive: true });

// Stryker's own directive; its reason becomes the mutant's statusReason.
const DISABLE = /\/\/ Stryker disable next-line [\w, ]+?:(.+)$/;

const squash = (code: string) => code.replace(/\s+/g, " ").trim();
// A replacement as Stryker reports it carries the node's leading comments.
const withoutComments = (code: string) =>
  code
    .split("\n")
    .filter((line) => !/^\s*\/\//.test(line))
    .join("\n");

/** The entry of targets.ts that excuses a surviving mutant, if one does. */
function equivalentOf(mutant: MutantResult, target: Target, lines: (file: string) => string[]): Equivalent | undefined {
  if (mutant.status !== "Survived" && mutant.status !== "NoCoverage") return undefined;
  const file = path.relative(root, mutant.fileName);
  const end = mutant.location.start.line;
  // An entry of several lines names the mutant's line by the lines before it as well.
  const matches = (entry: Equivalent) => {
    const wanted = entry.line.split("\n");
    return (
      lines(file)
        .slice(Math.max(0, end - wanted.length), end)
        .map(squash)
        .join("\n") === wanted.map(squash).join("\n")
    );
  };
  return target.equivalents?.[file]?.find(
    (entry) =>
      matches(entry) &&
      entry.mutator === mutant.mutatorName &&
      (entry.replacement === undefined || squash(entry.replacement) === squash(withoutComments(mutant.replacement ?? ""))),
  );
}

type Row = { target: string; mutants: number; killed: number; survived: number; noCoverage: number; excused: number; errors: number };

async function run(target: Target) {
  process.env.MUTATION_TARGET = target.name;
  const incrementalFile = path.join(reportDir, `${target.name}${suffix}.incremental.json`);
  if (full) rmSync(incrementalFile, { force: true });
  const stryker = new Stryker({
    testRunner: "vitest",
    plugins: ["@stryker-mutator/vitest-runner", path.join(root, "mutation/ignorers.plugin.mjs")],
    ignorers: ["log-lines", "unread-error-messages"],
    vitest: { configFile: "mutation/vitest.config.ts", related: false },
    mutate: target.mutate,
    coverageAnalysis: "perTest",
    concurrency: 1,
    incremental: true,
    incrementalFile,
    reporters: ["json", "progress-append-only"],
    jsonReporter: { fileName: path.join(reportDir, `${target.name}${suffix}.json`) },
    ignoreStatic,
    tempDirName: ".stryker-tmp",
    cleanTempDir: "always",
    ignorePatterns: ["/studio", "/docs", "/build", "/reports", "/tests/e2e", "/.bench", "/data", "/test-results"],
    // The const enum LogLevel cannot be read under isolatedModules; its value for warnings is "warn".
    logLevel: "warn" as PartialStrykerOptions["logLevel"],
    timeoutMS: 5_000,
  });
  const results = await stryker.runMutationTest();
  const sources = new Map<string, string[]>();
  const lines = (file: string) => sources.get(file) ?? sources.set(file, readFileSync(path.join(root, file), "utf8").split("\n")).get(file)!;
  const used = new Set<Equivalent>();
  const row: Row = { target: target.name, mutants: 0, killed: 0, survived: 0, noCoverage: 0, excused: 0, errors: 0 };
  const open: string[] = [];
  const excused: string[] = [];
  const describe = (mutant: MutantResult) =>
    `${path.relative(root, mutant.fileName)}:${mutant.location.start.line}  ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement?.replace(/\s+/g, " ") ?? "").slice(0, 120)}`;
  for (const mutant of results) {
    const equivalent = equivalentOf(mutant, target, lines);
    if (equivalent) used.add(equivalent);
    const excuse = mutant.status === "Ignored" && !mutant.statusReason?.startsWith("Static mutant") ? mutant.statusReason : equivalent?.why;
    if (excuse !== undefined) {
      // Excused mutants count among the mutants and are left out of the scores.
      row.mutants++;
      row.excused++;
      excused.push(`${describe(mutant)}  (${excuse})`);
    } else if (mutant.status === "Ignored" || mutant.status === "CompileError" || mutant.status === "RuntimeError") row.errors++;
    else {
      row.mutants++;
      if (mutant.status === "Killed" || mutant.status === "Timeout") row.killed++;
      else {
        if (mutant.status === "NoCoverage") row.noCoverage++;
        else row.survived++;
        open.push(`${mutant.status === "NoCoverage" ? "no coverage" : "survived"}  ${describe(mutant)}`);
      }
    }
  }
  // A comment above a line that changed, or an entry of targets.ts whose line changed or whose mutant a test now kills, excuses nothing.
  const reasons = new Set(results.map((mutant) => `${path.relative(root, mutant.fileName)}\0${mutant.statusReason?.trim()}`));
  const idle = target.mutate.flatMap((file) => [
    ...lines(file).flatMap((text, index) => {
      const reason = DISABLE.exec(text)?.[1]?.trim();
      return reason === undefined || reasons.has(`${file}\0${reason}`) ? [] : [`  ${file}:${index + 1}  ${text.trim().slice(0, 140)}`];
    }),
    ...(target.equivalents?.[file] ?? [])
      .filter((entry) => !used.has(entry))
      .map((entry) => `  ${file}  ${entry.mutator} ${entry.replacement ?? ""} on ${squash(entry.line).slice(0, 120)} (mutation/targets.ts)`),
  ]);
  return { row, open, excused, idle };
}

const percent = (part: number, whole: number) => (whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)} %`);

const rows: Row[] = [];
const idle: string[] = [];
for (const target of chosen) {
  const result = await run(target);
  rows.push(result.row);
  idle.push(...result.idle);
  if (result.open.length) console.log(`\n${target.name}: ${result.open.length} mutants left alive\n${result.open.map((line) => `  ${line}`).join("\n")}`);
  if (listExcused && result.excused.length)
    console.log(`\n${target.name}: ${result.excused.length} mutants excused\n${result.excused.map((line) => `  ${line}`).join("\n")}`);
}

const sum = (key: Exclude<keyof Row, "target">) => rows.reduce((total, row) => total + row[key], 0);
const overall: Row = {
  target: "overall",
  mutants: sum("mutants"),
  killed: sum("killed"),
  survived: sum("survived"),
  noCoverage: sum("noCoverage"),
  excused: sum("excused"),
  errors: sum("errors"),
};
const table = [...rows, ...(rows.length > 1 ? [overall] : [])].map((row) => ({
  target: row.target,
  mutants: row.mutants,
  killed: row.killed,
  survived: row.survived,
  "no coverage": row.noCoverage,
  "excused (equivalent)": row.excused,
  "not run": row.errors,
  "score all": percent(row.killed, row.mutants - row.excused),
  "score covered": percent(row.killed, row.mutants - row.excused - row.noCoverage),
}));
console.log("\nMutation scores (excused mutants left out of both scores; not run: ignored static mutants, or ones that do not compile)");
console.table(table);
if (idle.length) console.log(`Excuses that excused no mutant (remove or move them):\n${idle.join("\n")}`);
