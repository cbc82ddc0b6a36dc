/**
 * A local HTTP server that speaks the part of Sanity's HTTP query API the site
 * uses (GET and POST /v<version>/data/query/<dataset>), answering with groq-js
 * over a given dataset. It records every request and can be told to fail, so
 * tests can prove the client's configuration, its GET/POST switch and its
 * retries, and the site's behaviour when the CMS is down.
 *
 * Like the Content Lake it checks tokens and applies perspectives: without a
 * token only published documents are readable (ids without a dot: not
 * `drafts.*`, not `sanity-preview-url-secret.*`); with the viewer token,
 * `perspective=drafts` shows drafts in place of their published versions and
 * `raw` shows everything (what @sanity/preview-url-secret reads); a wrong
 * token is refused with 401. `now()` is the time of the request.
 *
 * With a write token it also takes what Sanity's importer (@sanity/import,
 * the code behind `sanity dataset import`) sends: transactions on
 * /data/mutate (create, createIfNotExists, createOrReplace, delete, and
 * patches with setIfMissing, set and unset, applied in that order as the
 * Content Lake does) and uploads on /assets/images|files, which become asset
 * documents named as Sanity names them (`image-<sha1>-<w>x<h>-<ext>`) whose
 * files it then serves.
 *
 * It is the project's asset CDN too (a site started with SANITY_CDN_URL set to
 * its url): `/images|files/<project>/<dataset>/<name>` answer the uploaded
 * assets and those of an export's folder (the embedded dataset's by default)
 * with their type, `dl` asking the browser to save the file, 404 for any
 * other; each such request is recorded, so a test can tell the site read a
 * file from the CDN; `cdnDown(true)` makes it unreachable.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import sharp from "sharp";
import { toDraftsPerspective, toPublishedDataset, type SanityDocument } from "~/content/dataset.server";
import { FILE_TYPES } from "~/content/file-assets";

export type RecordedRequest = {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
  query: string | undefined;
  params: Record<string, unknown>;
};

export type FakeSanity = {
  url: string;
  requests: RecordedRequest[];
  /** Answer the next requests with these statuses, one each, then answer normally. */
  failNext(...statuses: number[]): void;
  /** Answer every request with this status until called with undefined. */
  failAll(status: number | undefined): void;
  /** Hold every answer this long (to trigger client timeouts). */
  delay(ms: number): void;
  setDataset(documents: unknown[]): void;
  /** Every document it holds now (the raw perspective), asset documents included. */
  documents(): SanityDocument[];
  /** While true, a request for a file on its CDN gets its connection closed unanswered, as an unreachable CDN's. */
  cdnDown(down: boolean): void;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

type Segment = string | number | { key: string };

/** A patch path as Sanity writes them: `a.b[2].c`, `a[_key=="x"].b`, `a["1"]`. */
function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]|\[_key\s*==\s*["']([^"']*)["']\]|\["([^"]*)"\]/g;
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push({ key: match[3] });
    else if (match[4] !== undefined) segments.push(match[4]);
  }
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function step(container: Container, segment: Segment): { at: string | number } | undefined {
  if (typeof segment === "object") {
    const index = Array.isArray(container) ? container.findIndex((item) => (item as { _key?: unknown } | null)?._key === segment.key) : -1;
    return index === -1 ? undefined : { at: index };
  }
  return { at: segment };
}

/**
 * The container holding the last segment of `path`, and that segment's key; with `make`, missing objects on the way
 * are made (a set), otherwise a missing one means there is nothing there (an unset).
 */
function parentOf(doc: Record<string, unknown>, path: string, make: boolean): { holder: Record<string | number, unknown>; at: string | number } | undefined {
  const segments = parsePath(path);
  let container: Container = doc;
  for (const [index, segment] of segments.entries()) {
    const found = step(container, segment);
    if (!found) return undefined;
    const holder = container as Record<string | number, unknown>;
    if (index === segments.length - 1) return { holder, at: found.at };
    if (holder[found.at] === null || typeof holder[found.at] !== "object") {
      if (!make) return undefined;
      holder[found.at] = {};
    }
    container = holder[found.at] as Container;
  }
  return undefined;
}

