/**
 * Pages built once per URL and content revision (decision 011): a page that
 * is the same for every visitor is kept with ready Brotli and gzip bodies and
 * strong ETags, and answered straight from memory (GET and HEAD, 304 on a
 * matching If-None-Match) without React or Express.
 *
 * What may enter: a 200 document whose Cache-Control is public, for a GET or
 * HEAD of a path in its normal form, not rendered as a draft preview. A page is
 * kept under its path alone, as pages read no query parameter
 * (`pageKey`, PAGE_QUERY_PARAMETERS), so `/about?utm_source=x` or a unique
 * cache-buster is answered from the kept `/about`. Which requests skip the
 * kept pages is the server's call: only a correctly signed preview cookie
 * (server/site-server.ts); a forged one gets the kept page like anyone. 404s never enter the pages, so
 * unknown URLs cannot fill it. Memory is bounded by a byte budget
 * (RENDER_CACHE_MAX_BYTES) with least-recently-used eviction.
 *
 * Freshness: each page remembers the content answers it was built from; when
 * one changes (the content service's change events), the pages built from it
 * are dropped in the same turn, before the next request is read. A page whose
 * render began before any drop is not stored (`generation`).
 *
 * Not-found answers are kept apart (`notFound`), a few documents each standing
 * for every unknown address of its kind, used by the renderer after the
 * routes' loaders have said 404; never by path, so unknown URLs cannot fill it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { isSharedCacheControl, PAGE_QUERY_PARAMETERS } from "~/lib/http";
import type { Logger } from "~/lib/logger.server";
import { trackContentReads } from "./content-reads.server";

/** A document as rendered, offered to the render cache (which decides whether it may keep it). */
export type RenderedPage = { status: number; headers: Headers; html: Buffer; etag: string };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** One body of a page, with every header of its answer but the request id, as name, value, name, value… */
type Variant = { body: Buffer; etag: string; headers: string[] };

export type Entry = {
  variants: Record<Encoding, Variant>;
  /** ETags (without W/) that mean "you have this page": any encoding's. */
  tags: Set<string>;
  /** The answer to a matching If-None-Match: the page's headers but the policy (decision 003). */
  notModified: Record<Encoding, string[]>;
  /** Content keys the page was built from. */
  reads: ReadonlySet<string>;
  bytes: number;
};

/**
 * A kept page is rendered again after this long at most, so what a render
 * takes from the clock (the footer's year) is never older than that; the cost
 * is one render per page and hour.
 */
export const RENDER_MAX_AGE_MS = 60 * 60 * 1000;

export type RenderCacheOptions = {
  maxBytes: number;
  /** Where a page that could not be kept is reported. */
  log: Logger;
  /** True for a path in its normal form: only those are kept, so each page has one entry. */
  isNormalPath: (path: string) => boolean;
  /** RENDER_MAX_AGE_MS unless a test needs less. */
  maxAgeMs?: number;
  /** The headers every response carries (security headers), set before the page's own. */
  fixedHeaders: ReadonlyArray<readonly [string, string]>;
  /** Told why a kept page left: the byte budget, its age, or a content change. */
  onEvict?: ((reason: EvictionReason) => void) | undefined;
  /** The headers naming a kept page's content to the edge (edge.server.ts), stored with it. */
  edgeHeaders?: ((reads: ReadonlySet<string>) => Array<[string, string]>) | undefined;
};

export type EvictionReason = "size" | "age" | "content";

/** A not-found document as rendered, with the hashes of its inline scripts: answered again for any address of its kind. */
export type KeptDocument = { html: Buffer; etag: string; scriptHashes: string[] };

/**
 * Not-found documents kept: few, as each stands for every unknown address of one kind (the route that answered,
 * the header the address gets: app/pages/not-found-key.server.ts); a flood of kinds only evicts older ones.
 */
export const KEPT_NOT_FOUND_DOCUMENTS = 32;

/** Headers of a page that belong to one response only, never stored. */
const PER_RESPONSE = new Set(["set-cookie", "x-request-id", "date", "content-length", "content-encoding", "etag", "transfer-encoding", "connection"]);

