/**
 * Mutation testing of the modules with unit tests (StrykerJS and its Vitest
 * runner): npm run mutation [-- <target> …]. For each target (mutation/targets.ts)
 * it prints the mutants, how many the tests killed, how many survived or no test
 * reached, and the score on all mutants and on those some test covers. Mutants that
 * cannot differ in behaviour are excused by a comment above their line, with its
 * reason; they are counted apart and left out of the scores:
 *   // Stryker disable next-line <Mutator>: <reason>
 * (Stryker's own: it does not run that mutator's mutants on the line, status Ignored), or, where the
 * mutator makes other mutants of the same expression that tests kill and that must still run,
 *   // Equivalent mutant next-line <Mutator> → <replacement>: <reason>
 * (read here: it excuses that one mutant if it survives). A comment that excuses
 * nothing is reported. A benchmark-style report, not part of npm test: it runs for
 * minutes, one process at a time.
 *
 * Reports: reports/mutation/<target>.json (mutation-testing-report-schema), and an
 * incremental file beside it so a rerun tests only mutants whose code or tests changed
 * (--full to start afresh; --ignore-static leaves out mutants in code run when a module
 * loads, which need every test of the target, for a quicker look while writing tests;
 * --excused lists every excused mutant).
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { Stryker } from "@stryker-mutator/core";
import type { MutantResult, PartialStrykerOptions } from "@stryker-mutator/api/core";
import { TARGETS, type Target } from "../mutation/targets";

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

/** A comment excusing mutants of the first line below it that is not a comment. */
type Excuse = { file: string; line: number; target: number; mutators: string[]; replacement?: string; used: number };

// Either may end a line of code (": // Stryker disable …" before a conditional's branch).
const STRYKER_DISABLE = /\/\/ Stryker disable next-line ([\w, ]+?)\s*(?::|$)/;
const EQUIVALENT = /\/\/ Equivalent mutant next-line (\w+) → (.+?): \S/;

