import { describe, expect, it } from "vitest";
import { createWorkQueue, QueueFull } from "./work-queue";

/** Work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("work queue", () => {
  it("runs at most `concurrency` at once, lets `maxWaiting` wait, refuses the rest at once, and runs the waiting in order", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 3 });
    const gates = Array.from({ length: 7 }, gate);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = gates.map((g, index) =>
      queue
        .run(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await g.opened;
          running -= 1;
          return index;
        })
        .catch((error: unknown) => error),
    );
    await Promise.resolve();
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    expect(await results[5]).toBeInstanceOf(QueueFull);
    expect(await results[6]).toBeInstanceOf(QueueFull);
    for (const g of gates) g.open();
    expect(await Promise.all(results.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("frees a place when work fails", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(queue.run(async () => "ran")).resolves.toBe("ran");
  });
});
