/**
 * Content image variants kept on disk within a byte budget: the least
 * recently used file is deleted first. The files already there count from
 * start-up (oldest written first in line), so a restart neither forgets the
 * budget nor the files. Several instances may share the directory: each keeps
 * its own budget, a file another deleted is simply made again, and one another
 * wrote is taken into this instance's budget when it is first read.
 */
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";

const TEMPORARY = /\.tmp$/;
const STALE_TEMPORARY_MS = 60_000;

export class ImageDiskCache {
  private readonly files: LRUCache<string, number> | undefined;
  private readonly ready: Promise<void>;
  /** Files of evicted variants being deleted: a new file is written only once they are gone, so the disk never holds more than the budget. */
  private readonly deleting = new Set<Promise<void>>();
  /** Variants being written: counted already, not on disk yet. */
  private readonly writing = new Set<string>();
  private written = 0;

  /** @param maxBytes 0 keeps nothing: every variant is made on each request. */
  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.files =
      maxBytes > 0
        ? new LRUCache<string, number>({
            maxSize: maxBytes,
            sizeCalculation: (size) => Math.max(1, size),
            dispose: (_size, name, reason) => {
              // 'set' replaces a file just written under the same name: it must stay.
              if (reason === "set") return;
              const deleted: Promise<void> = unlink(path.join(dir, name))
                .catch(() => {})
                .finally(() => this.deleting.delete(deleted));
              this.deleting.add(deleted);
            },
          })
        : undefined;
    this.ready = this.load();
  }

  /** The files kept and their bytes, as this instance counts them. */
  get usage(): { files: number; bytes: number } {
    return { files: this.files?.size ?? 0, bytes: this.files?.calculatedSize ?? 0 };
  }

  /** Resolves once the files already on disk are counted. */
  whenReady(): Promise<void> {
    return this.ready;
  }

  async read(name: string): Promise<Buffer | undefined> {
    await this.ready;
    if (!this.files) return undefined;
    try {
      const body = await readFile(path.join(this.dir, name));
      if (this.files.get(name) === undefined) this.files.set(name, body.byteLength);
      return body;
    } catch {
      if (!this.writing.has(name)) this.files.delete(name);
      return undefined;
    }
  }

  async write(name: string, body: Buffer): Promise<void> {
    await this.ready;
    if (!this.files || body.byteLength > this.maxBytes || this.writing.has(name)) return;
    this.writing.add(name);
    try {
      // Counted first: the least recently used are evicted, and their files deleted, before this one is written.
      this.files.set(name, body.byteLength);
      await Promise.all(this.deleting);
      await mkdir(this.dir, { recursive: true });
      this.written += 1;
      const temporary = path.join(this.dir, `${name}.${process.pid}.${this.written}.tmp`);
      await writeFile(temporary, body);
      await rename(temporary, path.join(this.dir, name));
    } catch (error) {
      this.files.delete(name);
      throw error;
    } finally {
      this.writing.delete(name);
    }
  }

  private async load(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    const found: Array<{ name: string; size: number; written: number }> = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      try {
        const stats = await stat(file);
        if (TEMPORARY.test(name)) {
          // Left by a process stopped mid-write (a recent one may be another instance's, still being written).
          if (Date.now() - stats.mtimeMs > STALE_TEMPORARY_MS) await unlink(file);
          continue;
        }
        if (stats.isFile()) found.push({ name, size: stats.size, written: stats.mtimeMs });
      } catch {
        // Gone meanwhile (another instance evicted it).
      }
    }
    // Newest first: they are kept while they fit; over the budget (it was lowered), the oldest go now.
    found.sort((a, b) => b.written - a.written);
    let total = 0;
    const kept: typeof found = [];
    for (const file of found) {
      total += file.size;
      if (this.files && total <= this.maxBytes) kept.push(file);
      else await unlink(path.join(this.dir, file.name)).catch(() => {});
    }
    for (const { name, size } of kept.reverse()) this.files?.set(name, size);
  }
}
