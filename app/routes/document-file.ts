/**
 * A document behind the short form, given by its signed link (/documents/<slug>/file?expires=…&signature=…,
 * app/documents/signed-link.server.ts): streamed from CONTENT_DIR/files in embedded mode, from Sanity's file CDN
 * otherwise, as `<slug>.pdf`, never kept by a cache. Past its expiry: 410, with the way to ask again; a link this
 * site did not sign, or for no such document: 404. In plain words, never a 5xx for what a visitor sends.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { downloadBySlugQuery } from "~/content/queries";
import { fileAssetName } from "~/content/file-assets";
import { fileUrl } from "~/documents/file-url";
import { documentRequestPath } from "~/documents/request-path";
import { checkDocumentLink } from "~/documents/signed-link.server";
import { siteServesImages } from "~/images/image";
import { imageConfigOf } from "~/images/shown-image.server";
import { CACHE_NONE, CACHE_PRIVATE } from "~/lib/http";
import type { Route } from "./+types/document-file";

const NOT_FOUND = "This link does not give a document: ask for the document again on its page.";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_NONE } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The expired link's answer: a small page that says so and links to the form. */
function expired(slug: string, title: string): Response {
  const form = documentRequestPath(slug);
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>This link has expired</title></head><body><main><h1>This link has expired</h1><p>The link to ${escapeHtml(title)} was good for a limited time. <a href="${form}">Ask for ${escapeHtml(title)} again</a>: it takes a moment.</p></main></body></html>`;
  return new Response(body, { status: 410, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CACHE_NONE } });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  const verdict = checkDocumentLink(context.documentLinkSecret, slug, new URL(request.url).searchParams);
  if (verdict === "invalid") return plain(404, NOT_FOUND);
  const document = await context.content.run(downloadBySlugQuery, { slug });
  const asset = fileAssetName(document?.fileRef);
  if (document?.access !== "form" || !asset) return plain(404, NOT_FOUND);
  // A link signed for an address the document had before an editor changed it still gives it, under its new name.
  const name = document.slug ?? slug;
  if (verdict === "expired") return expired(name, document.title ?? "the document");

  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${name}.${asset.extension}"`,
    "Cache-Control": CACHE_PRIVATE,
    "X-Content-Type-Options": "nosniff",
  };
  const config = imageConfigOf(context);
  if (siteServesImages(config)) {
    const file = path.resolve(context.env.CONTENT_DIR, "files", asset.file);
    const size = await stat(file).then(
      (found) => (found.isFile() ? found.size : undefined),
      () => undefined,
    );
    if (size === undefined) return plain(404, NOT_FOUND);
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers: { ...headers, "Content-Length": String(size) } });
  }
  const upstream = await fetch(fileUrl(config, document.fileRef, name)!).catch(() => undefined);
  if (!upstream?.ok || !upstream.body) {
    context.log.error({ slug: name, status: upstream?.status }, "document file could not be read from the file CDN");
    return new Response("The document cannot be given right now. Please try again in a minute.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_NONE, "Retry-After": "60" },
    });
  }
  const length = upstream.headers.get("content-length");
  return new Response(upstream.body, { headers: { ...headers, ...(length ? { "Content-Length": length } : {}) } });
}