/** Sets (or, with `ifMissing`, only adds) the value at `path`, making the objects on the way. */
function setAt(doc: Record<string, unknown>, path: string, value: unknown, ifMissing: boolean): void {
  const place = parentOf(doc, path, true);
  if (place && (!ifMissing || place.holder[place.at] === undefined)) place.holder[place.at] = structuredClone(value);
}

function unsetAt(doc: Record<string, unknown>, path: string): void {
  const place = parentOf(doc, path, false);
  if (!place) return;
  if (Array.isArray(place.holder)) place.holder.splice(Number(place.at), 1);
  else delete place.holder[place.at];
}

type Patch = { id: string; setIfMissing?: Record<string, unknown>; set?: Record<string, unknown>; unset?: string[] };
type Mutation = { create?: SanityDocument; createIfNotExists?: SanityDocument; createOrReplace?: SanityDocument; delete?: { id: string }; patch?: Patch };

class MutationError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Applies a transaction to a copy of the documents: all of it, or (throwing) none. */
function applyMutations(
  documents: SanityDocument[],
  mutations: Mutation[],
): { documents: SanityDocument[]; results: Array<{ id: string; operation: string }> } {
  const byId = new Map(documents.map((doc) => [doc._id, structuredClone(doc)]));
  const results: Array<{ id: string; operation: string }> = [];
  const stamped = (doc: SanityDocument): SanityDocument => {
    const now = new Date().toISOString();
    return { _createdAt: now, _updatedAt: now, ...structuredClone(doc), _rev: createHash("sha1").update(JSON.stringify(doc)).digest("hex").slice(0, 22) };
  };
  for (const mutation of mutations) {
    if (mutation.create || mutation.createIfNotExists || mutation.createOrReplace) {
      const doc = (mutation.create ?? mutation.createIfNotExists ?? mutation.createOrReplace)!;
      if (typeof doc._id !== "string" || typeof doc._type !== "string") throw new MutationError("A document needs _id and _type", 400);
      const exists = byId.has(doc._id);
      if (mutation.create && exists) throw new MutationError(`Document by ID "${doc._id}" already exists`, 409);
      if (mutation.createIfNotExists && exists) {
        results.push({ id: doc._id, operation: "none" });
        continue;
      }
      byId.set(doc._id, stamped(doc));
      results.push({ id: doc._id, operation: exists ? "update" : "create" });
    } else if (mutation.delete) {
      byId.delete(mutation.delete.id);
      results.push({ id: mutation.delete.id, operation: "delete" });
    } else if (mutation.patch) {
      const { id, setIfMissing = {}, set = {}, unset = [] } = mutation.patch;
      const doc = byId.get(id);
      if (!doc) throw new MutationError(`Cannot modify non-existent document "${id}"`, 409);
      for (const [path, value] of Object.entries(setIfMissing)) setAt(doc, path, value, true);
      for (const [path, value] of Object.entries(set)) setAt(doc, path, value, false);
      for (const path of unset) unsetAt(doc, path);
      doc._updatedAt = new Date().toISOString();
      results.push({ id, operation: "update" });
    } else {
      throw new MutationError(`Unsupported mutation: ${Object.keys(mutation).join(", ")}`, 400);
    }
  }
  return { documents: [...byId.values()], results };
}