/** A request the cache may answer or learn from (a preview is told apart by the server, before `lookup` and `render`). */
export function cacheableRequest(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.url !== undefined;
}

// Pages read no query parameter: naming one in PAGE_QUERY_PARAMETERS fails to compile here until `pageKey` keeps it, as the proxy recipes must too.
PAGE_QUERY_PARAMETERS satisfies readonly [];

/** The key a page is kept under: its path (pages read no query parameter). */
export function pageKey(url: string): string {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * Brotli when the client takes it at least as gladly as gzip, else gzip, else
 * the plain body (also when a client refuses everything: a 406 helps no one).
 * Negotiated by q-value (negotiator), so `br;q=0, gzip` never gets Brotli.
 */
export function preferredEncoding(acceptEncoding: string): Encoding {
  // Codings and the q parameter are case-insensitive (RFC 9110); negotiator reads them lower-case only.
  const choice = new Negotiator({ headers: { "accept-encoding": acceptEncoding.toLowerCase() } }).encoding([...ENCODINGS], [...ENCODINGS]);
  return (choice as Encoding | undefined) ?? "identity";
}

function withoutWeakness(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}

function evicted(onEvict: (reason: EvictionReason) => void, reason: LRUCache.DisposeReason): void {
  if (reason === "evict") onEvict("size");
  else if (reason === "expire") onEvict("age");
  else if (reason === "delete") onEvict("content");
}

export class RenderCache {
  private readonly pages: LRUCache<string, Entry>;
  private readonly filling = new Set<string>();
  private readonly encodingChoices = new Map<string, Encoding>();
  /** Moves on every drop; a render that began before a drop is not stored. */
  generation = 0;
  /**
   * The not-found page, rendered once per kind and content revision and answered with status 404 for every
   * unknown address of that kind (by the renderer, after the routes' loaders said 404): a flood of made-up
   * addresses costs no render each. Emptied on every content change, like the pages.
   */
  readonly notFound: { get(key: string): KeptDocument | undefined; set(key: string, document: KeptDocument, startedAt: number): void };
  private readonly notFoundDocuments: LRUCache<string, KeptDocument>;

  constructor(private readonly options: RenderCacheOptions) {
    this.notFoundDocuments = new LRUCache<string, KeptDocument>({ max: KEPT_NOT_FOUND_DOCUMENTS, ttl: options.maxAgeMs ?? RENDER_MAX_AGE_MS });
    this.notFound = {
      get: (key) => this.notFoundDocuments.get(key),
      set: (key, document, startedAt) => {
        if (startedAt === this.generation) this.notFoundDocuments.set(key, document);
      },
    };
    this.pages = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => entry.bytes,
      ttl: options.maxAgeMs ?? RENDER_MAX_AGE_MS,
      ...(options.onEvict ? { dispose: (_entry, _url, reason) => evicted(options.onEvict!, reason) } : {}),
    });
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes held: bodies and headers of every page. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  /** The kept page for this request, if there is one (whatever its cookies: a preview never asks). */
  lookup(req: IncomingMessage): Entry | undefined {
    return cacheableRequest(req) ? this.pages.get(pageKey(req.url!)) : undefined;
  }

  /**
   * Answers a request from a kept page: 304, or the body in the best encoding
   * the client accepts (none for HEAD). The headers go out as one prepared
   * list, with this request's id added.
   */
  answer(req: IncomingMessage, res: ServerResponse, entry: Entry, requestId: string): void {
    const encoding = this.encoding(req.headers["accept-encoding"]);
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch?.split(",").some((tag) => entry.tags.has(withoutWeakness(tag.trim())) || tag.trim() === "*")) {
      res.writeHead(304, [...entry.notModified[encoding], "X-Request-Id", requestId]);
      res.end();
      return;
    }
    const variant = entry.variants[encoding];
    res.writeHead(200, [...variant.headers, "X-Request-Id", requestId]);
    if (req.method === "HEAD") res.end();
    else res.end(variant.body);
  }

  /**
   * Renders a page so that it can be kept: the content answers it reads are
   * tracked into `reads`, and a page of a cacheable request is offered back through
   * `pageRendered` (handed to the renderer in the load context). A draft
   * preview (`preview`, as the site's preview check found) is never offered.
   */
  render<T>(req: IncomingMessage, preview: boolean, reads: Set<string>, render: (pageRendered?: (page: RenderedPage) => void) => T): T {
    if (preview || !cacheableRequest(req)) return trackContentReads(reads, () => render());
    // Express's own URL, where a router below it has cut req.url to its mount point.
    const url = pageKey((req as { originalUrl?: string }).originalUrl ?? req.url!);
    const startedAt = this.generation;
    const pageRendered = (page: RenderedPage) => {
      this.store(url, page, reads, startedAt).catch((error: unknown) => this.options.log.error({ err: error, url }, "render cache: page not kept"));
    };
    return trackContentReads(reads, () => render(pageRendered));
  }

  /**
   * Keeps a rendered page (compressed off the main thread) when it may be
   * shared: status 200 and a public Cache-Control. `startedAt` is the
   * generation when its render began.
   */
  async store(url: string, page: RenderedPage, reads: ReadonlySet<string>, startedAt: number): Promise<void> {
    if (page.status !== 200 || !isSharedCacheControl(page.headers.get("Cache-Control")) || !this.options.isNormalPath(url)) return;
    if (page.html.byteLength * 1.5 > this.options.maxBytes || this.filling.has(url) || this.pages.has(url)) return;
    this.filling.add(url);
    try {
      const [br, gz] = await Promise.all([
        // Stryker disable next-line ObjectLiteral: Brotli's default quality is 11, the one asked for; the size hint only speeds compression.
        brotli(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.byteLength } }),
        gzipAsync(page.html, { level: 9 }),
      ]);
      if (startedAt !== this.generation) return;
      const own: Record<string, string> = {};
      page.headers.forEach((value, name) => {
        // Headers gives lower-case names.
        if (!PER_RESPONSE.has(name)) own[name] = value;
      });
      for (const [name, value] of this.options.edgeHeaders?.(reads) ?? []) own[name.toLowerCase()] = value;
      const base = page.etag.replace(/"$/, "");
      const bodies: Record<Encoding, [Buffer, string]> = { br: [br, `${base}-br"`], gzip: [gz, `${base}-gz"`], identity: [page.html, page.etag] };
      const variants = {} as Record<Encoding, Variant>;
      const notModified = {} as Record<Encoding, string[]>;
      let bytes = 0;
      for (const encoding of ENCODINGS) {
        const [body, etag] = bodies[encoding];
        const headers: Record<string, string> = Object.fromEntries(this.options.fixedHeaders);
        Object.assign(headers, own, { etag, "content-length": String(body.byteLength) });
        if (encoding !== "identity") headers["content-encoding"] = encoding;
        const unchanged = { ...headers };
        delete unchanged["content-security-policy"];
        delete unchanged["content-length"];
        delete unchanged["content-encoding"];
        variants[encoding] = { body, etag, headers: Object.entries(headers).flat() };
        notModified[encoding] = Object.entries(unchanged).flat();
        bytes += body.byteLength + JSON.stringify(headers).length * 2;
      }
      this.pages.set(url, { variants, notModified, tags: new Set(ENCODINGS.map((e) => bodies[e][1])), reads, bytes });
    } finally {
      this.filling.delete(url);
    }
  }

  /** Drops every page built from one of these content keys. */
  drop(changedKeys: ReadonlySet<string>): void {
    this.generation += 1;
    this.notFoundDocuments.clear();
    for (const [url, entry] of this.pages.entries()) {
      for (const key of entry.reads) {
        if (changedKeys.has(key)) {
          this.pages.delete(url);
          break;
        }
      }
    }
  }

  /** Brotli, else gzip, else the plain body, as the client's Accept-Encoding allows (q-values honoured). */
  private encoding(acceptEncoding: string | string[] | undefined): Encoding {
    const header = typeof acceptEncoding === "string" ? acceptEncoding : "";
    const known = this.encodingChoices.get(header);
    if (known) return known;
    const choice = preferredEncoding(header);
    // Few distinct headers exist in practice; a bounded memo keeps a flood of odd ones from growing it.
    if (this.encodingChoices.size < 256) this.encodingChoices.set(header, choice);
    return choice;
  }
}
