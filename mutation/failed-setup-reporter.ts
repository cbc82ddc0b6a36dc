/**
 * Counts a test file that fails before its tests run as failing tests.
 * Stryker's Vitest runner reads only tests that have a result: a file whose
 * import throws, or whose beforeAll or describe body throws, leaves its tests
 * without one, and a mutant that breaks a module that way would be reported
 * as survived although `vitest run` fails (tests skipped after a failed
 * beforeAll are not traced back to the file's error either). Here every such test gets the
 * file's or suite's error as its failure, and a file with no tests at all
 * gets one failed test standing for it.
 */
import type { Reporter, TestModule } from "vitest/node";

type Task = {
  type: string;
  id: string;
  name: string;
  mode: string;
  tasks?: Task[];
  file?: Task;
  suite?: Task;
  meta: Record<string, unknown>;
  artifacts?: unknown[];
  annotations?: unknown[];
  result?: { state?: string; errors?: unknown[] };
};

function failure(task: Task): unknown[] | undefined {
  return task.result?.state === "fail" && task.result.errors?.length ? task.result.errors : undefined;
}

function markUnrun(suite: Task, inherited: unknown[] | undefined): void {
  const errors = failure(suite) ?? inherited;
  for (const task of suite.tasks ?? []) {
    if (task.type === "test") {
      // Tests of a file or suite whose beforeAll failed are left without a result, or skipped (mode and state
      // "skip", like it.skip: in a file that did not fail, errors is undefined and an it.skip stays skipped).
      // Stryker's runner counts a test whose mode is "skip" as skipped whatever its state: the mode goes too.
      if (errors && (!task.result || task.result.state === "skip")) {
        task.mode = "run";
        task.result = { state: "fail", errors };
      }
    } else markUnrun(task, errors);
  }
}

const hasTests = (suite: Task): boolean => (suite.tasks ?? []).some((task) => task.type === "test" || hasTests(task));

export class FailedSetupReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    for (const module of modules) {
      const file = (module as unknown as { task: Task }).task;
      const errors = failure(file);
      markUnrun(file, errors);
      if (errors && !hasTests(file)) {
        file.tasks = [
          ...(file.tasks ?? []),
          {
            type: "test",
            id: `${file.id}_setup`,
            name: "the file loads",
            mode: "run",
            file,
            suite: file,
            meta: {},
            artifacts: [],
            annotations: [],
            result: { state: "fail", errors },
          },
        ];
      }
    }
  }
}