const MIME_TYPES: Record<string, string> = {
  ...FILE_TYPES,
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** The asset document Sanity makes of an uploaded image or file. */
async function assetDocument(kind: "images" | "files", data: Buffer, filename: string | null, base: string, projectDataset: string) {
  const sha1 = createHash("sha1").update(data).digest("hex");
  const common = { sha1hash: sha1, assetId: sha1, size: data.length, originalFilename: filename ?? undefined, uploadId: sha1.slice(0, 32) };
  if (kind === "files") {
    const extension = (filename?.split(".").pop() ?? "bin").toLowerCase();
    const name = `${sha1}.${extension}`;
    return {
      _id: `file-${sha1}-${extension}`,
      _type: "sanity.fileAsset",
      ...common,
      extension,
      mimeType: "application/octet-stream",
      path: `files/${projectDataset}/${name}`,
      url: `${base}/files/${projectDataset}/${name}`,
    };
  }
  const meta = await sharp(data).metadata();
  const extension = meta.format === "jpeg" ? "jpg" : (meta.format ?? "bin");
  const { width = 0, height = 0 } = meta;
  const name = `${sha1}-${width}x${height}.${extension}`;
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: "sanity.imageAsset",
    ...common,
    extension,
    mimeType: MIME_TYPES[extension] ?? "application/octet-stream",
    metadata: { _type: "sanity.imageMetadata", dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height } },
    path: `images/${projectDataset}/${name}`,
    url: `${base}/images/${projectDataset}/${name}`,
  };
}

/** Readable without a token: published documents (an id with a dot is in a private path). */
const isPublicId = (id: string) => !id.includes(".");

function visibleDocuments(documents: SanityDocument[], perspective: string, authenticated: boolean): SanityDocument[] {
  if (!authenticated || perspective === "published") return toPublishedDataset(documents).filter((doc) => isPublicId(doc._id));
  if (perspective === "drafts" || perspective === "previewDrafts") return toDraftsPerspective(documents);
  return documents;
}

