/**
 * Renders a document completely before answering (this site streams nothing
 * deferred), so that every page is whole HTML for visitors and crawlers alike,
 * carries a Content-Length and an ETag, and a repeat visit can get a 304.
 */
import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "./components/nonce";
import { inlineStylesheets } from "./lib/load-path/inline-stylesheets.server";
import { logger } from "./lib/logger.server";

export const streamTimeout = 5_000;

/** Errors React Router reports: a visitor's 4xx is not worth a log line; anything else is. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, path: new URL(request.url).pathname }, "request handling error");
}

function renderToBuffer(element: React.ReactElement, nonce: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        if (!(error instanceof Error && error.name === "AbortError")) logger.error({ err: error }, "render error");
      },
    });
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/** A validator that ignores the per-response nonce, so unchanged pages match. */
function entityTag(html: Buffer, nonce: string): string {
  const stable = nonce ? html.toString("utf8").replaceAll(nonce, "") : html.toString("utf8");
  return `W/"${createHash("sha1").update(stable).digest("base64url").slice(0, 27)}"`;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? "";
  const rendered = await renderToBuffer(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    nonce,
  );
  const html = Buffer.from(inlineStylesheets(rendered.toString("utf8"), nonce));
  const etag = entityTag(html, nonce);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("ETag", etag);
  responseHeaders.append("Vary", "Accept-Encoding");

  const cacheable = responseStatusCode === 200 && (request.method === "GET" || request.method === "HEAD");
  const ifNoneMatch = request.headers.get("if-none-match") ?? "";
  if (cacheable && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  if (request.method === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  responseHeaders.set("Content-Length", String(html.byteLength));
  return new Response(new Uint8Array(html), { status: responseStatusCode, headers: responseHeaders });
}
