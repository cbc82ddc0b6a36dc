import { describe, expect, it } from "vitest";
import { readinessCheck } from "./readiness";

describe("readiness", () => {
  it("answers 50 hits within a window with one content query and one database query", async () => {
    let now = 0;
    const calls = { content: 0, database: 0 };
    const ready = readinessCheck(
      { content: async () => void calls.content++, database: async () => void calls.database++ },
      { maxAgeMs: 2_000, now: () => now },
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => ready()));
    expect(answers.every((answer) => answer.ready)).toBe(true);
    expect(calls).toEqual({ content: 1, database: 1 });
    now = 1_999;
    for (let i = 0; i < 50; i++) await ready();
    expect(calls).toEqual({ content: 1, database: 1 });
    // The next window checks again.
    now = 2_000;
    await ready();
    expect(calls).toEqual({ content: 2, database: 2 });
  });

  it("reports what does not answer, and sees it recover in the next window", async () => {
    let now = 0;
    let databaseUp = false;
    const ready = readinessCheck(
      {
        content: async () => {},
        database: async () => {
          if (!databaseUp) throw new Error("refused");
        },
      },
      { maxAgeMs: 2_000, now: () => now },
    );
    expect(await ready()).toEqual({ ready: false, status: "unavailable", content: "ok", database: "unreachable" });
    databaseUp = true;
    now = 2_500;
    expect(await ready()).toEqual({ ready: true, status: "ready", content: "ok", database: "ok" });
  });

  it("says degraded, and stays ready, while the site serves the last good copy of the embedded dataset", async () => {
    let now = 0;
    let lastGoodCopy = true;
    const ready = readinessCheck(
      { content: async () => {}, database: async () => {}, servesLastGoodCopy: () => lastGoodCopy },
      { maxAgeMs: 2_000, now: () => now },
    );
    expect(await ready()).toEqual({ ready: true, status: "degraded", content: "last good copy", database: "ok" });
    lastGoodCopy = false;
    now = 2_000;
    expect(await ready()).toEqual({ ready: true, status: "ready", content: "ok", database: "ok" });
  });
});