export async function startFakeSanity(options: {
  documents: unknown[];
  dataset?: string;
  /** The token that may read drafts; any other token gets 401. */
  viewerToken?: string;
  /** The token that may also write (mutations, asset uploads), as an importer's. */
  writeToken?: string;
  projectId?: string;
  /**
   * Where the assets its CDN answers are, besides those uploaded to it: an export's folder, whose `images/` and
   * `files/` hold them under the names of their CDN paths (`/images|files/<project>/<dataset>/<name>`); the
   * embedded dataset's (content/) by default, as the project seeded from it would have them.
   */
  assetsDir?: string;
}): Promise<FakeSanity> {
  let documents = options.documents as SanityDocument[];
  const projectDataset = `${options.projectId ?? "testproject"}/${options.dataset ?? "production"}`;
  /** Uploaded files by their path under the server (`/images/<project>/<dataset>/<name>`). */
  const files = new Map<string, Buffer>();
  let base = "";
  const dataset = options.dataset ?? "production";
  const requests: RecordedRequest[] = [];
  const failures: number[] = [];
  let failEvery: number | undefined;
  let delayMs = 0;
  let cdnIsDown = false;
  const assetsDir = options.assetsDir ?? "content";
  /** An asset of the project's dataset on its CDN, by its path: uploaded, or in assetsDir (an image untransformed: its original). */
  const cdnFile = async (pathname: string): Promise<Buffer | undefined> => {
    const uploaded = files.get(pathname);
    if (uploaded) return uploaded;
    const asset = /^\/(images|files)\/([\w-]+\/[\w-]+)\/([a-f0-9]{40}(?:-\d+x\d+)?\.[a-z0-9]+)$/.exec(pathname);
    if (!asset || asset[2] !== projectDataset) return undefined;
    return readFile(path.join(assetsDir, asset[1]!, asset[3]!)).catch(() => undefined);
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const raw = await readBody(req);
    const body = raw.toString("utf8");
    let query: string | undefined;
    let params: Record<string, unknown> = {};
    const authorization = req.headers.authorization;
    const json = (status: number, answer: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    };
    const writes = /^\/v\d{4}-\d{2}-\d{2}\/(data\/mutate|assets\/(images|files))\/([\w-]+)$/.exec(url.pathname);
    const onCdn = /^\/(images|files)\//.test(url.pathname);
    if (writes || onCdn) {
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        search: url.searchParams,
        headers: req.headers,
        body: writes?.[2] ? `<${raw.length} bytes>` : body,
        query: undefined,
        params: {},
      });
      if (onCdn) {
        if (cdnIsDown) {
          req.socket.destroy();
          return;
        }
        const file = await cdnFile(url.pathname);
        if (!file) return json(404, { error: "Not Found", message: "File not found" });
        // As Sanity's CDN: the type from the name, and `dl` asking the browser to save it (under its value, when given).
        const extension = url.pathname.split(".").pop() ?? "";
        const dl = url.searchParams.get("dl");
        res.writeHead(200, {
          "content-length": file.length,
          "content-type": MIME_TYPES[extension] ?? "application/octet-stream",
          ...(dl === null ? {} : { "content-disposition": `attachment; filename="${dl || path.basename(url.pathname)}"` }),
        });
        res.end(req.method === "HEAD" ? undefined : file);
        return;
      }
      if (!options.writeToken || authorization !== `Bearer ${options.writeToken}`)
        return json(401, { error: "Unauthorized", message: "Session not found", statusCode: 401 });
      if (writes![3] !== dataset) return json(404, { error: "Not Found", message: "Dataset not found" });
      if (writes![2]) {
        const asset = await assetDocument(writes![2] as "images" | "files", raw, url.searchParams.get("filename"), base, projectDataset);
        files.set(new URL(asset.url).pathname, raw);
        if (!documents.some((doc) => doc._id === asset._id)) documents = [...documents, asset as SanityDocument];
        return json(200, { document: asset });
      }
      try {
        const { mutations } = JSON.parse(body) as { mutations: Mutation[] };
        const applied = applyMutations(documents, mutations);
        documents = applied.documents;
        return json(200, { transactionId: createHash("sha1").update(body).digest("hex").slice(0, 22), results: applied.results });
      } catch (error) {
        return json(error instanceof MutationError ? error.status : 400, { error: { description: (error as Error).message, type: "mutationError" } });
      }
    }
    if (req.method === "POST") {
      const parsed = JSON.parse(body || "{}") as { query?: string; params?: Record<string, unknown> };
      query = parsed.query;
      params = parsed.params ?? {};
    } else {
      query = url.searchParams.get("query") ?? undefined;
      for (const [key, value] of url.searchParams) {
        if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
      }
    }
    requests.push({ method: req.method ?? "", path: url.pathname, search: url.searchParams, headers: req.headers, body, query, params });

    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const status = failures.shift() ?? failEvery;
    if (status !== undefined) {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "Simulated failure", statusCode: status }));
      return;
    }
    if (!/^\/v\d{4}-\d{2}-\d{2}\/data\/query\/[\w-]+$/.test(url.pathname) || !url.pathname.endsWith(`/${dataset}`)) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "Not Found" }));
      return;
    }
    try {
      const started = performance.now();
      if (authorization && authorization !== `Bearer ${options.viewerToken ?? ""}` && authorization !== `Bearer ${options.writeToken ?? ""}`) {
        res.writeHead(401, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "Unauthorized", message: "Session not found", statusCode: 401 }));
        return;
      }
      const perspective = url.searchParams.get("perspective") ?? "raw";
      const visible = visibleDocuments(documents, perspective, Boolean(authorization));
      const result = await (await evaluate(parse(query ?? "", { params }), { dataset: visible, params, timestamp: new Date() })).get();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ query, result, ms: Math.round(performance.now() - started) }));
    } catch (error) {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { description: (error as Error).message, type: "queryParseError" } }));
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (...statuses) => failures.push(...statuses),
    failAll: (status) => {
      failEvery = status;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    setDataset: (next) => {
      documents = next as SanityDocument[];
    },
    documents: () => documents,
    cdnDown: (down) => {
      cdnIsDown = down;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
