import { describe, expect, it } from "vitest";
import { SwrCache } from "./answer-cache.server";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the content cache", () => {
  it("answers a fresh key from memory", async () => {
    const time = clock();
    const cache = new SwrCache({ ttlMs: 1000, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    time.advance(999);
    expect(await cache.get("k", load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("answers a stale key at once and refreshes it in the background", async () => {
    const time = clock();
    const cache = new SwrCache({ ttlMs: 1000, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("k", load);
    time.advance(1000);
    expect(await cache.get("k", load)).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("k", load)).toBe(2);
  });

  it("shares one load between concurrent callers of a cold key", async () => {
    const cache = new SwrCache({ ttlMs: 1000 });
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)])).toEqual([1, 1, 1]);
  });

  it("keeps the last good answer when a refresh fails", async () => {
    const time = clock();
    const errors: unknown[] = [];
    const cache = new SwrCache({ ttlMs: 1000, now: time.now, onRefreshError: (_key, error) => errors.push(error) });
    await cache.get("k", async () => "good");
    time.advance(5000);
    expect(await cache.get("k", async () => Promise.reject(new Error("CMS down")))).toBe("good");
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    expect(await cache.get("k", async () => Promise.reject(new Error("CMS down")))).toBe("good");
  });

  it("throws for a cold key whose load fails, and recovers on the next call", async () => {
    const cache = new SwrCache({ ttlMs: 1000 });
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("refreshAll reloads every fresh answer at once, so the next call sees the change", async () => {
    const cache = new SwrCache({ ttlMs: 60_000 });
    const source = { a: "a1", b: "b1" };
    await cache.get("a", async () => source.a);
    await cache.get("b", async () => source.b);
    source.a = "a2";
    source.b = "b2";
    expect(await cache.get("a", async () => source.a)).toBe("a1");
    await cache.refreshAll();
    expect(await cache.get("a", async () => "unused")).toBe("a2");
    expect(await cache.get("b", async () => "unused")).toBe("b2");
  });

  it("refreshAll({ fresh }) asks the source past its CDN, and only that once", async () => {
    const cache = new SwrCache({ ttlMs: 0 });
    const asked: Array<boolean | undefined> = [];
    const load = async (options?: { fresh?: boolean }) => {
      asked.push(options?.fresh);
      return "answer";
    };
    await cache.get("a", load);
    await cache.refreshAll({ fresh: true });
    await cache.get("a", load); // stale (ttl 0): refreshed in the background, through the CDN again
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([undefined, true, undefined]);
  });

  it("refreshAll does not store a load that started before it", async () => {
    const cache = new SwrCache({ ttlMs: 0 });
    let content = "old";
    await cache.get("k", async () => content);
    let release!: () => void;
    // A background refresh that read the old content just before the publish and answers after it.
    const slowOld = () => new Promise<string>((resolve) => (release = () => resolve("old")));
    expect(await cache.get("k", slowOld)).toBe("old");
    content = "new";
    await cache.refreshAll();
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("k", async () => content)).toBe("new");
  });

  it("refreshAll keeps an answer it cannot reload, and the next call tries again", async () => {
    const errors: unknown[] = [];
    const cache = new SwrCache({ ttlMs: 60_000, onRefreshError: (_key, error) => errors.push(error) });
    let fail = false;
    let content = "good";
    const load = async () => (fail ? Promise.reject(new Error("CMS down")) : content);
    await cache.get("k", load);
    fail = true;
    await cache.refreshAll();
    expect(errors).toHaveLength(1);
    fail = false;
    content = "better";
    expect(await cache.get("k", load)).toBe("good");
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("k", load)).toBe("better");
  });

  it("evicts the oldest entries beyond its size", async () => {
    const cache = new SwrCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("c", async () => "c1");
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    expect(await cache.get("c", async () => "c2")).toBe("c1");
  });

  it("tells how old the oldest answer served is: it ages while the source fails, and is new again once it answers", async () => {
    const time = clock(10_000);
    const cache = new SwrCache({ ttlMs: 1000, now: time.now });
    let failing = false;
    const load = async () => {
      if (failing) throw new Error("source down");
      return "answer";
    };
    expect(cache.oldestFetchedAt()).toBeUndefined();
    await cache.get("a", load);
    time.advance(500);
    await cache.get("b", load);
    expect(cache.oldestFetchedAt()).toBe(10_000);
    failing = true;
    time.advance(60_000);
    await cache.refreshAll();
    // Still served (stale-if-error), but known to be as old as the last answer the source gave.
    expect(await cache.get("a", load)).toBe("answer");
    expect(cache.oldestFetchedAt()).toBe(10_000);
    failing = false;
    await cache.refreshAll();
    expect(cache.oldestFetchedAt()).toBe(70_500);
  });
});