function excusesIn(file: string, lines: string[]): Excuse[] {
  const excuses: Excuse[] = [];
  lines.forEach((text, index) => {
    const disable = STRYKER_DISABLE.exec(text);
    const equivalent = EQUIVALENT.exec(text);
    if (!disable && !equivalent) return;
    let target = index + 1;
    while (target < lines.length && /^\s*\/\//.test(lines[target]!)) target++;
    excuses.push({
      file,
      line: index + 1,
      target: target + 1,
      mutators: disable ? disable[1]!.split(",").map((name) => name.trim()) : [equivalent![1]!],
      replacement: equivalent?.[2],
      used: 0,
    });
  });
  return excuses;
}

type Source = { lines: string[]; excuses: Excuse[] };

function sourceOf(mutant: MutantResult, sources: Map<string, Source>): Source {
  const file = path.relative(root, mutant.fileName);
  let source = sources.get(file);
  if (!source) {
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    source = { lines, excuses: excusesIn(file, lines) };
    sources.set(file, source);
  }
  return source;
}

/** The source text a mutant replaces. */
function originalOf(mutant: MutantResult, lines: string[]): string {
  const { start, end } = mutant.location;
  // Stryker's locations: lines from 1, columns from 1.
  const text = lines.slice(start.line - 1, end.line).join("\n");
  const from = start.column - 1;
  const to = text.length - (lines[end.line - 1]!.length - (end.column - 1));
  return text.slice(from, to);
}

// A replacement as Stryker reports it carries the node's leading comments (an excuse among them).
const squash = (text: string) =>
  text
    .split("\n")
    .filter((line) => !/^\s*\/\//.test(line))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();

/** Whether a mutant is excused: Stryker's comment (Stryker did not run it), or one naming its replacement (it survived). */
function isExcused(mutant: MutantResult, source: Source): boolean {
  const line = mutant.location.start.line;
  if (mutant.status === "Ignored") {
    if (mutant.statusReason?.startsWith("Static mutant")) return false;
    const excuse = source.excuses.find((candidate) => !candidate.replacement && candidate.target === line && candidate.mutators.includes(mutant.mutatorName));
    if (excuse) excuse.used++;
    return true;
  }
  if (mutant.status !== "Survived" && mutant.status !== "NoCoverage") return false;
  const excuse = equivalentOf(mutant, source, line);
  if (excuse) excuse.used++;
  return excuse !== undefined;
}

function equivalentOf(mutant: MutantResult, source: Source, line: number): Excuse | undefined {
  const matching = source.excuses.filter(
    (excuse) =>
      excuse.replacement !== undefined &&
      excuse.target === line &&
      excuse.mutators.includes(mutant.mutatorName) &&
      squash(excuse.replacement) === squash(mutant.replacement ?? ""),
  );
  // Two comments may name the same change on one line (two strings emptied): each excuses one.
  return matching.find((excuse) => excuse.used === 0) ?? matching[0];
}

type Row = { target: string; mutants: number; killed: number; survived: number; noCoverage: number; excused: number; timeout: number; errors: number };

async function run(target: Target): Promise<{ row: Row; open: string[]; excused: string[]; sources: Map<string, Source> }> {
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
  const sources = new Map<string, Source>();
  const row: Row = { target: target.name, mutants: 0, killed: 0, survived: 0, noCoverage: 0, excused: 0, timeout: 0, errors: 0 };
  const open: string[] = [];
  const excused: string[] = [];
  const describe = (mutant: MutantResult, source: Source) =>
    `${path.relative(root, mutant.fileName)}:${mutant.location.start.line}  ${mutant.mutatorName}  ${JSON.stringify(squash(originalOf(mutant, source.lines))).slice(0, 160)} → ${JSON.stringify(squash(mutant.replacement ?? "")).slice(0, 120)}`;
  for (const mutant of results) {
    const source = sourceOf(mutant, sources);
    if (isExcused(mutant, source)) {
      // Excused mutants count among the mutants and are left out of the scores.
      row.mutants++;
      row.excused++;
      excused.push(describe(mutant, source));
      continue;
    }
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
    if (mutant.status === "NoCoverage") row.noCoverage++;
    else row.survived++;
    open.push(`${mutant.status === "NoCoverage" ? "no coverage" : "survived"}  ${describe(mutant, source)}`);
  }
  return { row, open, excused, sources };
}

const percent = (part: number, whole: number) => (whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)} %`);

const rows: Row[] = [];
const idle: string[] = [];
for (const target of chosen) {
  const { row, open, excused, sources } = await run(target);
  rows.push(row);
  if (open.length) console.log(`\n${target.name}: ${open.length} mutants left alive\n${open.map((line) => `  ${line}`).join("\n")}`);
  if (listExcused && excused.length) console.log(`\n${target.name}: ${excused.length} mutants excused\n${excused.map((line) => `  ${line}`).join("\n")}`);
  for (const { lines, excuses } of sources.values())
    for (const excuse of excuses) if (!excuse.used) idle.push(`  ${excuse.file}:${excuse.line}  ${lines[excuse.line - 1]!.trim().slice(0, 140)}`);
}

const total: Row = rows.reduce(
  (sum, row) => ({
    target: "overall",
    mutants: sum.mutants + row.mutants,
    killed: sum.killed + row.killed,
    survived: sum.survived + row.survived,
    noCoverage: sum.noCoverage + row.noCoverage,
    excused: sum.excused + row.excused,
    timeout: sum.timeout + row.timeout,
    errors: sum.errors + row.errors,
  }),
  { target: "overall", mutants: 0, killed: 0, survived: 0, noCoverage: 0, excused: 0, timeout: 0, errors: 0 },
);
const table = [...rows, ...(rows.length > 1 ? [total] : [])].map((row) => ({
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
// A comment whose line changed or whose mutant a test now kills excuses nothing: remove or move it.
if (idle.length) console.log(`Comments that excused no mutant (remove or move them):\n${idle.join("\n")}`);
