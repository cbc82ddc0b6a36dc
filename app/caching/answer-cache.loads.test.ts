/**
 * Loads of content answers as editors and visitors meet them: after a publish,
 * an old load that finishes late neither lands in the cache nor cuts loose the
 * newer one that visitors share; an answer is refreshed once it is exactly as
 * old as its lifetime; pages built from an answer are told only when it
 * changed, or when it was dropped to make room.
 */
import { describe, expect, it } from "vitest";
import { SwrCache } from "./answer-cache.server";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("content loads around a publish", () => {
  it("an old load that finishes late does not cut loose the newer one: callers still share a single load", async () => {
    const cache = new SwrCache({ ttlMs: 60_000 });
    const loads: Array<ReturnType<typeof deferred<string>>> = [];
    const load = () => {
      const next = deferred<string>();
      loads.push(next);
      return next.promise;
    };
    await cache.refresh(["menu"]);
    const first = cache.get("menu", load);
    // A publish while the first load is under way: that load may carry the old menu.
    await cache.refresh(["menu"]);
    const second = cache.get("menu", load);
    expect(loads).toHaveLength(2);
    loads[0]!.resolve("old menu");
    await first;
    const third = cache.get("menu", load);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve("new menu");
    expect(await second).toBe("new menu");
    expect(await third).toBe("new menu");
    expect(cache.peek("menu")).toBe("new menu");
  });

  it("a publish during a first load starts it again: the next visitor shares the new load, and the old answer is not kept", async () => {
    const cache = new SwrCache({ ttlMs: 60_000 });
    const loads = [deferred<string>(), deferred<string>()];
    let asked = 0;
    const load = () => loads[asked++]!.promise;
    const first = cache.get("page", load);
    expect(cache.keys()).toEqual(["page"]);
    await cache.refresh(["page"]);
    expect(asked).toBe(2);
    const next = cache.get("page", async () => "a load of its own");
    loads[1]!.resolve("after publish");
    expect(await next).toBe("after publish");
    loads[0]!.resolve("before publish");
    expect(await first).toBe("before publish");
    expect(cache.peek("page")).toBe("after publish");
  });

  it("a page first loaded across a publish is still held when the source fails afterwards", async () => {
    const cache = new SwrCache({ ttlMs: 0 });
    const slow = deferred<string>();
    let asked = 0;
    const load = () => (asked++ === 0 ? slow.promise : Promise.resolve("the privacy policy"));
    const first = cache.get("privacyPolicy", load);
    await cache.refreshAll();
    slow.resolve("the privacy policy");
    await first;
    await expect.poll(() => cache.peek("privacyPolicy")).toBe("the privacy policy");
    expect(await cache.get("privacyPolicy", () => Promise.reject(new Error("Sanity is down")))).toBe("the privacy policy");
  });

  it("a publish during a first load that replaced one cut loose cuts that one loose too: only the newest is kept", async () => {
    const cache = new SwrCache({ ttlMs: 60_000 });
    const loads = [deferred<string>(), deferred<string>(), deferred<string>()];
    let asked = 0;
    const load = () => loads[asked++]!.promise;
    const first = cache.get("page", load);
    await cache.refreshAll();
    const second = cache.get("page", load);
    loads[0]!.resolve("before the first publish");
    expect(await first).toBe("before the first publish");
    // A second publish while the load that replaced the first is under way: it may carry the old page too.
    await cache.refreshAll();
    expect(asked).toBe(3);
    loads[1]!.resolve("before the second publish");
    expect(await second).toBe("before the second publish");
    expect(cache.peek("page")).toBeUndefined();
    loads[2]!.resolve("after the second publish");
    await expect.poll(() => cache.peek("page")).toBe("after the second publish");
  });

  it("a refresh asks the source past its CDN only when told to", async () => {
    const cache = new SwrCache({ ttlMs: 60_000 });
    const asked: unknown[] = [];
    await cache.get("k", async (options) => void asked.push(options));
    await cache.refresh(["k"]);
    await cache.refresh(["k"], { fresh: true });
    expect(asked).toEqual([undefined, undefined, { fresh: true }]);
  });

  it("a refresh that fails after the cache was emptied still settles", async () => {
    const cache = new SwrCache({ ttlMs: 60_000 });
    let fail: (error: Error) => void = () => undefined;
    let first = true;
    await cache.get("k", () => {
      if (first) {
        first = false;
        return Promise.resolve("answer");
      }
      return new Promise<string>((_resolve, reject) => (fail = reject));
    });
    const refreshing = cache.refresh(["k"]);
    cache.clear();
    fail(new Error("source down"));
    await expect(refreshing).resolves.toBeUndefined();
  });

  it("refreshing keys that were never loaded loads nothing", async () => {
    const cache = new SwrCache({ ttlMs: 60_000 });
    let loads = 0;
    await cache.get("kept", async () => ++loads);
    await cache.refresh(["never-loaded"]);
    expect(loads).toBe(1);
    expect(cache.keys()).toEqual(["kept"]);
  });
});

