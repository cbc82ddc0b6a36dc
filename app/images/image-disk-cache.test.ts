import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ImageDiskCache } from "./image-disk-cache.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function directory(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "image-disk-cache-"));
  dirs.push(dir);
  return dir;
}
const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);
const onDisk = (dir: string) => readdirSync(dir).sort();

describe("image disk cache", () => {
  it("deletes the least recently used file first, keeps the disk within the budget, and forgets a file deleted behind its back", async () => {
    const dir = directory();
    const cache = new ImageDiskCache(dir, 250);
    await cache.write("a.avif", bytes(100, 1));
    await cache.write("b.avif", bytes(100, 2));
    expect((await cache.read("a.avif"))?.[0]).toBe(1);
    await cache.write("c.avif", bytes(100, 3));
    expect(onDisk(dir)).toEqual(["a.avif", "c.avif"]);
    expect(await cache.read("b.avif")).toBeUndefined();
    expect(cache.usage).toEqual({ files: 2, bytes: 200 });
    // Too big for the budget: served by the caller, never kept.
    await cache.write("huge.avif", bytes(300, 4));
    expect(onDisk(dir)).toEqual(["a.avif", "c.avif"]);
    rmSync(path.join(dir, "a.avif"));
    expect(await cache.read("a.avif")).toBeUndefined();
    expect(cache.usage).toEqual({ files: 1, bytes: 100 });
  });

  it("keeps nothing with a budget of 0", async () => {
    const dir = directory();
    const cache = new ImageDiskCache(dir, 0);
    await cache.write("a.avif", bytes(10, 1));
    expect(await cache.read("a.avif")).toBeUndefined();
    expect(onDisk(dir)).toEqual([]);
  });

  it("counts a file another instance wrote when it is first read, and clears writes left half done long ago", async () => {
    const dir = directory();
    writeFileSync(path.join(dir, "old.avif.123.1.tmp"), bytes(10, 0));
    utimesSync(path.join(dir, "old.avif.123.1.tmp"), new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    writeFileSync(path.join(dir, "recent.avif.456.1.tmp"), bytes(10, 0));
    const cache = new ImageDiskCache(dir, 1000);
    await cache.whenReady();
    expect(onDisk(dir)).toEqual(["recent.avif.456.1.tmp"]);
    writeFileSync(path.join(dir, "other.webp"), bytes(50, 5));
    expect((await cache.read("other.webp"))?.length).toBe(50);
    expect(cache.usage).toEqual({ files: 1, bytes: 50 });
  });
});
