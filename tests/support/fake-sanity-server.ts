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
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";
import { toDraftsPerspective, toPublishedDataset, type SanityDocument } from "../../app/content/dataset.server";

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
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
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
}): Promise<FakeSanity> {
  let documents = options.documents;
  const dataset = options.dataset ?? "production";
  const requests: RecordedRequest[] = [];
  const failures: number[] = [];
  let failEvery: number | undefined;
  let delayMs = 0;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = await readBody(req);
    let query: string | undefined;
    let params: Record<string, unknown> = {};
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
      const authorization = req.headers.authorization;
      if (authorization && authorization !== `Bearer ${options.viewerToken ?? ""}`) {
        res.writeHead(401, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "Unauthorized", message: "Session not found", statusCode: 401 }));
        return;
      }
      const perspective = url.searchParams.get("perspective") ?? "raw";
      const visible = visibleDocuments(documents as SanityDocument[], perspective, Boolean(authorization));
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
      documents = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