describe("when an answer is refreshed", () => {
  // 2 ms: the shortest lifetime that is not none.
  it.each([100, 2])("exactly at the end of its lifetime (%i ms), not a moment before", async (ttlMs) => {
    let now = 1_000;
    const cache = new SwrCache({ ttlMs, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("k", load);
    now += ttlMs - 1;
    await cache.get("k", load);
    expect(loads).toBe(1);
    now += 1;
    await cache.get("k", load);
    await Promise.resolve();
    expect(loads).toBe(2);
  });

  it("a refresh that fails is reported with its key, and the next request tries again", async () => {
    const cache = new SwrCache({ ttlMs: 60_000, onRefreshError: (key, error) => reported.push([key, (error as Error).message]) });
    const reported: Array<[string, string]> = [];
    let fail = false;
    let loads = 0;
    const load = async () => {
      loads++;
      if (fail) throw new Error("source down");
      return "answer";
    };
    await cache.get("k", load);
    fail = true;
    await cache.refreshAll();
    expect(reported).toEqual([["k", "source down"]]);
    fail = false;
    expect(await cache.get("k", load)).toBe("answer");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(3);
  });
});

describe("what pages built from an answer are told", () => {
  it("only that it changed, not that it was loaded again the same", async () => {
    const cache = new SwrCache({ ttlMs: 60_000 });
    const changed: string[] = [];
    cache.onChange = (key) => changed.push(key);
    let value = { title: "About" };
    await cache.get("about", async () => value);
    await cache.refreshAll();
    expect(changed).toEqual([]);
    value = { title: "About us" };
    await cache.refreshAll();
    expect(changed).toEqual(["about"]);
  });

  it("that the least recently stored answer was dropped to make room, and it is loaded again when asked for", async () => {
    const cache = new SwrCache({ ttlMs: 60_000, maxEntries: 2 });
    const changed: string[] = [];
    cache.onChange = (key) => changed.push(key);
    let loads = 0;
    const load = async () => {
      loads++;
      return "same answer";
    };
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.refresh(["a"]);
    await cache.get("c", load);
    expect(changed).toEqual(["b"]);
    expect(cache.keys().sort()).toEqual(["a", "c"]);
    const before = loads;
    await cache.get("b", load);
    expect(loads).toBe(before + 1);
  });

  it("the oldest answer's age, and none once cleared", async () => {
    let now = 5_000;
    const cache = new SwrCache({ ttlMs: 60_000, now: () => now });
    expect(cache.oldestFetchedAt()).toBeUndefined();
    await cache.get("a", async () => 1);
    now = 7_000;
    await cache.get("b", async () => 2);
    expect(cache.oldestFetchedAt()).toBe(5_000);
    cache.clear();
    expect(cache.oldestFetchedAt()).toBeUndefined();
    expect(cache.peek("a")).toBeUndefined();
  });
});
