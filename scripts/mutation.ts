/**
 * Mutation testing of the modules with unit tests (StrykerJS and its Vitest
 * runner): npm run mutation [-- <target> …]. For each target (mutation/targets.ts)
 * it prints the mutants, how many the tests killed, how many survived or no test
 * reached, and the score on all mutants and on those some test covers. Mutants in
 * mutation/allow-list.json are changes that cannot differ in behaviour; they are
 * counted apart and left out of the scores. A benchmark-style report, not part of
 * npm test: it runs for minutes, one process at a time.
 *
 * Reports: reports/mutation/<target>.json (mutation-testing-report-schema), and an
 * incremental file beside it so a rerun tests only mutants whose code or tests changed
 * (--full to start afresh; --ignore-static leaves out mutants in code run when a module
 * loads, which need every test of the target, for a quicker look while writing tests).
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { Stryker } from "@stryker-mutator/core";
import type { MutantResult, PartialStrykerOptions } from "@stryker-mutator/api/core";
import { TARGETS, type Target } from "../mutation/targets";

type AllowEntry = { file: string; mutator: string; original: string; replacement: string; reason: string };

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const full = args.includes("--full");
// Static mutants (in code run when a module loads) need every test of the target; leaving them out is quicker while writing tests.
const ignoreStatic = args.includes("--ignore-static");
// MUTATION_TESTS (see mutation/vitest.config.ts) measures a baseline with other tests: its reports are kept apart.
const suffix = process.env.MUTATION_TESTS ? ".baseline" : "";
const names = args.filter((arg) => !arg.startsWith("--"));
const unknown = names.filter((name) => !TARGETS.some((target) => target.name === name));
if (unknown.length) {
  console.error(`Unknown target ${unknown.join(", ")}; the targets are ${TARGETS.map((target) => target.name).join(", ")}.`);
  process.exit(2);
}
const chosen = names.length ? TARGETS.filter((target) => names.includes(target.name)) : TARGETS;
const allowList = JSON.parse(readFileSync(path.join(root, "mutation/allow-list.json"), "utf8")) as AllowEntry[];
const reportDir = path.join(root, "reports/mutation");
mkdirSync(reportDir, { recursive: true });

/** The source text a mutant replaces: with the file, mutator and replacement, its key in the allow-list. */
function originalOf(mutant: MutantResult, sources: Map<string, string[]>): string {
  const file = path.relative(root, mutant.fileName);
  let lines = sources.get(file);
  if (!lines) sources.set(file, (lines = readFileSync(path.join(root, file), "utf8").split("\n")));
  const { start, end } = mutant.location;
  // Stryker's locations: lines from 1, columns from 1.
  const text = lines.slice(start.line - 1, end.line).join("\n");
  const from = start.column - 1;
  const to = text.length - (lines[end.line - 1]!.length - (end.column - 1));
  return text.slice(from, to);
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

function allowed(mutant: MutantResult, original: string): AllowEntry | undefined {
  const file = path.relative(root, mutant.fileName);
  return allowList.find(
    (entry) =>
      entry.file === file &&
      entry.mutator === mutant.mutatorName &&
      squash(entry.original) === squash(original) &&
      squash(entry.replacement) === squash(mutant.replacement ?? ""),
  );
}

type Row = { target: string; mutants: number; killed: number; survived: number; noCoverage: number; allowed: number; timeout: number; errors: number };

async function run(target: Target): Promise<{ row: Row; open: string[]; usedAllow: Set<AllowEntry> }> {
  process.env.MUTATION_TARGET = target.name;
  const incrementalFile = path.join(reportDir, `${target.name}${suffix}.incremental.json`);
  if (full) rmSync(incrementalFile, { force: true });
  const stryker = new Stryker({
    testRunner: "vitest",
    plugins: ["@stryker-mutator/vitest-runner"],
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
  const row: Row = { target: target.name, mutants: 0, killed: 0, survived: 0, noCoverage: 0, allowed: 0, timeout: 0, errors: 0 };
  const open: string[] = [];
  const usedAllow = new Set<AllowEntry>();
  for (const mutant of results) {
    if (mutant.status === "Ignored" || mutant.status === "CompileError" || mutant.status === "RuntimeError") {
      row.errors++;
      continue;
    }
    row.mutants++;
    if (mutant.status === "Killed" || mutant.status === "Timeout") {
      row.killed++;
      if (mutant.status === "Timeout") row.timeout++;
      continue;
    }
    const original = originalOf(mutant, sources);
    const entry = allowed(mutant, original);
    if (entry) {
      row.allowed++;
      usedAllow.add(entry);
      continue;
    }
    if (mutant.status === "NoCoverage") row.noCoverage++;
    else row.survived++;
    const file = path.relative(root, mutant.fileName);
    open.push(
      `${mutant.status === "NoCoverage" ? "no coverage" : "survived"}  ${file}:${mutant.location.start.line}  ${mutant.mutatorName}  ${JSON.stringify(squash(original)).slice(0, 160)} → ${JSON.stringify(squash(mutant.replacement ?? "")).slice(0, 120)}`,
    );
  }
  return { row, open, usedAllow };
}

const percent = (part: number, whole: number) => (whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)} %`);

const rows: Row[] = [];
const allUsed = new Set<AllowEntry>();
for (const target of chosen) {
  const { row, open, usedAllow } = await run(target);
  rows.push(row);
  for (const entry of usedAllow) allUsed.add(entry);
  if (open.length) console.log(`\n${target.name}: ${open.length} mutants left alive\n${open.map((line) => `  ${line}`).join("\n")}`);
}

const total: Row = rows.reduce(
  (sum, row) => ({
    target: "overall",
    mutants: sum.mutants + row.mutants,
    killed: sum.killed + row.killed,
    survived: sum.survived + row.survived,
    noCoverage: sum.noCoverage + row.noCoverage,
    allowed: sum.allowed + row.allowed,
    timeout: sum.timeout + row.timeout,
    errors: sum.errors + row.errors,
  }),
  { target: "overall", mutants: 0, killed: 0, survived: 0, noCoverage: 0, allowed: 0, timeout: 0, errors: 0 },
);
const table = [...rows, ...(rows.length > 1 ? [total] : [])].map((row) => ({
  target: row.target,
  mutants: row.mutants,
  killed: row.killed,
  survived: row.survived,
  "no coverage": row.noCoverage,
  "allowed (equivalent)": row.allowed,
  "not run": row.errors,
  "score all": percent(row.killed, row.mutants - row.allowed),
  "score covered": percent(row.killed, row.mutants - row.allowed - row.noCoverage),
}));
console.log("\nMutation scores (allowed mutants left out of both scores; not run: ignored static mutants, or ones that do not compile)");
console.table(table);
if (chosen.length === TARGETS.length) {
  const stale = allowList.filter((entry) => !allUsed.has(entry));
  if (stale.length) console.log(`Allow-list entries that matched no surviving mutant (remove them):\n${stale.map((entry) => `  ${entry.file}  ${entry.mutator}  ${JSON.stringify(entry.original)}`).join("\n")}`);
}
