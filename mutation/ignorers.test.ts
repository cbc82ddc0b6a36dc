/**
 * The ignorers, run by Stryker's own instrumenter over a small module: which of
 * its mutants Stryker would leave out, and which it would still test.
 */
import path from "node:path";
import type { Mutant } from "@stryker-mutator/api/core";
import type { Ignorer } from "@stryker-mutator/api/ignore";
import type { Logger } from "@stryker-mutator/api/logging";
import { Instrumenter } from "@stryker-mutator/instrumenter";
import { describe, expect, it } from "vitest";
import { logLines, unreadErrorMessages } from "./ignorers";

const file = path.resolve(import.meta.dirname, "fixture.server.ts");

const SOURCE = `
export async function deliver(log: Logger, row: Row, send: (row: Row) => Promise<void>) {
  if (!row.id) throw new Error("row missing");
  const started = Date.now();
  try {
    await send(row);
    const fields = { id: row.id, ms: Date.now() - started };
    log.info(fields, "notification delivered");
  } catch (error) {
    log.error({ err: error }, "notification failed");
  }
  void send(row).catch((error: unknown) => log.warn({ err: error }, "retry failed"));
  return row.urgent ? "We will call you within the hour." : "We will answer within a day.";
}
`;

const quiet: Logger = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => false,
  isErrorEnabled: () => false,
  isFatalEnabled: () => false,
  trace: () => {},
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  fatal: () => {},
};

async function mutantsOf(ignorers: Ignorer[]): Promise<readonly Mutant[]> {
  const { mutants } = await new Instrumenter(quiet).instrument([{ name: file, content: SOURCE, mutate: true }], {
    ignorers,
    plugins: null,
    excludedMutations: [],
    noHeader: true,
  });
  return mutants;
}

/** The mutants Stryker would test (not ignored) whose line holds `text`. */
async function testedOn(text: string, ignorers: Ignorer[]): Promise<Mutant[]> {
  // Stryker counts lines from 0.
  const line = SOURCE.split("\n").findIndex((candidate) => candidate.includes(text));
  const onLine = (await mutantsOf(ignorers)).filter((mutant) => mutant.location.start.line === line);
  expect(onLine.length).toBeGreaterThan(0);
  return onLine.filter((mutant) => mutant.status !== "Ignored");
}

describe("the log-lines ignorer", () => {
  it("leaves out the message and fields of a log call", async () => {
    expect(await testedOn('log.info(fields, "notification delivered")', [logLines])).toEqual([]);
    expect(await testedOn('log.info(fields, "notification delivered")', [])).not.toEqual([]);
  });

  it("leaves out a value that only a log call reads", async () => {
    expect(await testedOn("const fields", [logLines])).toEqual([]);
  });

  it("leaves out a catch block or callback that only logs", async () => {
    expect(await testedOn("} catch (error) {", [logLines])).toEqual([]);
    expect(await testedOn(".catch((error: unknown)", [logLines])).toEqual([]);
  });

  it("still tests what a visitor reads, and the code around the log lines", async () => {
    const answer = await testedOn("We will call you", [logLines]);
    expect(answer.map((mutant) => mutant.replacement)).toContain('""');
    expect(await testedOn("if (!row.id)", [logLines])).not.toEqual([]);
  });
});

describe("the unread-error-messages ignorer", () => {
  it("leaves out an error's message in a module named for it", async () => {
    const tested = await testedOn('new Error("row missing")', [unreadErrorMessages([file])]);
    expect(tested.map((mutant) => mutant.mutatorName)).not.toContain("StringLiteral");
    // The check that throws is still tested.
    expect(tested.map((mutant) => mutant.mutatorName)).toContain("ConditionalExpression");
  });

  it("tests the message in any other module, and a visitor's text even in one named", async () => {
    const elsewhere = await testedOn('new Error("row missing")', [unreadErrorMessages(["app/other.server.ts"])]);
    expect(elsewhere.map((mutant) => mutant.mutatorName)).toContain("StringLiteral");
    const answer = await testedOn("We will call you", [unreadErrorMessages([file])]);
    expect(answer.map((mutant) => mutant.mutatorName)).toContain("StringLiteral");
  });
});
