/**
 * Which content answers a page was built from: the render cache keeps a page
 * under exactly these keys and drops it when one of them changes.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const reads = new AsyncLocalStorage<Set<string>>();

/** Runs `work`, adding every content key it reads to `into`. */
export function trackContentReads<T>(into: Set<string>, work: () => T): T {
  return reads.run(into, work);
}

/** Counts `key` as read by the work under way, if any is being tracked. */
export function recordContentRead(key: string): void {
  reads.getStore()?.add(key);
}

/** Runs `work` without counting what it reads (a lookup that is not part of the page). */
export function untracked<T>(work: () => T): T {
  return reads.exit(work);
}
