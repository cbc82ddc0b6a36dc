/**
 * Pages built once per content revision (decision 011): the same bytes for
 * every visitor, inline scripts allowed by hash, kept compressed and answered
 * with the same headers, and replaced when content changes.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { parseNdjson, toPublishedDataset } from "~/content/dataset.server";
import { allowForImports, contentImport } from "../support/content-import";
import { startFakeSanity } from "../support/fake-sanity-server";
import { insights } from "../support/dataset";
import { startSite } from "../support/server";
import { sitemapPaths } from "../../scripts/lib/sitemap-paths";

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function raw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

function decoded(response: Raw): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.body).toString("utf8");
  return response.body.toString("utf8");
}

/** The inline scripts a browser would run (JSON-LD data blocks never run). */
function inlineScripts(html: string): Array<{ tag: string; text: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!))
    .map(([tag, , text]) => ({ tag: tag.slice(0, tag.indexOf(">") + 1), text: text! }));
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The headers two answers of one page must share: everything but what is per response or per encoding. */
function sharedHeaders(headers: IncomingHttpHeaders): Record<string, unknown> {
  const {
    date: _date,
    "x-request-id": _id,
    etag: _etag,
    "content-length": _length,
    "content-encoding": _encoding,
    "transfer-encoding": _transfer,
    connection: _c,
    "keep-alive": _k,
    ...rest
  } = headers;
  return rest;
}

test("two visitors get byte-identical HTML for every page that is the same for all, allowed by hashes and carrying no nonce", async ({ baseURL }) => {
  const paths = await sitemapPaths(baseURL!);
  expect(paths.length).toBeGreaterThan(10);
  for (const route of paths) {
    const first = await raw(`${baseURL}${route}`, { "user-agent": "Visitor one", cookie: "theme=dark" });
    const second = await raw(`${baseURL}${route}`, { "user-agent": "Visitor two", "accept-language": "de" });
    expect(first.status, route).toBe(200);
    const cacheControl = String(first.headers["cache-control"]);
    const csp = String(first.headers["content-security-policy"]);
    const html = decoded(first);
    const scripts = inlineScripts(html);
    expect(scripts.length, route).toBeGreaterThan(0);
    if (cacheControl.startsWith("public")) {
      expect(decoded(second), route).toBe(html);
      expect(csp, route).not.toContain("'nonce-");
      expect(html, route).not.toMatch(/\snonce="/);
      // Every inline script is allowed by its hash: one edited without its hash would be blocked, and this fails.
      for (const { text } of scripts) expect(csp, `${route}: ${text.slice(0, 60)}`).toContain(sha256(text));
      expect(sharedHeaders(second.headers), route).toEqual(sharedHeaders(first.headers));
    } else {
      // Rendered for one visitor (the contact form's token): never shared, allowed by this response's nonce.
      expect(cacheControl, route).toBe("private, no-store");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, route).toBeTruthy();
      for (const { tag } of scripts) expect(tag, route).toContain(`nonce="${nonce}"`);
    }
  }
});

