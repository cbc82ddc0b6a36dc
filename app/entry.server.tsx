/**
 * Renders a document completely before answering (this site streams nothing
 * deferred), so that every page is whole HTML for visitors and crawlers alike,
 * carries a Content-Length and an ETag, and a repeat visit can get a 304.
 *
 * A page the route marks public is the same for every visitor: rendered
 * without a nonce, the inline scripts the site writes allowed by their hashes
 * (and no other script), its bytes safe in any cache, and offered to the
 * render cache. A page rendered for one visitor (private, or any preview
 * request) keeps a per-response nonce (decision 011).
 */
import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { inlineStylesheets } from "~/lib/inline-stylesheets.server";
import { isSharedCacheControl } from "~/lib/http";
import type { Logger } from "~/lib/logger.server";
import { withPreviewBanner } from "~/preview/banner.server";
import { withPreviewOverlays } from "~/preview/overlays-script.server";
import { withFormIsland } from "~/components/contact/island-script.server";
import { ownScripts, scriptMark } from "~/caching/script-hashes.server";
import { notFoundKey } from "~/pages/not-found-key.server";

export const streamTimeout = 5_000;

/** Errors React Router reports: a visitor's 4xx is not worth a log line; anything else is. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.log.error({ err: error, path: new URL(request.url).pathname }, "request handling error");
}

function renderToBuffer(element: React.ReactElement, nonce: string, log: Logger): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // Every Suspense boundary (a built page's blocks loaded on demand) written where it stands, however
      // large: React otherwise sends a big one after the page for an inline script to move into place, which leaves
      // it hidden without JavaScript and is a script the public pages' hashes do not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        if (!(error instanceof Error && error.name === "AbortError")) log.error({ err: error }, "render error");
      },
    });
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/**
 * A shared page's bytes are its identity: a strong validator. A page with a
 * nonce gets a weak one that ignores the nonce, so an unchanged page matches.
 */
function entityTag(html: Buffer, nonce: string): string {
  if (!nonce) return `"${createHash("sha256").update(html).digest("base64url").slice(0, 32)}"`;
  const stable = html.toString("utf8").replaceAll(nonce, "");
  return `W/"${createHash("sha1").update(stable).digest("base64url").slice(0, 27)}"`;
}

/** The document React renders for this request, with its validator and the hashes of the inline scripts it wrote. */
async function renderDocument(request: Request, routerContext: EntryContext, loadContext: AppLoadContext, status: number, nonce: string) {
  // Without a nonce, the scripts React and React Router write carry this render's mark instead, which is hashed and taken out.
  const mark = nonce || scriptMark();
  const rendered = await renderToBuffer(
    <NonceProvider value={mark}>
      <ServerRouter context={routerContext} url={request.url} nonce={mark} />
    </NonceProvider>,
    mark,
    loadContext.log,
  );
  loadContext.documentRendered?.(status);
  const own = nonce ? { html: rendered.toString("utf8"), hashes: [] } : ownScripts(rendered.toString("utf8"), mark);
  const inlined = inlineStylesheets(own.html, nonce);
  const url = new URL(request.url);
  // A preview hydrates the whole page with React (its banner, overlays and form); a public page only the enquiry form, as an island.
  const html = Buffer.from(
    loadContext?.preview ? withPreviewOverlays(withPreviewBanner(inlined, url.pathname + url.search), nonce) : withFormIsland(inlined, nonce),
  );
  return { html, etag: entityTag(html, nonce), scriptHashes: own.hashes };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A preview is rendered for one editor: its nonce never reaches a shared cache (it is private, no-store).
  const shared = isSharedCacheControl(responseHeaders.get("Cache-Control")) && !loadContext?.preview;
  const nonce = shared ? "" : (loadContext?.cspNonce ?? "");
  const url = new URL(request.url);
  // Every unknown address of one kind gets the same not-found document: rendered once, then answered from memory.
  const notFound = shared && responseStatusCode === 404 && loadContext.notFoundPages;
  const notFoundAs = notFound ? notFoundKey(routerContext, url.pathname) : "";
  const kept = notFound ? notFound.get(notFoundAs) : undefined;
  const { html, etag, scriptHashes } = kept ?? (await renderDocument(request, routerContext, loadContext, responseStatusCode, nonce));
  if (notFound && !kept) notFound.set(notFoundAs, { html, etag, scriptHashes });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("ETag", etag);
  responseHeaders.append("Vary", "Accept-Encoding");
  const sources = nonce ? [`'nonce-${nonce}'`] : scriptHashes;
  const policy = loadContext?.contentSecurityPolicy?.(sources, loadContext.preview);
  if (policy) responseHeaders.set("Content-Security-Policy", policy);
  if (shared) loadContext?.pageRendered?.({ status: responseStatusCode, headers: responseHeaders, html, etag });

  const cacheable = responseStatusCode === 200 && (request.method === "GET" || request.method === "HEAD");
  const ifNoneMatch = request.headers.get("if-none-match") ?? "";
  if (cacheable && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    // The policy stored with the page stays: a 304 carries none (decision 003).
    responseHeaders.delete("Content-Security-Policy");
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  if (request.method === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  responseHeaders.set("Content-Length", String(html.byteLength));
  return new Response(new Uint8Array(html), { status: responseStatusCode, headers: responseHeaders });
}
