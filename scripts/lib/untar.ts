/**
 * Reads the regular files of a (gzipped) tar archive into memory: enough for
 * the archives `sanity dataset export` writes (ustar, with pax or GNU long
 * names), without a dependency.
 */
import { gunzipSync } from "node:zlib";

export type TarEntry = { path: string; data: Buffer };

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString("utf8");
}

function paxPath(data: Buffer): string | undefined {
  // Records look like "<length> <key>=<value>\n".
  for (const record of data.toString("utf8").split("\n")) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match) return match[1];
  }
  return undefined;
}

export function untar(archive: Buffer): TarEntry[] {
  const tar = archive[0] === 0x1f && archive[1] === 0x8b ? gunzipSync(archive) : archive;
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const dataStart = offset + 512;
    if (Number.isNaN(size) || dataStart + size > tar.length) throw new Error("The archive is truncated or not a tar file.");
    const data = tar.subarray(dataStart, dataStart + size);
    if (type === "x") longName = paxPath(data) ?? longName;
    else if (type === "L") longName = field(data, 0, data.length);
    else {
      if (type === "0" || type === "\0") entries.push({ path: longName ?? name, data: Buffer.from(data) });
      longName = undefined;
    }
    offset = dataStart + Math.ceil(size / 512) * 512;
  }
  return entries;
}
