/**
 * At most `concurrency` pieces of work at once, at most `maxWaiting` more in
 * line; past that, `run` refuses at once (QueueFull) instead of letting the
 * line, and every wait in it, grow without end.
 */
export class QueueFull extends Error {
  constructor() {
    super("too much work is waiting");
  }
}

export type WorkQueue = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work running now and waiting to run. */
  readonly running: number;
  readonly waiting: number;
};

export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): WorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running += 1;
      } else {
        if (waiting.length >= maxWaiting) throw new QueueFull();
        // The finishing work hands its place over: `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
