/**
 * Stryker ignorers (its plugin API, @stryker-mutator/api/ignore): kinds of code
 * whose mutants cannot change what a visitor, editor or staff member gets, left
 * out by rule rather than by a comment beside each line. Stryker reports their
 * mutants as Ignored, with the reason returned here.
 *
 * Stryker hands each node of the syntax tree to shouldIgnore on the way down;
 * a node it ignores takes every mutant inside it along.
 */
import path from "node:path";
import type { Ignorer, NodePath } from "@stryker-mutator/api/ignore";
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";
import { TARGETS } from "./targets";

/** The parts of Babel's syntax tree these rules read (Stryker parses with Babel). */
type Node = { type: string; [field: string]: unknown };
type Path = {
  node: Node;
  parentPath: Path | null;
  key: string | number | null;
  scope: { getBinding(name: string): { referencePaths: Path[]; constantViolations: Path[] } | undefined };
  hub?: { file?: { opts?: { filename?: string } } };
};

const root = path.resolve(import.meta.dirname, "..");

/** pino's methods that write a line (app/lib/logger.server.ts). */
const LOG_METHODS = new Set(["trace", "debug", "info", "warn", "error", "fatal"]);
/** The names a logger goes by: `log`, `options.log`, `this.options.log`. */
const LOGGER_NAMES = new Set(["log", "logger"]);

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && "type" in value;
const nameOf = (node: unknown) => (isNode(node) && node.type === "Identifier" ? (node.name as string) : undefined);

/** `log.warn(…)`, `options.log.error(…)`, `this.options.log.info(…)`. */
export function isLogCall(node: unknown): boolean {
  if (!isNode(node) || node.type !== "CallExpression" || !isNode(node.callee) || node.callee.type !== "MemberExpression") return false;
  const { object, property } = node.callee;
  if (!LOG_METHODS.has(nameOf(property) ?? "")) return false;
  const logger = isNode(object) && object.type === "MemberExpression" ? object.property : object;
  return LOGGER_NAMES.has(nameOf(logger) ?? "");
}

/** A block or function body that does nothing but write log lines. */
function onlyLogs(body: unknown): boolean {
  if (isLogCall(body)) return true;
  if (!isNode(body) || body.type !== "BlockStatement") return false;
  const statements = body.body as Node[];
  return statements.length > 0 && statements.every((statement) => statement.type === "ExpressionStatement" && isLogCall(statement.expression));
}

/** Whether a reference is (part of) an argument of a log call: `log.info(fields, …)`. */
function insideLogArguments(reference: Path): boolean {
  for (let at: Path | null = reference; at?.parentPath; at = at.parentPath) {
    if (isLogCall(at.parentPath.node) && at.key !== "callee") return true;
  }
  return false;
}

/**
 * Log lines: their message and fields are read by operators; no behaviour
 * depends on them. Ignores a log call's arguments, a catch block or callback
 * that only logs (taking it away still catches the error), and a variable read
 * only as a log call's argument.
 */
export const logLines: Ignorer = {
  shouldIgnore(nodePath: NodePath) {
    const { node, scope } = nodePath as Path;
    if (isLogCall(node)) return "A log line's message or fields: operators read it, no behaviour depends on it.";
    const isFunction = node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression";
    if ((isFunction && onlyLogs(node.body)) || (node.type === "BlockStatement" && onlyLogs(node)))
      return "Code that only writes a log line: without it the error is still caught and nothing else changes.";
    if (node.type === "VariableDeclarator") {
      const name = nameOf(node.id);
      const binding = name === undefined ? undefined : scope.getBinding(name);
      if (binding && !binding.constantViolations.length && binding.referencePaths.length && binding.referencePaths.every(insideLogArguments))
        return "A value read only by a log line: operators read it, no behaviour depends on it.";
    }
    return undefined;
  },
};

/**
 * Error messages nobody reads: in the modules given (per target, in
 * mutation/targets.ts) an error's kind and code are what is stored or acted
 * on, and its words go at most to a log line. Ignores the message of
 * `new Error(…)` and the label of withDeadline (app/lib/deadline.ts), which
 * becomes the message of its timeout error. Messages that people read (an
 * operator's CLI, a visitor's form) are left to the tests.
 */
export function unreadErrorMessages(files: readonly string[]): Ignorer {
  const modules = new Set(files.map((file) => path.resolve(root, file)));
  return {
    shouldIgnore(nodePath: NodePath) {
      const { parentPath, key, hub } = nodePath as Path;
      const file = hub?.file?.opts?.filename;
      if (!file || !modules.has(path.resolve(root, file)) || !parentPath) return undefined;
      const parent = parentPath.node;
      const newError = parent.type === "NewExpression" && nameOf(parent.callee) === "Error" && key === 0;
      const deadlineLabel = parent.type === "CallExpression" && nameOf(parent.callee) === "withDeadline" && key === 2;
      return newError || deadlineLabel ? "An error message nobody reads: only the error's kind and code are stored or acted on." : undefined;
    },
  };
}

// One run of scripts/mutation.ts tests target after target (MUTATION_TARGET) in one process, which loads this once.
const byTarget = new Map(TARGETS.map((target) => [target.name, unreadErrorMessages(target.unreadErrorMessages ?? [])]));

/** Loaded by Stryker through ignorers.plugin.mjs; named in scripts/mutation.ts's `ignorers`. */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "log-lines", logLines),
  declareValuePlugin(PluginKind.Ignore, "unread-error-messages", {
    shouldIgnore: (nodePath: NodePath) => byTarget.get(process.env.MUTATION_TARGET ?? "")?.shouldIgnore(nodePath),
  }),
];