test("a preview request is never answered from, or kept in, the shared pages", async ({ baseURL }) => {
  await raw(`${baseURL}/resources`);
  const shared = await raw(`${baseURL}/resources`);
  // Enter preview as an editor does: a signed link from `npm run preview-link` (the site's DATA_DIR holds its secret).
  const link = execFileSync(process.execPath, ["--import", "tsx", "scripts/preview-link.ts", "/resources"], {
    env: { ...process.env, DATA_DIR: "./data/e2e", SITE_URL: baseURL!, SANITY_PROJECT_ID: "", PREVIEW_LINK_SECRET: "" },
    encoding: "utf8",
  }).trim();
  const entered = await raw(link);
  const cookie = String(entered.headers["set-cookie"] ?? "").split(";")[0]!;
  expect(cookie).toMatch(/^__act_preview=./);

  const preview = await raw(`${baseURL}/resources`, { cookie });
  expect(preview.headers["cache-control"]).toBe("private, no-store");
  expect(String(preview.headers["content-security-policy"])).toMatch(/'nonce-[^']+'/);
  expect(decoded(preview)).toMatch(/\snonce="/);
  const after = await raw(`${baseURL}/resources`);
  expect(decoded(after)).toBe(decoded(shared));
  expect(decoded(after)).not.toMatch(/\snonce="/);

  // A forged cookie is no preview: the public page, as every visitor gets it.
  const forged = await raw(`${baseURL}/resources`, { cookie: "__act_preview=1" });
  expect(decoded(forged)).toBe(decoded(shared));
});

test("Brotli, gzip and plain bodies decode to the same HTML, with the same headers", async ({ baseURL }) => {
  for (const route of ["/", "/resources", `/insights/${insights[0]!.slug!.current}`]) {
    await raw(`${baseURL}${route}`);
    const br = await raw(`${baseURL}${route}`, { "accept-encoding": "gzip, deflate, br, zstd" });
    const gz = await raw(`${baseURL}${route}`, { "accept-encoding": "gzip" });
    const plain = await raw(`${baseURL}${route}`, { "accept-encoding": "identity" });
    expect(br.headers["content-encoding"], route).toBe("br");
    expect(gz.headers["content-encoding"], route).toBe("gzip");
    expect(plain.headers["content-encoding"], route).toBeUndefined();
    expect(decoded(br), route).toBe(decoded(plain));
    expect(decoded(gz), route).toBe(decoded(plain));
    expect(Number(plain.headers["content-length"]), route).toBe(plain.body.length);
    expect(sharedHeaders(br.headers), route).toEqual(sharedHeaders(plain.headers));
    expect(br.headers["x-content-type-options"], route).toBe("nosniff");
    expect(br.headers["x-request-id"], route).toMatch(/^[\w-]{8,}$/);
  }
});

test("HEAD answers the headers of GET without a body, and a matching If-None-Match gets 304", async ({ baseURL }) => {
  const url = `${baseURL}/resources`;
  await raw(url);
  const get = await raw(url, { "accept-encoding": "gzip" });
  const head = await raw(url, { "accept-encoding": "gzip" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  for (const name of ["etag", "content-length", "content-encoding", "content-security-policy", "cache-control", "content-type"]) {
    expect(head.headers[name], name).toBe(get.headers[name]);
  }
  const etag = get.headers.etag!;
  expect(etag).toMatch(/^"[^"]+"$/);
  for (const tag of [etag, `W/${etag}`, `"stale", ${etag}`]) {
    const again = await raw(url, { "accept-encoding": "gzip", "if-none-match": tag });
    expect(again.status, tag).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers["x-frame-options"]).toBe("DENY");
  }
  expect((await raw(url, { "if-none-match": '"stale"' })).status).toBe(200);
  // Unknown pages never enter the kept pages (their one not-found document per kind is kept apart: tests/e2e/not-found.spec.ts).
  expect((await raw(`${baseURL}/no-such-page`)).status).toBe(404);
  const withQuery = await raw(`${baseURL}/resources?utm_source=newsletter`);
  expect(withQuery.status).toBe(200);
});

test("after a content import the next pages show the new content, without a restart", async ({ request }) => {
  allowForImports(1);
  const root = mkdtempSync(path.join(tmpdir(), "act-render-cache-"));
  const contentDir = path.join(root, "content");
  cpSync("content", contentDir, { recursive: true });
  const site = await startSite({ CONTENT_DIR: contentDir, DATA_DIR: path.join(root, "data") });
  try {
    const target = insights[0]!;
    const url = `${site.url}/insights/${target.slug!.current}`;
    for (let i = 0; i < 3; i++) expect(await (await request.get(url)).text()).toContain(target.Title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(await (await request.get(`${site.url}/resources`)).text()).not.toContain("Imported headline");

    // An editor's export with one headline changed, imported the way docs/content.md says (the content directory is replaced).
    const documents = parseNdjson(readFileSync(path.join(contentDir, "data.ndjson"), "utf8"));
    const imported = await contentImport(
      documents.map((doc) => (doc._id === target._id ? { ...doc, Title: "Imported headline" } : doc)),
      contentDir,
      root,
    );
    expect(imported.ok, imported.output).toBe(true);

    await expect.poll(async () => (await request.get(url)).text(), { timeout: 10_000 }).toContain("Imported headline");
    // From then on every answer, the list included, is the new content.
    for (let i = 0; i < 5; i++) expect(await (await request.get(url)).text()).toContain("Imported headline");
    expect(await (await request.get(`${site.url}/resources`)).text()).toContain("Imported headline");
  } finally {
    await site.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

test("after a change in Sanity the pages show the new content within the check interval", async ({ request }) => {
  const documents = toPublishedDataset(parseNdjson(readFileSync("content/data.ndjson", "utf8")));
  const fake = await startFakeSanity({ documents });
  const site = await startSite({ SANITY_PROJECT_ID: "testproject", SANITY_API_HOST: fake.url, CONTENT_CACHE_TTL_SECONDS: "1" });
  try {
    const target = insights[0]!;
    const url = `${site.url}/insights/${target.slug!.current}`;
    for (let i = 0; i < 3; i++) expect((await request.get(url)).status()).toBe(200);
    fake.setDataset(documents.map((doc) => (doc._id === target._id ? { ...doc, Title: "Published from the Studio" } : doc)));
    await expect.poll(async () => (await request.get(url)).text(), { timeout: 10_000 }).toContain("Published from the Studio");
    for (let i = 0; i < 5; i++) expect(await (await request.get(url)).text()).toContain("Published from the Studio");
  } finally {
    await site.stop();
    await fake.close();
  }
});
